/**
 * `npm run hosting:csp`: writes the app shell's Content-Security-Policy into firebase.json for a
 * production deploy with this environment: the reCAPTCHA sources phone sign-in needs against a
 * real project (VITE_FIREBASE_PROJECT_ID), and App Check with VITE_APP_CHECK_SITE_KEY; a `demo-`
 * build without a key, none. Never the local emulators. Run it with
 * the same environment as `npm run build`, before `firebase deploy`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { contentSecurityPolicy, needsRecaptcha } from '@boi/domain/api/content-security-policy';

const path = new URL('../firebase.json', import.meta.url);
const recaptcha = needsRecaptcha(process.env);
const policy = contentSecurityPolicy({ scriptHashes: [], recaptcha, loopback: false });
const before = readFileSync(path, 'utf8');
// Only the value changes: the file keeps its own layout.
const after = before.replace(
  /("key": "Content-Security-Policy",\s*"value": )"[^"]*"/g,
  (_match, head: string) => `${head}${JSON.stringify(policy)}`,
);
writeFileSync(path, after);
console.log(
  `firebase.json: the app shell's policy ${recaptcha ? 'allows' : 'leaves out'} reCAPTCHA (phone sign-in, App Check).`,
);
