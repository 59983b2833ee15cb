import { Button, Group, Stack, Text } from '@mantine/core';
import type { Book } from '@boi/domain/catalog/schemas';
import { formatTk } from '@boi/domain/pricing/money';
import { ConfirmDelete } from '../confirm-delete';
import type { Column } from '../paged-table';
import { ProductDetails } from './product-details';

/** The book table's columns, with each row's Edit and Delete. */
export function productColumns({
  onEdit,
  onDelete,
}: {
  onEdit: (book: Book) => void;
  onDelete: (book: Book) => Promise<unknown>;
}): Column<Book>[] {
  return [
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
            onClick={() => onEdit(book)}
            aria-label={`Edit ${book.nameB}`}
          >
            Edit
          </Button>
          <ConfirmDelete what={book.nameB} onConfirm={() => onDelete(book)} />
        </Group>
      ),
    },
  ];
}
