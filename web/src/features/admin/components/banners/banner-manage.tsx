import { useState } from 'react';
import { Image } from '@mantine/core';
import { PAGE_SIZE } from '@boi/domain/shared/constants';
import type { Banner } from '@boi/domain/catalog/schemas';
import { QueryError } from '../../../../components/query-error';
import { useBanners } from '../../api/get-banners';
import { useAdminWrite } from '../../api/use-admin-write';
import { AdminPage } from '../admin-page';
import { ConfirmDelete } from '../confirm-delete';
import { PagedTable, type Column } from '../paged-table';
import { BannerUploadForm } from './banner-upload-form';

/** Banner manage (spec §2): the upload form and the banners, newest first, each deletable. */
export function BannerManage() {
  const banners = useBanners();
  const remove = useAdminWrite('deleteBanner');
  const [page, setPage] = useState(0);
  const rows = banners.data?.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);

  const columns: Column<Banner>[] = [
    { header: '#', cell: (_, index) => index + 1 },
    {
      header: 'Banner Image',
      cell: (banner, index) => (
        <Image
          src={banner.image}
          alt={`Banner ${index + 1}`}
          h={80}
          w="100%"
          miw={120}
          maw={240}
          fit="cover"
          radius="sm"
          loading="lazy"
        />
      ),
    },
    {
      header: 'Action',
      cell: (banner, index) => (
        <ConfirmDelete
          what={`banner ${index + 1}`}
          onConfirm={() => remove.mutateAsync({ id: banner._id })}
        />
      ),
    },
  ];

  return (
    <AdminPage title="Banner Manage">
      <BannerUploadForm />
      {banners.isError ? (
        <QueryError error={banners.error} />
      ) : (
        <PagedTable
          caption="Banners"
          columns={columns}
          rows={rows}
          rowKey={(banner) => banner._id}
          total={banners.data?.length ?? 0}
          page={page}
          onPage={setPage}
          loading={banners.isPending}
          minWidth={0}
        />
      )}
    </AdminPage>
  );
}
