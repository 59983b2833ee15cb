import { PAGE_SIZE } from './constants';

/** Page index starts at 0; page count is ceil(total / size). */
export function pageCount(total: number, size: number = PAGE_SIZE): number {
  return total <= 0 ? 0 : Math.ceil(total / size);
}
