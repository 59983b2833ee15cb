import { initializeApp, type FirebaseOptions } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import { startAppCheck } from './app-check';
import { authEmulatorUrl } from './auth-emulator';

const env = import.meta.env;

export const firebaseConfig: FirebaseOptions = {
  projectId: env.VITE_FIREBASE_PROJECT_ID ?? 'demo-boi',
  apiKey: env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? 'demo-boi.firebaseapp.com',
  appId: env.VITE_FIREBASE_APP_ID ?? 'demo-boi',
};

export const firebaseApp = initializeApp(firebaseConfig);
void startAppCheck(firebaseApp, env);

// initializeAuth without a popup/redirect resolver keeps the iframe helpers out of the bundle;
// the store signs in with e-mail and password only.
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});

const emulator = authEmulatorUrl(env.VITE_AUTH_EMULATOR_HOST, window.location);
if (emulator) connectAuthEmulator(auth, emulator, { disableWarnings: true });
