import { getApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAppCheck, type AppCheck } from 'firebase-admin/app-check';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

/** The Admin SDK app, initialised once per function instance. */
function adminApp(): App {
  return getApps().some((app) => app.name === '[DEFAULT]') ? getApp() : initializeApp();
}

export const db = (): Firestore => getFirestore(adminApp());

export const adminAuth = (): Auth => getAuth(adminApp());

export const adminAppCheck = (): AppCheck => getAppCheck(adminApp());
