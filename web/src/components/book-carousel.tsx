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
  /** Below the first screenful: covers load from the first interaction (BookCard's). */
  coversAtFirstInteraction?: boolean;
};

/**
 * The screens on which a slide is out of view until the app turns the carousel: past the first 2
 * (1.5 in view) below 600 px, past the first 3 below 1000 px; undefined for a slide always in view.
 */
export function slideHiddenOn(index: number): string | undefined {
  if (index >= BOOK_CAROUSEL_SLIDES[600]) return '(max-width: 999.98px)';
  if (index >= Math.ceil(BOOK_CAROUSEL_SLIDES.base)) return '(max-width: 599.98px)';
  return undefined;
}

/**
 * Only the app turns a carousel: before it runs, the slides past those a screen shows are never in
 * view, so their covers wait for it there (the browser would load them, lazy or not, with the
 * first paint's: on a phone, the third to fifth slides' covers slowed its largest paint). Past the
 * widest screen's five, on every screen.
 */
export function BookCarousel({
  books,
  eagerCovers = 0,
  coversAtFirstInteraction = false,
}: BookCarouselProps) {
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
            hiddenBeforeAppOn={slideHiddenOn(index)}
            coverAtFirstInteraction={coversAtFirstInteraction}
          />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
