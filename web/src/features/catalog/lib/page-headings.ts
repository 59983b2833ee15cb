import type { ParseKeys } from 'i18next';
import type { SectionKey } from '@boi/domain/shared/constants';

/** Headings are keys of the message catalogues. /weekBestSaleAll: SALES_INFO.weekBest's words. */
export const WEEK_BEST_HEADING: ParseKeys = 'catalog.weekBest';
/** /nonTeckAll: 'books for non-tech job preparation'. */
export const NON_TECH_HEADING: ParseKeys = 'catalog.nonTech';
/** /nonTeckAll lists every book except the newest five. */
export const NON_TECH_SKIP = 5;

/** A home section's title (HOME_SECTIONS' words). */
export const sectionTitle = (key: SectionKey) => `home.sections.${key}` as const;
