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
