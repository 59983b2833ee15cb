import 'i18next';
import type bn from './messages/bn.json';

// t() keys are checked against the Bangla catalogue; messages.test.ts checks that the English
// one has the same keys.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof bn };
  }
}
