import i18next from 'i18next';
import { DEFAULT_LANGUAGE, nameIn, type Language } from '@boi/domain/shared/language';

// `nameE` is optional: a line names its book in English only when it carries the English name.
type Line = { _id: string; nameB: string; nameE?: string | null; cartQuantity: number };

/**
 * What a screen reader is told after the cart changed from `before` to `after`: the books added
 * or removed and the new quantity of a line whose quantity changed. Null when no book or quantity
 * changed (a price refresh, a coupon).
 */
export function cartAnnouncement(
  before: readonly Line[],
  after: readonly Line[],
  language: Language = DEFAULT_LANGUAGE,
): string | null {
  const t = (key: 'added' | 'addedCopies' | 'quantity' | 'removed', line: Line) =>
    i18next.t(`common.cartAnnouncement.${key}`, {
      name: nameIn(language, line),
      count: line.cartQuantity,
    });
  if (before.length > 0 && after.length === 0) {
    return before.length === 1
      ? t('removed', before[0]!)
      : i18next.t('common.cartAnnouncement.cleared');
  }
  const old = new Map(before.map((line) => [line._id, line]));
  const kept = new Set(after.map((line) => line._id));
  const messages: string[] = [];
  for (const line of after) {
    const previous = old.get(line._id);
    if (!previous) {
      messages.push(t(line.cartQuantity === 1 ? 'added' : 'addedCopies', line));
    } else if (previous.cartQuantity !== line.cartQuantity) {
      messages.push(t('quantity', line));
    }
  }
  for (const line of before) {
    if (!kept.has(line._id)) messages.push(t('removed', line));
  }
  return messages.length > 0 ? messages.join('. ') : null;
}
