import { Group, Paper, Rating, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Review } from '@boi/domain/catalog/schemas';

// Made at its first use, not as a book's page loads: making one costs a slow phone some 30 ms.
let dateFormat: Intl.DateTimeFormat | undefined;

function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  dateFormat ??= new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
  return dateFormat.format(date);
}

export function ReviewList({ reviews }: { reviews: Review[] }) {
  const { t } = useTranslation();
  if (reviews.length === 0) {
    return (
      <Text c="dimmed" py="md">
        {t('details.reviews.none')}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {reviews.map((review) => (
        <Paper key={review._id} withBorder radius="md" p="md" component="article">
          <Group justify="space-between" gap="xs" mb={4}>
            <Text fw={600}>{review.name}</Text>
            <Text size="xs" c="dimmed">
              {formatDate(review.createdAt)}
            </Text>
          </Group>
          <Rating
            value={review.rating}
            readOnly
            size="sm"
            aria-label={t('details.reviews.rating', { rating: review.rating })}
          />
          <Text mt={6} size="sm" lh={1.7} style={{ overflowWrap: 'anywhere' }}>
            {review.comment}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
