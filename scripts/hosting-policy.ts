import { contentSecurityPolicy, type PagePolicy } from '@boi/domain/api/content-security-policy';

type Header = { key: string; value: string };
type HostingConfig = { hosting?: { headers?: { source: string; headers: Header[] }[] } };

/**
 * firebase.json with the app shell's Content-Security-Policy set for `policy` (the shell's pages
 * have no inline script, so no hashes): firebase.json itself holds the production policy without
 * App Check; the local stack adds the emulators, a deploy with App Check adds reCAPTCHA.
 */
export function withShellPolicy<C extends HostingConfig>(config: C, policy: PagePolicy): C {
  const value = contentSecurityPolicy({ ...policy, scriptHashes: [] });
  for (const rule of config.hosting?.headers ?? []) {
    for (const header of rule.headers) {
      if (header.key === 'Content-Security-Policy') header.value = value;
    }
  }
  return config;
}
