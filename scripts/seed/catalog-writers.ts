import { CLASSIC_WRITERS } from './classic-writers';
import { MODERN_WRITERS } from './modern-writers';
import type { WriterSeed } from './writer-seed';

export type { WriterSeed } from './writer-seed';

/** Every writer of the demo catalog, classics first (their order fixes the seed's ids). */
export const WRITERS: readonly WriterSeed[] = [...CLASSIC_WRITERS, ...MODERN_WRITERS];

/** Translators named on translated books (plain text on the book, not writer documents). */
export const TRANSLATORS: readonly (readonly [name: string, nameE: string])[] = [
  ['আনিসুর রহমান চৌধুরী', 'Anisur Rahman Chowdhury'],
  ['শামসুন নাহার', 'Shamsun Nahar'],
  ['রফিকুল হক', 'Rafiqul Haque'],
  ['মাসুদ করিম', 'Masud Karim'],
  ['ফাহমিদা রহমান', 'Fahmida Rahman'],
  ['মুহাম্মদ আবদুল্লাহ', 'Muhammad Abdullah'],
];
