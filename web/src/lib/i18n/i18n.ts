import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { toBanglaDigits } from '@boi/domain/shared/bangla-digits';
import type { Language } from '@boi/domain/shared/language';
import bn from './messages/bn.json';

/**
 * i18next with one message catalogue per language (messages/bn.json, messages/en.json). Bangla,
 * the default, ships with the app; the English catalogue loads only for a reader who chose it.
 */
export type Catalogue = typeof bn;

async function catalogueOf(language: Language): Promise<Catalogue> {
  if (language === 'bn') return bn;
  return (await import('./messages/en.json')).default;
}

const options = (language: Language, resources: i18n['options']['resources']) => ({
  lng: language,
  fallbackLng: 'bn',
  supportedLngs: ['bn', 'en'],
  resources,
  initAsync: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** `{{n, digits}}` in a message: the number in the message's own digits (১২ in Bangla). */
function addFormats(instance: i18n): i18n {
  instance.services.formatter?.add('digits', (value: unknown, lng: string | undefined) =>
    lng === 'bn' ? toBanglaDigits(value as number) : String(value),
  );
  return instance;
}

/**
 * The browser's instance, i18next's default one, so that code outside components (a toast
 * after a mutation) can call i18next.t. It is ready, in the reader's language, before the page
 * hydrates.
 */
export async function startBrowserI18n(language: Language): Promise<i18n> {
  const resources = { bn: { translation: bn } } as Record<string, { translation: Catalogue }>;
  if (language !== 'bn') resources[language] = { translation: await catalogueOf(language) };
  await i18next.use(initReactI18next).init(options(language, resources));
  return addFormats(i18next);
}

/** Switches the browser's instance, loading the catalogue first. */
export async function changeBrowserLanguage(language: Language): Promise<void> {
  if (!i18next.hasResourceBundle(language, 'translation')) {
    i18next.addResourceBundle(language, 'translation', await catalogueOf(language));
  }
  await i18next.changeLanguage(language);
}

/** One render's instance on the server (renders in both languages run side by side there). */
export function serverI18n(language: Language, catalogues: Record<Language, Catalogue>): i18n {
  const instance = i18next.createInstance(
    options(language, {
      bn: { translation: catalogues.bn },
      en: { translation: catalogues.en },
    }),
  );
  void instance.init();
  return addFormats(instance);
}
