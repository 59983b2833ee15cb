import { httpsCallableFromURL } from 'firebase/functions';
import { getFunctions } from 'firebase/functions';
import { firebaseApp } from './firebase';

/**
 * Every change goes through a callable Cloud Function, reached same-origin through a Hosting
 * rewrite (/api/callable/<name>, see firebase.json) — so the page needs no functions host or
 * emulator port, and the CDN domain is the only one the browser talks to.
 */
const functions = getFunctions(firebaseApp, 'asia-south1');

export function callable<Input, Output>(name: string) {
  const call = httpsCallableFromURL<Input, Output>(
    functions,
    `${window.location.origin}/api/callable/${name}`,
  );
  return async (input: Input): Promise<Output> => (await call(input)).data;
}
