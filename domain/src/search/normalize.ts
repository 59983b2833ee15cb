import { asciiDigits } from '../shared/bangla-digits';
/**
 * Search text normalization shared by the functions (index and queries), the seed, the bench and
 * the web app. Pure: no Firebase, no engine. Three views of a word:
 *
 * - `words(text)`: NFC, invisible characters gone, Bengali digits as ASCII, lower case, Latin
 *   accents dropped, split on anything that is not a letter, mark or digit (never `\w`, which
 *   splits Bangla at every vowel sign);
 * - `foldWord(word)`: a Bangla word with its common spelling variants folded (ি/ী, ু/ূ, ড়/র, ঢ়/ঢ,
 *   ণ/ন, শ/ষ/স, য/জ, ৎ/ত, ঙ/ং, ঋ/রি, no chandrabindu, no hasanta, no ya-phala, no visarga);
 * - `skeletonKeys(word)`: a phonetic skeleton that Bangla script and Banglish both map to:
 *   consonant classes kept, vowels dropped, aspiration folded, a run of one class written once.
 */

const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF]/g;
const LATIN_ACCENTS = /[\u0300-\u036F]/g;
const NOT_WORD = /[^\p{L}\p{M}\p{N}]+/u;
const LEADING_MARKS = /^\p{M}+/u;
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const BANGLA = /[\u0980-\u09FF]/;
const ASCII = /^\p{ASCII}*$/u;

/** NFC, invisible characters (ZWJ, ZWNJ, ZWSP, BOM, soft hyphen) gone, ASCII digits, lower case. */
export function normalizeText(text: string): string {
  if (ASCII.test(text)) return text.toLowerCase();
  const folded = text
    .normalize('NFD')
    .replace(LATIN_ACCENTS, '')
    .normalize('NFC')
    .replace(INVISIBLE, '');
  return asciiDigits(folded).toLowerCase();
}

/** The words of a text; a word is kept only if it has a letter or a digit (lone marks are not). */
export function words(text: string): string[] {
  return normalizeText(text)
    .split(NOT_WORD)
    .map((word) => word.replace(LEADING_MARKS, ''))
    .filter((word) => HAS_LETTER_OR_DIGIT.test(word));
}

export const isBangla = (word: string): boolean => BANGLA.test(word);

/* ---------- folding: Bangla spelling variants ---------- */

const NUKTA = '\u09BC';
const HASANTA = '\u09CD';
/** য় (য + nukta after NFC) is kept apart from য while য folds to জ. */
const YA_NUKTA_HOLD = '\uE000';

const FOLDS: readonly [RegExp, string][] = [
  [/য\u09BC/g, YA_NUKTA_HOLD],
  [/ড\u09BC/g, 'র'],
  [/ঢ\u09BC/g, 'ঢ'],
  [/\u09BC/g, ''],
  [/ৎ/g, 'ত'],
  [/ঋ/g, 'রি'],
  [/ৃ/g, 'রি'],
  [/ী/g, 'ি'],
  [/ূ/g, 'ু'],
  [/ঈ/g, 'ই'],
  [/ঊ/g, 'উ'],
  [/[ণঞ]/g, 'ন'],
  [/ঙ/g, 'ং'],
  [/[শষ]/g, 'স'],
  [/\u09CDয/g, ''], // ya-phala: ব্যথা, বথা
  [/য/g, 'জ'],
  [/[ঁঃ\u09CD]/g, ''], // chandrabindu, visarga, hasanta
  [new RegExp(YA_NUKTA_HOLD, 'g'), `য${NUKTA}`],
];

/**
 * Results of the word functions, remembered: a catalog repeats its words (writers, publications,
 * common title words), and building an index calls these for every word of every book.
 */
function memoize<T>(compute: (word: string) => T, max = 50_000): (word: string) => T {
  const cache = new Map<string, T>();
  return (word) => {
    let value = cache.get(word);
    if (value === undefined) {
      if (cache.size >= max) cache.clear();
      value = compute(word);
      cache.set(word, value);
    }
    return value;
  };
}

/** A word with the Bangla spelling variants folded; other scripts come back as they are. */
export const foldWord = memoize((word: string): string => {
  if (!isBangla(word)) return word;
  let folded = word;
  for (const [pattern, replacement] of FOLDS) folded = folded.replace(pattern, replacement);
  return folded;
});

/* ---------- phonetic skeleton ---------- */

