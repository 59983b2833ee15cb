const graphemes = new Intl.Segmenter('bn', { granularity: 'grapheme' });

/** First user-perceived character of a name (a whole Bangla letter with its signs), upper-cased. */
export function nameInitial(name: string): string {
  const first = graphemes.segment(name.trim())[Symbol.iterator]().next();
  return first.done ? '' : first.value.segment.toLocaleUpperCase();
}
