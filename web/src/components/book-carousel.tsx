import { Carousel } from '@mantine/carousel';
import { useMediaQuery } from '@mantine/hooks';
import type { Book } from '@boi/domain/schemas';
import { BOOK_CAROUSEL_SLIDES } from '@boi/domain/carousel';
import { BookCard } from './book-card';
import classes from './book-carousel.module.css';

const noEffect = { getInitialValueInEffect: false };

/** Slides visible at the current viewport width (§9: 1.5 at base, 3 at ≥600px, 5 at ≥1000px). */
function useSlidesPerView(): number {
  const wide = useMediaQuery('(min-width: 1000px)', false, noEffect);
  const medium = useMediaQuery('(min-width: 600px)', false, noEffect);
  if (wide) return BOOK_CAROUSEL_SLIDES[1000];
  if (medium) return BOOK_CAROUSEL_SLIDES[600];
  return BOOK_CAROUSEL_SLIDES.base;
}

export function BookCarousel({ books }: { books: Book[] }) {
  const slides = useSlidesPerView();
  return (
    <Carousel
      slideSize={`${100 / slides}%`}
      slideGap="md"
      controlSize={32}
      emblaOptions={{ align: 'start', slidesToScroll: 1, containScroll: 'trimSnaps' }}
      classNames={{ control: classes.control }}
      previousControlProps={{ 'aria-label': 'Previous books' }}
      nextControlProps={{ 'aria-label': 'Next books' }}
    >
      {books.map((book) => (
        <Carousel.Slide key={book._id} className={classes.slide}>
          <BookCard book={book} variant="slider" />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
