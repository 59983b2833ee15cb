import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_SECONDS,
  languageOfCookies,
  type Language,
} from '@boi/domain/shared/language';
import { changeBrowserLanguage } from './i18n';

/** The language this browser chose (its cookie), Bangla if none. */
export const chosenLanguage = (): Language => languageOfCookies(document.cookie);

/**
 * Switches the page to `language` at once and keeps the choice in the cookie that server-rendered
 * pages are rendered by, so the next page arrives in it with no flash of the other language.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_SECONDS}; SameSite=Lax${secure}`;
  await changeBrowserLanguage(language);
  document.documentElement.lang = language;
}