/** A skeleton is built from tokens: a consonant class, a digit, or a vowel (VOWEL, dropped). */
const VOWEL = '';

/** Bangla consonants → class. ক্ষ, জ্ঞ, ং, ঙ, য, য়, ড়, ঢ় and the phala forms are handled apart. */
const BANGLA_CLASS: Record<string, string> = {
  ক: 'k',
  খ: 'k',
  গ: 'g',
  ঘ: 'g',
  চ: 'c',
  ছ: 'c',
  জ: 'j',
  ঝ: 'j',
  য: 'j',
  ঞ: 'n',
  ট: 't',
  ঠ: 't',
  ত: 't',
  থ: 't',
  ৎ: 't',
  ড: 'd',
  ঢ: 'd',
  দ: 'd',
  ধ: 'd',
  ন: 'n',
  ণ: 'n',
  প: 'p',
  ফ: 'p',
  ব: 'b',
  ভ: 'b',
  ম: 'm',
  র: 'r',
  ৰ: 'r',
  ল: 'l',
  শ: 's',
  ষ: 's',
  স: 's',
  হ: 'h',
};

const isBanglaConsonant = (ch: string | undefined): ch is string =>
  ch !== undefined && (ch in BANGLA_CLASS || ch === 'ঙ');

/**
 * The tokens of a Bangla word in two variants: plain (ঁ silent, ক্ষ as k, হ্য as j) and spelled
 * out (ঁ as 'n', ক্ষ as "ks", হ্য as h), since Banglish writes পাঁচালী "pachali" or "panchali",
 * ক্ষ "kh", "kkh" or "ksh", and ঐতিহ্য "oitijjho" or "oitihyo". One list if the word has none.
 */
function banglaTokens(word: string): string[][] {
  const plain: string[] = [];
  const spelled: string[] = [];
  let varies = false;
  const push = (...tokens: string[]) => {
    plain.push(...tokens);
    spelled.push(...tokens);
  };
  const chars = [...word];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    const next = chars[i + 1];
    const before = chars[i - 2];
    const afterHasanta = chars[i - 1] === HASANTA;
    if (ch === HASANTA || ch === NUKTA || ch === 'ঃ') continue;
    if (ch === 'ঁ') {
      varies = true;
      spelled.push('n');
      continue;
    }
    if (ch === 'ং') {
      push('n', 'g');
      continue;
    }
    if (ch >= '0' && ch <= '9') {
      push(ch);
      continue;
    }
    if (ch === 'ঋ' || ch === 'ৃ') {
      push('r', VOWEL);
      continue;
    }
    if (!isBanglaConsonant(ch)) {
      push(VOWEL); // independent vowels, vowel signs, avagraha
      continue;
    }
    if (next === NUKTA) {
      // ড় and ঢ় are r; য় is a glide, read as a vowel.
      push(ch === 'য' ? VOWEL : ch === 'ড' || ch === 'ঢ' ? 'r' : BANGLA_CLASS[ch]!);
      i += 1;
      continue;
    }
    if (afterHasanta) {
      if (ch === 'য') {
        push(VOWEL); // ya-phala: ব্যথা, বন্দ্যোপাধ্যায়
        continue;
      }
      if (ch === 'ব' && before !== 'ম' && before !== 'ব') continue; // ba-phala: বিশ্ব, দ্বিজ
      if (ch === 'ষ' && before === 'ক') {
        varies = true; // ক্ষ: k in "kh", "kkh"; ks in "ksh"
        spelled.push('s');
        continue;
      }
      if (ch === 'ঞ' && before === 'জ') continue; // জ্ঞ: g, pushed at জ
    }
    if (ch === 'হ' && next === HASANTA && chars[i + 2] === 'য') {
      varies = true; // হ্য: "jjh" as spoken (ঐতিহ্য "oitijjho", সহ্য "shojjo"), or "hy" as spelled
      plain.push('j');
      spelled.push('h');
      continue;
    }
    if (ch === 'জ' && next === HASANTA && chars[i + 2] === 'ঞ') {
      push('g'); // জ্ঞ: "gy", "gg"
      continue;
    }
    if (ch === 'ঙ') {
      // Before a joined consonant (ঙ্ক, ঙ্গ) ঙ is n; on its own (ঝিঙে, ব্যাঙ) it is "ng".
      push(...(next === HASANTA ? ['n'] : ['n', 'g']));
      continue;
    }
    push(BANGLA_CLASS[ch]!);
  }
  return varies ? [plain, spelled] : [plain];
}

