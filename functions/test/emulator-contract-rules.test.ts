// How security rules evaluate, checked through @firebase/rules-unit-testing against whichever
// emulator FIRESTORE_EMULATOR_HOST names: Boi's `emulator/` or the official one, which must
// agree. Single-field filters only, so no composite index is needed.
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDocs,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  setLogLevel,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PROJECT_ID = 'demo-contract-rules';

const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /stamped/{id} {
      allow create: if request.resource.data.createdAt == request.time;
    }
    match /cheap/{id} {
      allow list: if resource.data.price < 100;
    }
    match /tagged/{id} {
      allow list: if resource.data.tags.hasAny(['sale']);
    }
    match /handles/{id} {
      allow create: if request.resource.data.name.matches('[a-z]+');
      allow update: if request.resource.data.name.matches('(?=a)[a-z]+');
    }
    match /counters/{id} {
      allow get: if true;
    }
    match /paged/{id} {
      allow list: if request.query.limit <= 5
        && (request.query.get('offset', 0) == 0 || request.query.get('offset', 0) == null);
    }
    match /copies/{id} {
      allow create: if get(/databases/$(database)/documents/counters/$(id)).data.n == request.resource.data.n;
    }
  }
}`;

let env: RulesTestEnvironment;
const alice = () => env.authenticatedContext('alice').firestore() as unknown as Firestore;

beforeAll(async () => {
  setLogLevel('silent');
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) throw new Error('Set FIRESTORE_EMULATOR_HOST to the emulator under test.');
  const [hostname, port] = host.split(':');
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { host: hostname, port: Number(port), rules: RULES },
  });
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await setDoc(doc(db, 'counters/c1'), { n: 7 });
    await setDoc(doc(db, 'handles/h1'), { name: 'ann' });
  });
});

afterAll(async () => {
  await env?.cleanup();
});

// https://firebase.google.com/docs/firestore/security/rules-conditions (request.time) and the
// quickstart-testing sample: a serverTimestamp() is the request's time.
describe('request.time', () => {
  it('equals the timestamp a serverTimestamp() writes', async () => {
    await assertSucceeds(setDoc(doc(alice(), 'stamped/s1'), { createdAt: serverTimestamp() }));
  });

  it('differs from a client clock', async () => {
    await assertFails(setDoc(doc(alice(), 'stamped/s2'), { createdAt: new Date() }));
  });
});

// https://firebase.google.com/docs/firestore/security/rules-query: rules are not filters.
describe('list queries proven by their filters', () => {
  it('allows a range filter inside the rule and denies one reaching past it', async () => {
    const cheap = collection(alice(), 'cheap');
    await assertSucceeds(getDocs(query(cheap, where('price', '<', 50))));
    await assertSucceeds(getDocs(query(cheap, where('price', '<', 50), orderBy('price'))));
    await assertFails(getDocs(query(cheap, where('price', '<', 150))));
    await assertFails(getDocs(cheap));
  });

  it('proves hasAny from array-contains', async () => {
    const tagged = collection(alice(), 'tagged');
    await assertSucceeds(getDocs(query(tagged, where('tags', 'array-contains', 'sale'))));
    await assertFails(getDocs(query(tagged, where('tags', 'array-contains', 'new'))));
  });
});

// https://firebase.google.com/docs/reference/rules/rules.firestore.Request#query: a list's limit,
// offset and orderBy. A query without an offset may show it as absent, null or 0; one with an
// offset (which the JS SDK cannot send, REST can) shows it.
describe('request.query.offset', () => {
  const runQuery = async (offset?: number) =>
    (
      await fetch(
        `http://${process.env.FIRESTORE_EMULATOR_HOST}/v1/projects/${PROJECT_ID}/databases/(default)/documents:runQuery`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            structuredQuery: { from: [{ collectionId: 'paged' }], limit: 5, offset },
          }),
        },
      )
    ).status;

  it('lets a query without an offset through', async () => {
    await assertSucceeds(getDocs(query(collection(alice(), 'paged'), limit(5))));
    expect(await runQuery()).toBe(200);
    expect(await runQuery(0)).toBe(200);
  });

  it('shows an offset to the rules', async () => {
    expect(await runQuery(3)).toBe(403);
  });
});

// https://firebase.google.com/docs/reference/rules/rules.String#matches: RE2 syntax.
describe('String.matches', () => {
  it('matches the whole string', async () => {
    await assertSucceeds(setDoc(doc(alice(), 'handles/h2'), { name: 'bob' }));
    await assertFails(setDoc(doc(alice(), 'handles/h3'), { name: 'bob1' }));
  });

  it('fails on a lookahead, which RE2 does not have', async () => {
    await assertFails(setDoc(doc(alice(), 'handles/h1'), { name: 'ann' }));
  });
});

// https://firebase.google.com/docs/firestore/manage-data/transactions: a document read but not
// written is sent as a `verify` write.
describe('transactions', () => {
  it('commits a transaction that reads one document and writes another', async () => {
    const db = alice();
    await assertSucceeds(
      runTransaction(db, async (tx) => {
        const counter = await tx.get(doc(db, 'counters/c1'));
        tx.set(doc(db, 'copies/c1'), { n: counter.get('n') as number });
      }),
    );
  });
});
