import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Book } from '@boi/domain/catalog/schemas';
import { formatTk } from '@boi/domain/pricing/money';
import { QueryError } from '../../../../components/query-error';
import { categoriesQueryOptions } from '../../../../lib/get-categories';
import { useAdminProducts } from '../../api/get-admin-products';
import { useAdminWrite } from '../../api/use-admin-write';
import { AdminPage } from '../admin-page';
import { ConfirmDelete } from '../confirm-delete';
import { PagedTable, type Column } from '../paged-table';
import { CatalogExport } from './catalog-export';
import { CatalogImport } from './catalog-import';
import { ProductDetails } from './product-details';
import { ProductFilters } from './product-filters';
import { ProductFormModal } from './product-form-modal';
import { useProductFilters } from './use-product-filters';

/** Product manage (spec §2): filters, the paged book table and its Add / Update / Delete. */
export function ProductManage() {
  const { filter, setFilter, setPage, showAll } = useProductFilters();
  const products = useAdminProducts(filter);
  // The filter's categories: the storefront's shared list (the footer has usually loaded it).
  const categories = useQuery(categoriesQueryOptions());
  const deleteProduct = useAdminWrite('deleteProduct');
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Book | null>(null);

  const columns: Column<Book>[] = [
    { header: '#', cell: (_, index) => index + 1 },
    {
      header: 'Product Name',
      cell: (book) => (
        <Stack gap={0} maw={260}>
          <Text size="sm" fw={600} lineClamp={2}>
            {book.nameB}
          </Text>
          {book.nameE && (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {book.nameE}
            </Text>
          )}
        </Stack>
      ),
    },
    { header: 'Category', cell: (book) => book.category.categoryName },
    {
      header: 'Stock',
      cell: (book) => (
        <Text size="sm" c={book.quantity === 0 ? 'red' : undefined}>
          {book.quantity}
        </Text>
      ),
    },
    {
      header: 'Price',
      cell: (book) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatTk(book.price)}
        </Text>
      ),
    },
    { header: 'Details', cell: (book) => <ProductDetails book={book} /> },
    {
      header: 'Action',
      cell: (book) => (
        <Group gap={6} wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            color="teal"
            onClick={() => setEditing(book)}
            aria-label={`Edit ${book.nameB}`}
          >
            Edit
          </Button>
          <ConfirmDelete
            what={book.nameB}
            onConfirm={() => deleteProduct.mutateAsync({ id: book._id })}
          />
        </Group>
      ),
    },
  ];

  return (
    <AdminPage
      title="Product Manage"
      actions={
        <Group gap="xs">
          <CatalogImport />
          <CatalogExport />
          <Button color="teal" onClick={() => setAdding(true)}>
            Add Product
          </Button>
        </Group>
      }
    >
      {filter.stockAtMost === undefined ? (
        <ProductFilters
          filter={filter}
          categories={categories.data}
          onChange={(name, value) => setFilter(name, value)}
        />
      ) : (
        <Alert color="yellow" title="স্টক কম · Low in stock">
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              Books with {filter.stockAtMost} or fewer copies, the fewest first.
            </Text>
            <Button size="xs" variant="light" onClick={showAll}>
              Show every book
            </Button>
          </Group>
        </Alert>
      )}
      {products.isError ? (
        <QueryError error={products.error} />
      ) : (
        <PagedTable
          caption="Products"
          columns={columns}
          rows={products.data?.products}
          rowKey={(book) => book._id}
          total={products.data?.productTotalCount ?? 0}
          page={filter.page}
          onPage={setPage}
          loading={products.isPending || products.isPlaceholderData}
        />
      )}
      <ProductFormModal mode="add" opened={adding} onClose={() => setAdding(false)} />
      {editing && (
        <ProductFormModal
          key={editing._id}
          mode="update"
          book={editing}
          opened
          onClose={() => setEditing(null)}
        />
      )}
    </AdminPage>
  );
}
