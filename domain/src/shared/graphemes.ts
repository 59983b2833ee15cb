let segmenter: Intl.Segmenter | undefined;

/**
 * A text's user-perceived characters (grapheme clusters: a Bangla letter with its vowel signs
 * and conjuncts). The segmenter is made at its first use, not as the module loads: making one
 * loads the break rules, about 50 ms of a slow phone's start (4× CPU) for every page.
 */
export function graphemes(text: string): Intl.Segments {
  segmenter ??= new Intl.Segmenter('bn', { granularity: 'grapheme' });
  return segmenter.segment(text);
}
