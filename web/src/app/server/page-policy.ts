import { createHash } from 'node:crypto';
import {
  isDemoProject,
  needsRecaptcha,
  type PagePolicy,
} from '@boi/domain/api/content-security-policy';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

/**
 * The inline scripts of the page template as this build wrote it (deferEntry's loader and the
 * early-clicks script): the template is the build's own output, never holds a book's text, and is
 * read once at build time.
 */
function templateScripts(template: string): string[] {
  return [...template.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
}

/**
 * What this build's pages need from their policy (domain/src/api/content-security-policy.ts):
 * the hashes of the scripts the build itself puts in a page (the template's loader and
 * early-clicks script) and nothing found in a rendered page; reCAPTCHA for phone sign-in against
 * a real project or App Check's site key; the emulators only in a `demo-` build.
 */
export function pagePolicy(
  template: string,
  env: { VITE_APP_CHECK_SITE_KEY?: string; VITE_FIREBASE_PROJECT_ID?: string },
): PagePolicy {
  return {
    scriptHashes: templateScripts(template).map(sha256),
    recaptcha: needsRecaptcha(env),
    loopback: isDemoProject(env.VITE_FIREBASE_PROJECT_ID),
  };
}
