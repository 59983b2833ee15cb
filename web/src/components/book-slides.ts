import type { CSSProperties } from 'react';
import { BOOK_CAROUSEL_SLIDES } from '@boi/domain/catalog/carousel';

/**
 * Slides per view (§9: 1.5 on phones, 3 from 600px, 5 from 1000px) as CSS variables; the
 * carousel module's media queries turn them into slide widths, so the server's HTML already has
 * the final layout and nothing is measured or re-rendered when the script runs. A module of its
 * own: the skeletons need it, and a page of skeletons (a category) must not load the carousel.
 */
export const slidesPerView = {
  '--book-slides-base': BOOK_CAROUSEL_SLIDES.base,
  '--book-slides-600': BOOK_CAROUSEL_SLIDES[600],
  '--book-slides-1000': BOOK_CAROUSEL_SLIDES[1000],
} as CSSProperties;
