import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE } from '@boi/domain/shared/constants';
import { pageCount } from '@boi/domain/shared/pagination';
import { QueryError } from '../../../../components/query-error';
import { usePageIndex } from '../../../../hooks/use-page-index';
import {
  adminCollectionQueryOptions,
  useAdminCollection,
  type CollectionItem,
  type CollectionKind,
} from '../../api/get-admin-collection';
import { COLLECTION_WRITES, useAdminWrite } from '../../api/use-admin-write';
import { AdminPage } from '../admin-page';
import { ConfirmDelete } from '../confirm-delete';
import { PagedTable, type Column } from '../paged-table';
import { CollectionAddForm } from './collection-add-form';
import { CollectionEditModal } from './collection-edit-modal';
import { HomeSectionsPanel } from './home-sections-panel';
import { COLLECTION_SCREENS } from './collection-kinds';

/**
 * Category, Writer or Publication Manage (spec §2): the add form, the paged table (oldest first,
 * page in the URL) with edit and delete, and the static edit modal.
 */
export function CollectionManage({ kind }: { kind: CollectionKind }) {
  const screen = COLLECTION_SCREENS[kind];
  const [page, setPage] = usePageIndex();
  const collection = useAdminCollection(kind, page);
  const remove = useAdminWrite(COLLECTION_WRITES[kind].delete);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<CollectionItem | null>(null);

  /** A new item is the newest, so it is on the last page: show it there. */
  const showNewest = async () => {
    const { total } = await queryClient.fetchQuery(adminCollectionQueryOptions(kind, 0));
    setPage(pageCount(total, PAGE_SIZE) - 1);
  };

  const columns: Column<CollectionItem>[] = [
    { header: '#', cell: (_, index) => index + 1 },
    {
      header: screen.nameHeader,
      cell: (item) => (
        <Text size="sm" fw={600} maw={260}>
          {item.name}
        </Text>
      ),
    },
    ...(screen.withDetails
      ? [
          {
            header: 'Writer Details',
            cell: (item: CollectionItem) => (
              <Text size="sm" c="dimmed" lineClamp={2} maw={360}>
                {item.writerDetails || '—'}
              </Text>
            ),
          },
        ]
      : []),
    { header: 'Product Count', cell: (item) => item.productCount },
    {
      header: 'Action',
      cell: (item) => (
        <Group gap={6} wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            color="teal"
            onClick={() => setEditing(item)}
            aria-label={`Edit ${item.name}`}
          >
            Edit
          </Button>
          <ConfirmDelete what={item.name} onConfirm={() => remove.mutateAsync({ id: item._id })} />
        </Group>
      ),
    },
  ];

  return (
    <AdminPage title={screen.title}>
      <CollectionAddForm screen={screen} onAdded={() => void showNewest()} />
      {kind === 'category' && <HomeSectionsPanel />}
      {collection.isError ? (
        <QueryError error={collection.error} />
      ) : (
        <PagedTable
          caption={screen.caption}
          columns={columns}
          rows={collection.data?.items}
          rowKey={(item) => item._id}
          total={collection.data?.total ?? 0}
          page={page}
          onPage={setPage}
          loading={collection.isPending || collection.isPlaceholderData}
          minWidth={screen.withDetails ? 640 : 0}
        />
      )}
      {editing && (
        <CollectionEditModal
          key={editing._id}
          screen={screen}
          item={editing}
          onClose={() => setEditing(null)}
        />
      )}
    </AdminPage>
  );
}
