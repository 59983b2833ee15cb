import { useState } from 'react';
import { Anchor, Button, Modal, Rating, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { AdminReview } from '@boi/domain/admin/reviews';
import { bookPath } from '@boi/domain/paths/routes';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeZone: 'Asia/Dhaka',
});

function reviewDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** The row's Details button and modal: the book reviewed, who wrote it, the rating and comment. */
export function ReviewDetails({ review }: { review: AdminReview }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="xs"
        variant="light"
        onClick={() => setOpen(true)}
        aria-label={`Details of the review by ${review.name}`}
      >
        Details
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Review Details" centered>
        <Stack gap="sm">
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              Book
            </Text>
            {review.bookName ? (
              <Anchor component={Link} to={bookPath(review.forProduct)} fw={600}>
                {review.bookName}
              </Anchor>
            ) : (
              <Text fw={600} c="dimmed">
                This book is no longer in the catalog
              </Text>
            )}
          </Stack>
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              Customer
            </Text>
            <Text fw={600}>{review.name}</Text>
            <Text size="xs" c="dimmed">
              {reviewDate(review.createdAt)} · {review.status}
            </Text>
          </Stack>
          <Rating
            value={review.rating}
            readOnly
            size="sm"
            aria-label={`${review.rating} out of 5 stars`}
          />
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              Comment
            </Text>
            <Text size="sm" lh={1.7} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {review.comment}
            </Text>
          </Stack>
        </Stack>
      </Modal>
    </>
  );
}
