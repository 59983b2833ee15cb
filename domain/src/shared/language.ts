/**
 * The storefront's two languages. Bangla is the default; a shopper's choice is kept in the
 * `__session` cookie because Firebase Hosting passes only that cookie on to functions (so the
 * `ssr` function can render the page in it) and keys its CDN cache by it (so a page in one
 * language is never served to a reader of the other).
 */
export const LANGUAGES = ['bn', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'bn';
export const LANGUAGE_COOKIE = '__session';
/** A year: the choice outlives the browser session. */
export const LANGUAGE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/** The language a Cookie header (or document.cookie) asks for; Bangla for anything else. */
export function languageOfCookies(cookies: string | null | undefined): Language {
  for (const part of (cookies ?? '').split(';')) {
    const [name, value] = part.split('=').map((piece) => piece.trim());
    if (name === LANGUAGE_COOKIE && value === 'en') return 'en';
  }
  return DEFAULT_LANGUAGE;
}

/** A book's (or a link's) name in the reader's language: its English name where it has one. */
export function nameIn(
  language: Language,
  { nameB, nameE }: { nameB: string; nameE?: string | null },
): string {
  return language === 'en' && nameE?.trim() ? nameE : nameB;
}

/** A book's description in the reader's language: the English one where it has one. */
export function descriptionIn(
  language: Language,
  { descriptionB, descriptionE }: { descriptionB?: string | null; descriptionE?: string | null },
): string {
  return (language === 'en' && descriptionE?.trim() ? descriptionE : descriptionB) ?? '';
}
