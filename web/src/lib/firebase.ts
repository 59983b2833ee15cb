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
// the store signs in with e-mail and password, or a mobile number and its one-time code.
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});

const emulator = authEmulatorUrl(import.meta.env.VITE_AUTH_EMULATOR_HOST, window.location);
if (emulator) {
  connectAuthEmulator(auth, emulator, { disableWarnings: true });
  // The Auth emulator sends no SMS and checks no reCAPTCHA: phone sign-in gets a mock verifier
  // (set before any RecaptchaVerifier renders); codes are read from the emulator (README).
  auth.settings.appVerificationDisabledForTesting = true;
}
