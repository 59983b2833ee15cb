import { Firestore } from '@google-cloud/firestore';
import { startFirestoreEmulator, type FirestoreEmulatorOptions } from './server';

// Without credentials the SDK probes the GCE metadata server and warns once per client.
process.env.METADATA_SERVER_DETECTION ??= 'none';

/** An in-process emulator on a free port plus an Admin-SDK Firestore pointed at it (for tests). */
export async function startTestEmulator(options: FirestoreEmulatorOptions = {}) {
  const emulator = await startFirestoreEmulator({ port: 0, ...options });
  const clients: Firestore[] = [];
  const connect = () => {
    const db = new Firestore({
      projectId: 'demo-boi',
      host: '127.0.0.1',
      port: emulator.port,
      ssl: false,
    });
    clients.push(db);
    return db;
  };
  return {
    emulator,
    db: connect(),
    /** Another, independent client (its own channel), like a second function instance. */
    connect,
    async close() {
      await Promise.all(clients.map((db) => db.terminate()));
      await emulator.stop();
    },
  };
}

/** A promise with its resolve function, to hold a transaction open at a chosen point. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const ROOT = 'projects/demo-boi/databases/(default)/documents';

/** A REST API call as the Admin SDK makes it (`Bearer owner`): POST with a body, else GET. */
export async function restCall(port: number, path: string, body?: object) {
  const response = await fetch(`http://127.0.0.1:${port}/v1/${ROOT}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, json: await response.json() };
}

/** A REST `fieldFilter` of `field == value` (value in the JSON mapping). */
export const restEquals = (field: string, value: object) => ({
  fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value },
});

/** A collection-scope composite index of a firestore.indexes.json. */
export const compositeIndex = (
  collectionGroup: string,
  ...fields: [fieldPath: string, order: 'ASCENDING' | 'DESCENDING'][]
) => ({
  collectionGroup,
  queryScope: 'COLLECTION',
  fields: fields.map(([fieldPath, order]) => ({ fieldPath, order })),
});
