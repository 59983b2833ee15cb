import { Text } from '@mantine/core';
import { NotFoundNotice } from '../../../components/query-error';
import { ApiError } from '../../../lib/api-client';
import { useCollectionDetail } from '../api/get-collection-detail';
import type { CollectionKind } from '../lib/collection-kinds';
import { usePageIndex } from '../../../hooks/use-page-index';
import { BookListPage } from './book-list-page';

type CollectionDetailPageProps = {
  kind: CollectionKind;
  id: string | undefined;
};

/** A category's, writer's or publication's page: its name, found count and paged books. */
export function CollectionDetailPage({ kind, id }: CollectionDetailPageProps) {
  const [pageIndex] = usePageIndex();
  const query = useCollectionDetail(kind, id, pageIndex);
  // An id the API rejects outright (400) names nothing, so it reads as not found too.
  if (!id || (query.error instanceof ApiError && query.error.status === 400)) {
    return <NotFoundNotice />;
  }
  const item = query.data;
  const details = item && 'writerDetails' in item ? item.writerDetails.trim() : '';
  return (
    <BookListPage
      title={item?.name}
      intro={
        details ? (
          <Text c="dimmed" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {details}
          </Text>
        ) : null
      }
      isPending={query.isPending}
      error={query.error}
      books={item?.products}
      total={item?.productTotalCount}
      stale={query.isPlaceholderData}
      paged
    />
  );
}
