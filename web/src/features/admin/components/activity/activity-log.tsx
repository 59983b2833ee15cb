import { useState } from 'react';
import { Group, Select, Text } from '@mantine/core';
import { changedFields, type AuditEntry } from '@boi/domain/admin/audit';
import { CALLABLE_NAMES, CALLABLES } from '@boi/domain/api/callables';
import { QueryError } from '../../../../components/query-error';
import { useAdmins } from '../../api/get-admins';
import { useAudit, type AuditFilter } from '../../api/get-audit';
import { AdminPage } from '../admin-page';
import { PagedTable, type Column } from '../paged-table';

const ADMIN_OPERATIONS = CALLABLE_NAMES.filter((name) => CALLABLES[name].access === 'admin');

const WHEN = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Dhaka',
  dateStyle: 'medium',
  timeStyle: 'short',
});

const columns: Column<AuditEntry>[] = [
  { header: 'সময় · When', cell: (entry) => WHEN.format(new Date(entry.at)) },
  {
    header: 'অ্যাডমিন · Admin',
    cell: (entry) => (
      <Text size="sm" style={{ wordBreak: 'break-all' }}>
        {entry.email}
      </Text>
    ),
  },
  { header: 'কাজ · Operation', cell: (entry) => entry.operation },
  {
    header: 'কীসে · Target',
    cell: (entry) => `${entry.target.kind} ${entry.target.label ?? entry.target.id}`,
  },
  {
    header: 'বদল · Changed',
    cell: (entry) => {
      if (!entry.before) return 'created';
      if (!entry.after) return 'deleted';
      return (
        changedFields(entry)
          .map(
            (field) => `${field}: ${show(entry.before?.[field])} → ${show(entry.after?.[field])}`,
          )
          .join('; ') || '—'
      );
    },
  },
];

function show(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value ?? null);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

/** Activity: who changed what in the shop and when (the audit trail), by operation and admin. */
export function ActivityLog() {
  const [filter, setFilter] = useState<AuditFilter>({});
  const [page, setPage] = useState(0);
  const audit = useAudit(filter, page);
  const admins = useAdmins();
  const choose = (next: AuditFilter) => {
    setFilter(next);
    setPage(0);
  };

  return (
    <AdminPage title="অ্যাক্টিভিটি">
      <Group grow align="flex-end">
        <Select
          label="কাজ · Operation"
          placeholder="সব · All"
          clearable
          searchable
          data={ADMIN_OPERATIONS}
          value={filter.operation ?? null}
          onChange={(operation) => choose({ ...filter, operation: operation ?? undefined })}
        />
        <Select
          label="অ্যাডমিন · Admin"
          placeholder="সব · All"
          clearable
          searchable
          data={(admins.data ?? []).map((account) => ({
            value: account.uid,
            label: account.email,
          }))}
          value={filter.uid ?? null}
          onChange={(uid) => choose({ ...filter, uid: uid ?? undefined })}
        />
      </Group>
      {audit.isError ? (
        <QueryError error={audit.error} />
      ) : (
        <PagedTable
          caption="Activity"
          columns={columns}
          rows={audit.data?.entries}
          rowKey={(entry) => entry._id}
          total={audit.data?.total ?? 0}
          page={page}
          onPage={setPage}
          loading={audit.isPending}
          minWidth={720}
        />
      )}
    </AdminPage>
  );
}
