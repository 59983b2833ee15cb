import { Title } from '@mantine/core';
import { relatedUsesCarousel } from '@boi/domain/carousel';
import type { Book } from '@boi/domain/schemas';
import { BookCarousel } from '../../../components/book-carousel';
import { BookGrid } from '../../../components/book-grid';
import { useRelatedBooks } from '../api/get-related-books';
import { Panel } from '../../../components/panel';

export function RelatedBooks({ book }: { book: Book }) {
  const { data: books } = useRelatedBooks(book);
  if (!books || books.length === 0) return null;
  return (
    <Panel component="section" aria-labelledby="related-books">
      <Title order={2} id="related-books" mb="md">
        একই বিষয়ের আরও বই
      </Title>
      {relatedUsesCarousel(books.length) ? (
        <BookCarousel books={books} />
      ) : (
        <BookGrid books={books} />
      )}
    </Panel>
  );
}
