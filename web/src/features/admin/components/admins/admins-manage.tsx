import { useState } from 'react';
import { Badge, Text } from '@mantine/core';
import { PAGE_SIZE } from '@boi/domain/shared/constants';
import type { AdminAccount } from '@boi/domain/admin/accounts';
import { QueryError } from '../../../../components/query-error';
import { useAdmins } from '../../api/get-admins';
import { useAdminWrite } from '../../api/use-admin-write';
import { AdminPage } from '../admin-page';
import { ConfirmDelete } from '../confirm-delete';
import { PagedTable, type Column } from '../paged-table';
import { AdminGrantForm } from './admin-grant-form';

/**
 * Admins: the accounts that hold the `admin` claim, whether each address is verified, an
 * invitation by e-mail (the claim follows when it is accepted), and a revoke that asks first. The server refuses to
 * revoke the last admin, and says so.
 */
export function AdminsManage() {
  const admins = useAdmins();
  const setRole = useAdminWrite('setAdminRole');
  const [page, setPage] = useState(0);
  const rows = admins.data?.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);

  const columns: Column<AdminAccount>[] = [
    { header: '#', cell: (_, index) => index + 1 },
    { header: 'নাম · Name', cell: (account) => account.name || '—' },
    {
      header: 'ই-মেইল · E-mail',
      cell: (account) => (
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {account.email}
        </Text>
      ),
    },
    {
      header: 'যাচাই · Verified',
      cell: (account) =>
        account.emailVerified ? (
          <Badge color="teal" variant="light">
            যাচাই করা · Verified
          </Badge>
        ) : (
          <Badge color="red" variant="light">
            যাচাই হয়নি · Not verified
          </Badge>
        ),
    },
    {
      header: 'Action',
      cell: (account) => (
        <ConfirmDelete
          what={account.email}
          label="অ্যাডমিন থেকে সরান"
          question={`${account.email} আর অ্যাডমিন থাকবেন না। তাঁর পরের রিলোডে ড্যাশবোর্ড চলে যাবে।`}
          onConfirm={() => setRole.mutateAsync({ email: account.email, admin: false })}
        />
      ),
    },
  ];

  return (
    <AdminPage title="অ্যাডমিন">
      <AdminGrantForm />
      {admins.isError ? (
        <QueryError error={admins.error} />
      ) : (
        <PagedTable
          caption="Admins"
          columns={columns}
          rows={rows}
          rowKey={(account) => account.uid}
          total={admins.data?.length ?? 0}
          page={page}
          onPage={setPage}
          loading={admins.isPending}
          minWidth={0}
        />
      )}
    </AdminPage>
  );
}
