import { AspectRatio, Group, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BOOK_COVER_RATIO } from '../../../components/book-card';
import { Panel } from '../../../components/panel';
import { BookDetailsGrid } from './book-details-grid';
import { RelatedBooksSkeleton } from './related-books';
import classes from './book-details.module.css';

/**
 * The details page while its book loads, laid out as the page (routes/book-details.tsx): the
 * cover's 2:3 frame, the overview's lines (title, four facts, price, stock, the cart button), the
 * delivery box as it is, the tabs and the related books, so that the page and its footer do not
 * jump when the book comes.
 */
export function BookDetailsSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <VisuallyHidden role="status">{t('details.loading')}</VisuallyHidden>
      <BookDetailsGrid
        hidden
        cover={
          <AspectRatio ratio={BOOK_COVER_RATIO} className={classes.coverFrame}>
            <Skeleton radius="md" />
          </AspectRatio>
        }
        overview={
          <Stack gap="sm">
            <Skeleton height="calc(1.75rem * 1.45)" width="70%" />
            <Stack gap={4}>
              {[55, 65, 50, 45].map((width) => (
                <Skeleton key={width} height="1.4rem" width={`${width}%`} />
              ))}
            </Stack>
            <Skeleton height="1.9rem" width="35%" />
            <Skeleton height="1.9rem" width="40%" radius="sm" />
            <Group mt="xs">
              <Skeleton height={42} width={160} radius="xl" />
            </Group>
          </Stack>
        }
      />
      <Panel aria-hidden="true">
        <Skeleton height={36} width="60%" mb="md" />
        <Skeleton height={200} />
      </Panel>
      <RelatedBooksSkeleton />
    </Stack>
  );
}
