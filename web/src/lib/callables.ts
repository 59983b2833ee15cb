import { httpsCallableFromURL } from 'firebase/functions';
import { getFunctions } from 'firebase/functions';
import type { CallableInput, CallableName, CallableOutput } from '@boi/domain/callables';
import { firebaseApp } from './firebase';

/**
 * Every change goes through a callable Cloud Function (its name, input and output typed by
 * `@boi/domain/callables`), reached same-origin through a Hosting
 * rewrite (/api/callable/<name>, see firebase.json) — so the page needs no functions host or
 * emulator port, and the CDN domain is the only one the browser talks to.
 */
const functions = getFunctions(firebaseApp, 'asia-south1');

export function callable<N extends CallableName>(name: N) {
  const call = httpsCallableFromURL<CallableInput<N>, CallableOutput<N>>(
    functions,
    `${window.location.origin}/api/callable/${name}`,
  );
  return async (input: CallableInput<N>): Promise<CallableOutput<N>> => (await call(input)).data;
}
