import { HOME_SECTIONS, SALES_INFO, type SectionKey } from '@boi/domain/constants';

export const WEEK_BEST_HEADING = SALES_INFO.weekBest;
/** /nonTeckAll: 'books for non-tech job preparation'. */
export const NON_TECH_HEADING = 'নন-টেক চাকরি প্রস্তুতির বই';
/** /nonTeckAll lists every book except the newest five. */
export const NON_TECH_SKIP = 5;

export const sectionTitle = (key: SectionKey): string =>
  HOME_SECTIONS.find((section) => section.key === key)?.title ?? '';
