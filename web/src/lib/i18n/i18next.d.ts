import 'i18next';
import type { Catalogue } from './i18n';

// t() keys are checked against the Bangla catalogues (the storefront's and the account
// area's); messages.test.ts checks that the English ones have the same keys.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
  }
}
