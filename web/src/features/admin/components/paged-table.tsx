import type { ReactNode } from 'react';
import { Group, Pagination, Paper, Table, Text } from '@mantine/core';
import { PAGE_SIZE } from '@boi/domain/shared/constants';
import { pageCount } from '@boi/domain/shared/pagination';
import { LoadingSpinner } from '../../../components/loading-spinner';

export type Column<Row> = {
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  /** Shown in the header cell instead of `header` (which stays the column's key). */
  head?: ReactNode;
};

/**
 * A dashboard table: the spec's columns, ten rows a page with numbered pages (0-based `page`),
 * the total, and a horizontal scroll on phones instead of a squeezed layout.
 */
export function PagedTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  total,
  page,
  onPage,
  loading,
  minWidth = 640,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  total: number;
  page: number;
  onPage: (page: number) => void;
  loading: boolean;
  /** Below this width (px) the table scrolls sideways; a narrow table can fit a phone with 0. */
  minWidth?: number;
}) {
  const pages = pageCount(total, PAGE_SIZE);
  return (
    <Paper withBorder radius="md" p={0}>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label={caption}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.header}>{column.head ?? column.header}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(rows ?? []).map((row, index) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((column) => (
                  <Table.Td key={column.header}>
                    {column.cell(row, page * PAGE_SIZE + index)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {loading && <LoadingSpinner />}
      {!loading && rows?.length === 0 && (
        <Text ta="center" c="dimmed" py="lg">
          কিছু পাওয়া যায়নি — nothing here yet
        </Text>
      )}
      <Group justify="space-between" p="sm" wrap="wrap">
        <Text size="sm" c="dimmed">
          Total: {total}
        </Text>
        {pages > 1 && (
          <Pagination
            total={pages}
            value={page + 1}
            onChange={(next) => onPage(next - 1)}
            size="sm"
            siblings={1}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          />
        )}
      </Group>
    </Paper>
  );
}
