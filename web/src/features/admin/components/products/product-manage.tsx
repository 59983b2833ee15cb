import { useState } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Book } from '@boi/domain/catalog/schemas';
import { QueryError } from '../../../../components/query-error';
import { categoriesQueryOptions } from '../../../../lib/get-categories';
import { useAdminProducts } from '../../api/get-admin-products';
import { useAdminWrite } from '../../api/use-admin-write';
import { AdminPage } from '../admin-page';
import { PagedTable } from '../paged-table';
import { CatalogExport } from './catalog-export';
import { CatalogImport } from './catalog-import';
import { productColumns } from './product-columns';
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

  const columns = productColumns({
    onEdit: setEditing,
    onDelete: (book) => deleteProduct.mutateAsync({ id: book._id }),
  });

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
        <LowStockNotice atMost={filter.stockAtMost} onShowAll={showAll} />
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

/** The table filtered to the books low in stock (the overview's link), with a way back. */
function LowStockNotice({ atMost, onShowAll }: { atMost: number; onShowAll: () => void }) {
  return (
    <Alert color="yellow" title="স্টক কম · Low in stock">
      <Group justify="space-between" gap="xs">
        <Text size="sm">Books with {atMost} or fewer copies, the fewest first.</Text>
        <Button size="xs" variant="light" onClick={onShowAll}>
          Show every book
        </Button>
      </Group>
    </Alert>
  );
}
