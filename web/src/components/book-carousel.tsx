import { Carousel } from '@mantine/carousel';
import { useTranslation } from 'react-i18next';
import type { ShelfBook } from '@boi/domain/catalog/schemas';
import { BOOK_CAROUSEL_SLIDES } from '@boi/domain/catalog/carousel';
import { BookCard } from './book-card';
import { slidesPerView } from './book-slides';
import classes from './book-carousel.module.css';

type BookCarouselProps = {
  books: ShelfBook[];
  /** How many covers from the start load at once instead of lazily (see BookCard's `eager`). */
  eagerCovers?: number;
};

/**
 * Only the app turns a carousel: before it runs, the slides past the widest screen's five are
 * never in view, so their covers wait for it (the browser would load them with the first paint's).
 */
export function BookCarousel({ books, eagerCovers = 0 }: BookCarouselProps) {
  const { t } = useTranslation();
  return (
    <Carousel
      slideGap="md"
      controlSize={32}
      emblaOptions={{ align: 'start', slidesToScroll: 1, containScroll: 'trimSnaps' }}
      classNames={{ control: classes.control }}
      style={slidesPerView}
      previousControlProps={{ 'aria-label': t('book.previousBooks') }}
      nextControlProps={{ 'aria-label': t('book.nextBooks') }}
    >
      {books.map((book, index) => (
        <Carousel.Slide key={book._id} className={classes.slide}>
          <BookCard
            book={book}
            variant="slider"
            eager={index < eagerCovers}
            coverWithApp={index >= BOOK_CAROUSEL_SLIDES[1000]}
          />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
