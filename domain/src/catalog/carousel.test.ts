import { describe, expect, it } from 'vitest';
import { relatedUsesCarousel, sectionIsShown, sectionUsesCarousel } from './carousel';

describe('home section thresholds (§9)', () => {
  it('religious is a carousel above 5 books, the others above 4', () => {
    expect(sectionUsesCarousel('islamic', 5)).toBe(false);
    expect(sectionUsesCarousel('islamic', 6)).toBe(true);
    for (const key of ['package', 'children', 'technology'] as const) {
      expect(sectionUsesCarousel(key, 4)).toBe(false);
      expect(sectionUsesCarousel(key, 5)).toBe(true);
    }
  });

  it('shows the children section only above 5 books, the others with any book', () => {
    expect(sectionIsShown('children', 5)).toBe(false);
    expect(sectionIsShown('children', 6)).toBe(true);
    expect(sectionIsShown('islamic', 0)).toBe(false);
    expect(sectionIsShown('islamic', 1)).toBe(true);
  });

  it('uses the related-books carousel above 5 items', () => {
    expect(relatedUsesCarousel(5)).toBe(false);
    expect(relatedUsesCarousel(6)).toBe(true);
  });
});
