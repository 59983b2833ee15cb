import { HOME_SECTIONS, RELATED_CAROUSEL_ABOVE, type SectionKey } from '../shared/constants';

function sectionConfig(key: SectionKey) {
  const section = HOME_SECTIONS.find((s) => s.key === key);
  if (!section) throw new Error(`unknown home section ${key}`);
  return section;
}

/** Home sections are a carousel above their threshold (religious > 5, others > 4), else a grid. */
export function sectionUsesCarousel(key: SectionKey, bookCount: number): boolean {
  return bookCount > sectionConfig(key).carouselAbove;
}

/** The children section appears only when more than 5 books exist; the others whenever any do. */
export function sectionIsShown(key: SectionKey, bookCount: number): boolean {
  return bookCount > sectionConfig(key).showAbove;
}

export const relatedUsesCarousel = (count: number): boolean => count > RELATED_CAROUSEL_ABOVE;

/** Responsive slide counts of book carousels (§9): base 1 (1.5 small screens), 3 at 600px, 5 at 1000px. */
export const BOOK_CAROUSEL_SLIDES = { base: 1.5, 600: 3, 1000: 5 } as const;
export const BANNER_CAROUSEL = {
  slidesToShow: 1,
  slidesToScroll: 1,
  transitionMs: 500,
  autoplayMs: 2500,
  dots: true,
  arrows: false,
  loop: true,
  pauseOnHover: true,
} as const;
