import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import { firestoreEmulatorHost } from './auth-emulator';
import { firebaseApp } from './firebase-app';
import { liteCatalogSource } from './lite-catalog-source';

/**
 * The browser's catalog reads, straight from Firestore under firestore.rules. This module is a
 * chunk of its own, loaded after the first paint (lib/catalog-source.ts).
 */
const db = getFirestore(firebaseApp);
const emulator = firestoreEmulatorHost(
  import.meta.env.VITE_FIRESTORE_EMULATOR_HOST,
  window.location,
);
if (emulator) connectFirestoreEmulator(db, emulator.host, emulator.port);

export const firestoreSource = liteCatalogSource(db);
