import { useState } from 'react';
import { Switch, Text } from '@mantine/core';
import { PAGE_SIZE } from '@boi/domain/shared/constants';
import type { Coupon } from '@boi/domain/catalog/schemas';
import { QueryError } from '../../../../components/query-error';
import { useCoupons } from '../../api/get-coupons';
import { useAdminWrite } from '../../api/use-admin-write';
import { AdminPage } from '../admin-page';
import { PagedTable, type Column } from '../paged-table';
import { CouponAddForm } from './coupon-add-form';

/**
 * Coupon Add (spec §2) and what a shop needs besides: every coupon, and a switch that turns one
 * off (checkout then refuses it) or on again. Coupons are not deleted: past orders name them.
 */
export function CouponManage() {
  const coupons = useCoupons();
  const setActive = useAdminWrite('setCouponActive');
  const [page, setPage] = useState(0);
  const rows = coupons.data?.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);

  const columns: Column<Coupon>[] = [
    { header: '#', cell: (_, index) => index + 1 },
    {
      header: 'Coupon Code',
      cell: (coupon) => (
        <Text size="sm" fw={600} ff="monospace" style={{ wordBreak: 'break-all' }}>
          {coupon.couponCode}
        </Text>
      ),
    },
    { header: 'Discount', cell: (coupon) => `${coupon.discountPercent}%` },
    {
      header: 'Active',
      cell: (coupon) => (
        <Switch
          color="teal"
          checked={coupon.active}
          disabled={setActive.isPending && setActive.variables.couponCode === coupon.couponCode}
          onChange={(event) =>
            setActive.mutate({ couponCode: coupon.couponCode, active: event.currentTarget.checked })
          }
          label={coupon.active ? 'Active' : 'Inactive'}
          aria-label={`${coupon.couponCode} active`}
        />
      ),
    },
  ];

  return (
    <AdminPage title="Coupon Manage">
      <CouponAddForm />
      {coupons.isError ? (
        <QueryError error={coupons.error} />
      ) : (
        <PagedTable
          caption="Coupons"
          columns={columns}
          rows={rows}
          rowKey={(coupon) => coupon.couponCode}
          total={coupons.data?.length ?? 0}
          page={page}
          onPage={setPage}
          loading={coupons.isPending}
          minWidth={0}
        />
      )}
    </AdminPage>
  );
}
