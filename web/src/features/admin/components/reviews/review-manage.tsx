import { Rating, Stack, Text } from '@mantine/core';
import type { AdminReview } from '@boi/domain/admin/reviews';
import { QueryError } from '../../../../components/query-error';
import { usePageIndex } from '../../../../hooks/use-page-index';
import { useAdminReviews } from '../../api/get-admin-reviews';
import { useAdminWrite } from '../../api/use-admin-write';
import { AdminPage } from '../admin-page';
import { ConfirmDelete } from '../confirm-delete';
import { PagedTable, type Column } from '../paged-table';
import { ReviewDetails } from './review-details';
import { ReviewStatusCell } from './review-status-cell';

/** Review manage (spec §2): every review, newest first, ten a page, approved by a switch. */
export function ReviewManage() {
  const [page, setPage] = usePageIndex();
  const reviews = useAdminReviews(page);
  const deleteReview = useAdminWrite('deleteReview');
  const refetch = () => void reviews.refetch();

  const columns: Column<AdminReview>[] = [
    { header: '#', cell: (_, index) => index + 1 },
    {
      header: 'Customer',
      cell: (review) => (
        <Stack gap={0} maw={220}>
          <Text size="sm" fw={600} lineClamp={1}>
            {review.name}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {review.bookName ?? 'Book no longer in the catalog'}
          </Text>
        </Stack>
      ),
    },
    {
      header: 'Rating',
      cell: (review) => (
        <Rating
          value={review.rating}
          readOnly
          size="xs"
          aria-label={`${review.rating} out of 5 stars`}
        />
      ),
    },
    {
      header: 'Status',
      cell: (review) => <ReviewStatusCell review={review} onFailed={refetch} />,
    },
    { header: 'Details', cell: (review) => <ReviewDetails review={review} /> },
    {
      header: 'Action',
      cell: (review) => (
        <ConfirmDelete
          what={`the review by ${review.name}`}
          onConfirm={() => deleteReview.mutateAsync({ id: review._id })}
        />
      ),
    },
  ];

  return (
    <AdminPage title="Review Manage">
      {reviews.isError ? (
        <QueryError error={reviews.error} />
      ) : (
        <PagedTable
          caption="Reviews"
          columns={columns}
          rows={reviews.data?.reviews}
          rowKey={(review) => review._id}
          total={reviews.data?.reviewTotalCount ?? 0}
          page={page}
          onPage={setPage}
          loading={reviews.isPending || reviews.isPlaceholderData}
        />
      )}
    </AdminPage>
  );
}
