import { SimpleGrid } from '@mantine/core';
import type { Book } from '@boi/domain/schemas';
import { BookCard } from './book-card';

/** 2 columns on phones, 3 on tablets, 4–5 on desktops. */
export function BookGrid({ books }: { books: Book[] }) {
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, md: 5 }} spacing={{ base: 'xs', sm: 'md' }}>
      {books.map((book) => (
        <BookCard key={book._id} book={book} variant="grid" />
      ))}
    </SimpleGrid>
  );
}
