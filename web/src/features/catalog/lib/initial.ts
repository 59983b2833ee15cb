import { graphemes } from '@boi/domain/shared/graphemes';

/** First user-perceived character of a name (a whole Bangla letter with its signs), upper-cased. */
export function nameInitial(name: string): string {
  const first = graphemes(name.trim())[Symbol.iterator]().next();
  return first.done ? '' : first.value.segment.toLocaleUpperCase();
}
