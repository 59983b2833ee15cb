import { useState } from 'react';
import { Badge, Button, Grid, Group, Image, Modal, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { SALES_INFO } from '@boi/domain/shared/constants';
import type { Book } from '@boi/domain/catalog/schemas';
import { formatTk } from '@boi/domain/pricing/money';
import { BookPrice } from '../../../../components/book-price';

/** The row's Details button and modal: name, category, writer, publication, then the rest. */
export function ProductDetails({ book }: { book: Book }) {
  const [open, setOpen] = useState(false);
  const phone = useMediaQuery('(max-width: 36em)');
  const rows: [string, React.ReactNode][] = [
    ['Name', book.nameE ? `${book.nameB} (${book.nameE})` : book.nameB],
    ['Category', book.category.categoryName],
    ['Writer', book.writer.writerName],
    ['Publication', book.publication.publicationName],
    ['Translator', book.bookTranslator || '—'],
    ['Price', <BookPrice key="price" price={book.price} discount={book.discount} />],
    ['List price', formatTk(book.price)],
    ['Discount', `${book.discount}%`],
    ['Stock', String(book.quantity)],
    ['Status', book.status],
    ['Book fair', book.bookFair ?? 'None'],
    ['Sales label', book.BookSalesInfo === SALES_INFO.none ? 'None' : book.BookSalesInfo],
    [
      'Tags',
      book.productTags.length ? (
        <Group key="tags" gap={4}>
          {book.productTags.map((tag) => (
            <Badge key={tag} variant="light" color="teal" tt="none">
              {tag}
            </Badge>
          ))}
        </Group>
      ) : (
        '—'
      ),
    ],
  ];
  return (
    <>
      <Button
        size="xs"
        variant="light"
        onClick={() => setOpen(true)}
        aria-label={`Details of ${book.nameB}`}
      >
        Details
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title="Book Details"
        size="lg"
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Grid gap="md">
          <Grid.Col span={{ base: 12, xs: 4 }}>
            <Image
              src={book.thumb || book.image}
              alt={`Cover of ${book.nameB}`}
              radius="sm"
              fit="contain"
              mah={260}
              fallbackSrc="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='120' height='160'%3E%3Crect width='120' height='160' fill='%23e9ecef'/%3E%3C/svg%3E"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, xs: 8 }}>
            <Table withRowBorders verticalSpacing={6} aria-label="Book details">
              <Table.Tbody>
                {rows.map(([label, value]) => (
                  <Table.Tr key={label}>
                    <Table.Th w={110} fw={600}>
                      {label}
                    </Table.Th>
                    <Table.Td>
                      {typeof value === 'string' ? <Text size="sm">{value}</Text> : value}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Grid.Col>
        </Grid>
      </Modal>
    </>
  );
}
