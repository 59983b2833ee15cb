/**
 * The pages' Content-Security-Policy, one builder for its three users: the web build (which
 * records what a page of this build needs: page-policy.json beside the server bundle), the `ssr`
 * function (which sends it with every page) and the app shell's Hosting header (firebase.json,
 * with the local stack's copy in scripts/stack.ts).
 */

/** What a build's pages need from the policy. */
export type PagePolicy = {
  /** The sha256 (base64) of each inline script the page template and renderer put in a page. */
  scriptHashes: readonly string[];
  /**
   * reCAPTCHA's scripts, frame and endpoints: for phone sign-in (Firebase Auth's reCAPTCHA
   * verifier) in every build for a real project, and for App Check with a site key.
   */
  recaptcha: boolean;
  /** The local emulators (127.0.0.1 / localhost): only in a build for the `demo-` project. */
  loopback: boolean;
};

/** The file the web build writes beside the server bundle (functions/lib/ssr/). */
export const PAGE_POLICY_FILE = 'page-policy.json';

/** A production build's policy before anything is configured: nothing but the site itself. */
export const PRODUCTION_POLICY: PagePolicy = {
  scriptHashes: [],
  recaptcha: false,
  loopback: false,
};

/** The emulators run only `demo-` projects (Firebase's rule); any other id is a real project. */
export const isDemoProject = (projectId: string | undefined): boolean =>
  !projectId || projectId.startsWith('demo-');

/**
 * Whether a build's pages load reCAPTCHA: phone sign-in is always offered, and against a real
 * project its code is sent only after Firebase Auth's reCAPTCHA check (the Auth emulator of a
 * `demo-` build needs none); App Check's site key needs it too.
 */
export const needsRecaptcha = (env: {
  VITE_APP_CHECK_SITE_KEY?: string;
  VITE_FIREBASE_PROJECT_ID?: string;
}): boolean => Boolean(env.VITE_APP_CHECK_SITE_KEY) || !isDemoProject(env.VITE_FIREBASE_PROJECT_ID);

const RECAPTCHA_SCRIPTS = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
];
const RECAPTCHA_CONNECT = ['https://firebaseappcheck.googleapis.com', 'https://www.google.com'];
const FIREBASE_CONNECT = [
  'https://firestore.googleapis.com',
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
];
const LOOPBACK = ['http://127.0.0.1:*', 'http://localhost:*'];

/**
 * Scripts only from the site itself and by the hash of each of the page's own inline scripts
 * (never of whatever inline script a page happens to contain), never framed. Styles may be
 * inline: Mantine sets its CSS variables and positions so.
 */
export function contentSecurityPolicy({ scriptHashes, recaptcha, loopback }: PagePolicy): string {
  const scripts = [
    "'self'",
    ...scriptHashes.map((hash) => `'sha256-${hash}'`),
    ...(recaptcha ? RECAPTCHA_SCRIPTS : []),
  ];
  const connect = [
    "'self'",
    ...FIREBASE_CONNECT,
    ...(recaptcha ? RECAPTCHA_CONNECT : []),
    ...(loopback ? LOOPBACK : []),
  ];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    ...(recaptcha ? ['frame-src https://www.google.com/recaptcha/'] : []),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}
