import { initializeApp, type FirebaseOptions } from 'firebase/app';
import { startAppCheck } from './app-check';

const env = import.meta.env;

export const firebaseConfig: FirebaseOptions = {
  projectId: env.VITE_FIREBASE_PROJECT_ID ?? 'demo-boi',
  apiKey: env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? 'demo-boi.firebaseapp.com',
  appId: env.VITE_FIREBASE_APP_ID ?? 'demo-boi',
};

/** The one Firebase app of the page, shared by Auth (lib/firebase.ts) and Firestore reads. */
export const firebaseApp = initializeApp(firebaseConfig);
void startAppCheck(firebaseApp, env);
