import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import { authEmulatorUrl } from './auth-emulator';
import { firebaseApp } from './firebase-app';

export { firebaseApp, firebaseConfig } from './firebase-app';

// initializeAuth without a popup/redirect resolver keeps the iframe helpers out of the bundle;
// the store signs in with e-mail and password only.
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});

const emulator = authEmulatorUrl(import.meta.env.VITE_AUTH_EMULATOR_HOST, window.location);
if (emulator) connectAuthEmulator(auth, emulator, { disableWarnings: true });