/** Banglish and English letters → classes, longest spelling first. */
const LATIN_SPELLINGS: readonly [string, string[]][] = [
  ['chh', ['c']],
  ['ch', ['c']],
  ['kh', ['k']],
  ['gh', ['g']],
  ['jh', ['j']],
  ['th', ['t']],
  ['dh', ['d']],
  ['ph', ['p']],
  ['bh', ['b']],
  ['sh', ['s']],
  ['rh', ['r']],
  ['ck', ['k']],
  ['x', ['k', 's']],
  ['q', ['k']],
  ['k', ['k']],
  ['g', ['g']],
  ['j', ['j']],
  ['z', ['j']],
  ['t', ['t']],
  ['d', ['d']],
  ['n', ['n']],
  ['p', ['p']],
  ['f', ['p']],
  ['b', ['b']],
  ['v', ['b']],
  ['m', ['m']],
  ['r', ['r']],
  ['l', ['l']],
  ['s', ['s']],
  ['h', ['h']],
];
const SPELLINGS_BY_LETTER = new Map<string, (typeof LATIN_SPELLINGS)[number][]>();
for (const spelling of LATIN_SPELLINGS) {
  const first = spelling[0][0]!;
  SPELLINGS_BY_LETTER.set(first, [...(SPELLINGS_BY_LETTER.get(first) ?? []), spelling]);
}
const LATIN_VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'y', 'w']);

function latinTokens(word: string): string[] {
  const tokens: string[] = [];
  let i = 0;
  while (i < word.length) {
    const ch = word[i]!;
    if (LATIN_VOWELS.has(ch)) {
      tokens.push(VOWEL);
      i += 1;
      continue;
    }
    if (ch >= '0' && ch <= '9') {
      tokens.push(ch);
      i += 1;
      continue;
    }
    if (ch === 'c' && word[i + 1] !== 'h' && word[i + 1] !== 'k') {
      // English c: soft before e, i, y ("science"), hard otherwise ("computer").
      tokens.push('eiy'.includes(word[i + 1] ?? '') ? 's' : 'k');
      i += 1;
      continue;
    }
    const spelling = (SPELLINGS_BY_LETTER.get(ch) ?? []).find(([letters]) =>
      word.startsWith(letters, i),
    );
    if (spelling) {
      tokens.push(...spelling[1]);
      i += spelling[0].length;
    } else {
      i += 1; // letters of other scripts carry no class
    }
  }
  return tokens;
}

const isDigit = (token: string) => token >= '0' && token <= '9';

/** Tokens → skeleton: vowels dropped, a run of one consonant class written once (not digits). */
function skeletonOf(tokens: readonly string[]): string {
  let out = '';
  let last = '';
  for (const token of tokens) {
    if (token === VOWEL) continue;
    if (token === last && !isDigit(token)) continue;
    out += token;
    last = token;
  }
  return out;
}

/**
 * The skeleton keys of one word (already from `words`): one key, or two for a Bangla word with ঁ,
 * ক্ষ or হ্য (plain and spelled out). A word of vowels only has none.
 */
export const skeletonKeys: (word: string) => readonly string[] = memoize((word) => {
  const variants = isBangla(word) ? banglaTokens(word) : [latinTokens(word)];
  return [...new Set(variants.map(skeletonOf))].filter(Boolean);
});

/** The first skeleton key of a word, or '' (a word of vowels only). */
export const skeletonKey = (word: string): string => skeletonKeys(word)[0] ?? '';

const HAS_DIGIT = /[0-9]/;

/**
 * Skeletons of a phrase written without spaces: "manab janam" and মানবজনম meet here. One key per
 * variant (every word plain, every word spelled out); none if the phrase has no consonant, or has
 * a number (nobody writes "(২য় সংস্করণ)" as one word, and every edition would add a key).
 */
export function joinedSkeletonKeys(phrase: readonly string[]): string[] {
  if (phrase.some((word) => HAS_DIGIT.test(word))) return [];
  const plain: string[] = [];
  const spelled: string[] = [];
  for (const word of phrase) {
    const keys = skeletonKeys(word);
    plain.push(keys[0] ?? '');
    spelled.push(keys[1] ?? keys[0] ?? '');
  }
  const join = (parts: string[]) => skeletonOf([...parts.join('')]);
  return [...new Set([join(plain), join(spelled)])].filter(Boolean);
}
