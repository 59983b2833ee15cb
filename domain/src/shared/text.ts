import { TITLE_MAX_CHARS, WRITER_MAX_CHARS } from './constants';
import { graphemes } from './graphemes';

/**
 * Cuts text to at most `max` user-perceived characters. Counting grapheme clusters keeps a
 * Bangla conjunct or vowel sign from being split off its consonant.
 */
export function cutText(text: string, max: number): string {
  // A text has no more characters than UTF-16 units: a short one is not segmented at all.
  if (text.length <= max) return text;
  const parts = Array.from(graphemes(text), (s) => s.segment);
  return parts.length <= max ? text : `${parts.slice(0, max).join('')}...`;
}

export const cutTitle = (title: string): string => cutText(title, TITLE_MAX_CHARS);
export const cutWriterName = (name: string): string => cutText(name, WRITER_MAX_CHARS);
