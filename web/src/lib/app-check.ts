import type { FirebaseApp } from 'firebase/app';

type AppCheckEnv = { VITE_APP_CHECK_SITE_KEY?: string; VITE_APP_CHECK_DEBUG?: string };

/**
 * Firebase App Check, when a reCAPTCHA Enterprise site key is configured
 * (VITE_APP_CHECK_SITE_KEY), so that production can enforce it on Firestore and the callables.
 * VITE_APP_CHECK_DEBUG (`true`, or a registered debug token) uses the debug provider, for local
 * runs and CI. Without a key nothing loads: the App Check SDK stays out of every bundle.
 */
export async function startAppCheck(app: FirebaseApp, env: AppCheckEnv): Promise<boolean> {
  const siteKey = env.VITE_APP_CHECK_SITE_KEY;
  if (!siteKey) return false;
  if (env.VITE_APP_CHECK_DEBUG) {
    (
      globalThis as { FIREBASE_APPCHECK_DEBUG_TOKEN?: boolean | string }
    ).FIREBASE_APPCHECK_DEBUG_TOKEN =
      env.VITE_APP_CHECK_DEBUG === 'true' ? true : env.VITE_APP_CHECK_DEBUG;
  }
  const { initializeAppCheck, ReCaptchaEnterpriseProvider } = await import('firebase/app-check');
  initializeAppCheck(app, {
    provider: new ReCaptchaEnterpriseProvider(siteKey),
    isTokenAutoRefreshEnabled: true,
  });
  return true;
}
