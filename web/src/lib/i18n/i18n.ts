import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { toBanglaDigits } from '@boi/domain/shared/bangla-digits';
import type { Language } from '@boi/domain/shared/language';
import bn from './messages/bn.json';
import type bnAccount from './messages/bn-account.json';

/**
 * i18next with two message catalogues per language: the storefront's (messages/bn.json,
 * messages/en.json) and the account area's, cart, checkout, orders and dashboard
 * (messages/*-account.json). Bangla's storefront part, the default, ships with the app; the
 * English one loads only for a reader who chose it, and an account part only with the pages
 * that need it (loadAccountMessages), so a storefront page carries neither.
 */
export type Catalogue = typeof bn & typeof bnAccount;

async function storefrontOf(language: Language): Promise<typeof bn> {
  if (language === 'bn') return bn;
  return (await import('./messages/en.json')).default;
}

async function accountPartOf(language: Language): Promise<typeof bnAccount> {
  const part =
    language === 'bn'
      ? await import('./messages/bn-account.json')
      : await import('./messages/en-account.json');
  return part.default;
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

let browserStarted: Promise<i18n> | null = null;
/** The languages whose account part is in the browser's instance. */
const withAccountPart = new Set<Language>();
let accountPartWanted = false;

async function addAccountPart(language: Language): Promise<void> {
  if (withAccountPart.has(language)) return;
  i18next.addResourceBundle(language, 'translation', await accountPartOf(language), true, false);
  withAccountPart.add(language);
}

/**
 * The browser's instance, i18next's default one, so that code outside components (a toast
 * after a mutation) can call i18next.t. It is ready, in the reader's language, before the page
 * hydrates.
 */
export function startBrowserI18n(language: Language): Promise<i18n> {
  browserStarted = (async () => {
    // Copies: the account part is merged into them, never into the imported modules.
    const resources = { bn: { translation: { ...bn } } } as Record<string, { translation: object }>;
    if (language !== 'bn')
      resources[language] = { translation: { ...(await storefrontOf(language)) } };
    await i18next.use(initReactI18next).init(options(language, resources));
    return addFormats(i18next);
  })();
  return browserStarted;
}

/**
 * The account area's messages (cart, checkout, orders, account, dashboard), in the reader's
 * language: the routes that show them load them with their code (app/router.tsx). Nothing to do
 * outside a browser, whose renders have every message (serverI18n).
 */
export async function loadAccountMessages(): Promise<void> {
  if (!browserStarted) return;
  accountPartWanted = true;
  const instance = await browserStarted;
  await addAccountPart(instance.language as Language);
}

/** Switches the browser's instance, loading the catalogue (and a wanted account part) first. */
export async function changeBrowserLanguage(language: Language): Promise<void> {
  if (!i18next.hasResourceBundle(language, 'translation')) {
    const storefront = { ...(await storefrontOf(language)) };
    i18next.addResourceBundle(language, 'translation', storefront, true, false);
  }
  if (accountPartWanted) await addAccountPart(language);
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
