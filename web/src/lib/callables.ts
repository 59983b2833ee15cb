import { getFunctions, httpsCallableFromURL } from 'firebase/functions';
import type { CallableInput, CallableName, CallableOutput } from '@boi/domain/api/callables';
import { firebaseApp } from './firebase';

/**
 * Every change goes through a callable Cloud Function, its name, input and output typed by
 * `@boi/domain/api/callables` (types only, so the zod schemas stay out of the bundle). It is reached
 * same-origin through a Hosting rewrite (/api/callable/<name>, see firebase.json), so the page
 * needs no functions host or emulator port and talks to the CDN domain only.
 */
const functions = getFunctions(firebaseApp, 'asia-south1');

const withoutUndefined = <T>(input: T): T =>
  input === undefined ? input : (JSON.parse(JSON.stringify(input)) as T);

export function callable<N extends CallableName>(
  name: N,
): (input: CallableInput<N>) => Promise<CallableOutput<N>> {
  const call = httpsCallableFromURL<CallableInput<N>, CallableOutput<N>>(
    functions,
    `${window.location.origin}/api/callable/${name}`,
  );
  // The SDK sends an undefined field as null, which the schemas refuse ("expected string,
  // received null" for a checkout without a coupon): such fields are left out instead.
  return async (input) => (await call(withoutUndefined(input))).data;
}
