import { SimpleGrid } from '@mantine/core';
import type { ShelfBook } from '@boi/domain/catalog/schemas';
import { BookCard } from './book-card';

/** 2 columns on phones, 3 on tablets, 4–5 on desktops. */
type BookGridProps = {
  books: ShelfBook[];
  /** How many covers from the start load at once instead of lazily (see BookCard's `eager`). */
  eagerCovers?: number;
  /** Below the first screenful: covers load from the first interaction (BookCard's). */
  coversAtFirstInteraction?: boolean;
};

export function BookGrid({
  books,
  eagerCovers = 0,
  coversAtFirstInteraction = false,
}: BookGridProps) {
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, md: 5 }} spacing={{ base: 'xs', sm: 'md' }}>
      {books.map((book, index) => (
        <BookCard
          key={book._id}
          book={book}
          variant="grid"
          eager={index < eagerCovers}
          coverAtFirstInteraction={coversAtFirstInteraction}
        />
      ))}
    </SimpleGrid>
  );
}
