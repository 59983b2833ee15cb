/**
 * `npm run hosting:csp`: writes the app shell's Content-Security-Policy into firebase.json for a
 * production deploy with this environment: with VITE_APP_CHECK_SITE_KEY set, the reCAPTCHA
 * Enterprise sources App Check needs; without it, none. Never the local emulators. Run it with
 * the same environment as `npm run build`, before `firebase deploy`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { contentSecurityPolicy } from '@boi/domain/api/content-security-policy';

const path = new URL('../firebase.json', import.meta.url);
const recaptcha = Boolean(process.env.VITE_APP_CHECK_SITE_KEY);
const policy = contentSecurityPolicy({ scriptHashes: [], recaptcha, loopback: false });
const before = readFileSync(path, 'utf8');
// Only the value changes: the file keeps its own layout.
const after = before.replace(
  /("key": "Content-Security-Policy",\s*"value": )"[^"]*"/g,
  (_match, head: string) => `${head}${JSON.stringify(policy)}`,
);
writeFileSync(path, after);
console.log(
  `firebase.json: the app shell's policy ${recaptcha ? 'allows' : 'leaves out'} reCAPTCHA (App Check).`,
);
