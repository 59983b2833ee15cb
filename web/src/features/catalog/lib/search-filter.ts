/** Zero-width characters Bangla text often carries (ZWNJ/ZWJ around conjuncts, stray BOMs). */
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF]/g;

/**
 * Folds text for matching: one Unicode form (so a composed and a decomposed য় are equal),
 * no zero-width joiners, lower case for Latin letters, single spaces.
 */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .toLocaleLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when every word of the query occurs somewhere in the text, in any order. */
export function matchesSearch(text: string, query: string): boolean {
  const words = normalizeForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalizeForSearch(text);
  return words.every((word) => haystack.includes(word));
}

/** The items whose name matches the query; all of them for a blank query. */
export function filterByName<T extends { name: string }>(items: readonly T[], query: string): T[] {
  return items.filter((item) => matchesSearch(item.name, query));
}
