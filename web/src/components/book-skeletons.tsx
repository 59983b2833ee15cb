import { AspectRatio, Box, SimpleGrid, Skeleton } from '@mantine/core';
import { BOOK_COVER_RATIO } from './book-card';
import { slidesPerView } from './book-slides';
import cardClasses from './book-card.module.css';
import carouselClasses from './book-carousel.module.css';
import classes from './book-skeletons.module.css';

/**
 * Stand-ins that take the room of what loads, so the page (and the footer under it) does not jump
 * when the data arrives: the same card frame, cover ratio, line heights, grid and slide widths.
 */
export function BookCardSkeleton() {
  return (
    <div className={cardClasses.card} aria-hidden="true">
      <div className={cardClasses.media}>
        <AspectRatio ratio={BOOK_COVER_RATIO}>
          <Skeleton radius={0} animate={false} />
        </AspectRatio>
      </div>
      <Box fz="sm" className={`${cardClasses.title} ${classes.lines}`}>
        <Skeleton height="1em" width="90%" />
      </Box>
      <Box fz="xs" className={`${cardClasses.writer} ${classes.line}`}>
        <Skeleton height="1em" width="60%" />
      </Box>
      <Box fz="sm" className={`${cardClasses.price} ${classes.priceLine}`}>
        <Skeleton height="1em" width="45%" />
      </Box>
    </div>
  );
}

/** BookGrid's columns and spacing with `count` card stand-ins. */
export function BookGridSkeleton({ count }: { count: number }) {
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, md: 5 }} spacing={{ base: 'xs', sm: 'md' }}>
      {Array.from({ length: count }, (_, index) => (
        <BookCardSkeleton key={index} />
      ))}
    </SimpleGrid>
  );
}

/** The first frame of a BookCarousel: as many slides as fit, at the carousel's slide widths. */
export function BookCarouselSkeleton() {
  return (
    <div className={classes.viewport} style={slidesPerView}>
      <div className={classes.row}>
        {Array.from({ length: 5 }, (_, index) => (
          <div key={index} className={`${carouselClasses.slide} ${classes.slide}`}>
            <BookCardSkeleton />
          </div>
        ))}
      </div>
    </div>
  );
}
