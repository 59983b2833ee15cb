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
  /**
   * On phones (two columns), the covers from this index on are below the first screenful and
   * load from the first interaction: the browser's lazy loading fetches some 1,250 px ahead, and
   * they shared the slow link with the first screenful's (Lighthouse counted all ten covers of a
   * category in some runs: LCP 2.1 against 1.7 s).
   */
  phoneCoversAtFirstInteractionFrom?: number;
};

/** Screens narrower than Mantine's `xs`, where the grid has two columns. */
const TWO_COLUMNS = '(max-width: 35.99em)';

export function BookGrid({
  books,
  eagerCovers = 0,
  coversAtFirstInteraction = false,
  phoneCoversAtFirstInteractionFrom,
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
          coverAtFirstInteractionOn={
            phoneCoversAtFirstInteractionFrom !== undefined &&
            index >= phoneCoversAtFirstInteractionFrom
              ? TWO_COLUMNS
              : undefined
          }
        />
      ))}
    </SimpleGrid>
  );
}
