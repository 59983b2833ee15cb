// What the order benches share: verified shoppers (ordering needs a confirmed e-mail address)
// and a cash-on-delivery checkout of one copy.
import { randomUUID } from 'node:crypto';
import { initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { PROJECT_ID, type Stack } from '../scripts/stack';

/** An Admin SDK app of its own on the stack's emulators (delete it when done). */
export function benchApp(stack: Stack, name: string): { app: App; db: Firestore } {
  process.env.FIRESTORE_EMULATOR_HOST = stack.env.FIRESTORE_EMULATOR_HOST;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = stack.env.FIREBASE_AUTH_EMULATOR_HOST;
  process.env.METADATA_SERVER_DETECTION = 'none';
  const app = initializeApp({ projectId: PROJECT_ID }, name);
  return { app, db: getFirestore(app) };
}

const PASSWORD = 'bench-123';

/** A new account with a confirmed address, signed in through the Auth emulator: its ID token. */
export async function verifiedShopper(app: App, authHost: string): Promise<string> {
  const email = `bench-${randomUUID()}@boi.test`;
  await getAuth(app).createUser({ email, password: PASSWORD, emailVerified: true });
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`bench sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

export const checkout = (productId: string) => ({
  idempotencyKey: randomUUID(),
  items: [{ productId, quantity: 1 }],
  shipping: {
    name: 'Bench Buyer',
    email: 'bench@boi.test',
    phone: '01712345678',
    city: 'Dhaka',
    zip: '1100',
    address: '1 Bangla Bazar',
    district: 'Dhaka',
  },
  payment: { method: 'cashOnDelivery' },
});
