import { readFile } from 'node:fs/promises';
import {
  contentSecurityPolicy,
  PAGE_POLICY_FILE,
  PRODUCTION_POLICY,
  type PagePolicy,
} from '@boi/domain/api/content-security-policy';
import { SSR_DIR } from './render-storefront';

let policy: Promise<string> | null = null;

/**
 * The pages' Content-Security-Policy, as the web build recorded it beside the template: the
 * hashes of the build's own inline scripts, so a script injected into a page would not run.
 * Without the file (an older build), the strictest policy: no inline script, no other source.
 */
export function pagePolicy(): Promise<string> {
  policy ??= readFile(new URL(PAGE_POLICY_FILE, SSR_DIR), 'utf8')
    .then((text) => JSON.parse(text) as PagePolicy)
    .catch((error: unknown) => {
      console.error('ssr: no page policy from the build, sending the strictest', error);
      return PRODUCTION_POLICY;
    })
    .then(contentSecurityPolicy);
  return policy;
}
