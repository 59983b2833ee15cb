import { onRequest } from 'firebase-functions/v2/https';
import { createApiApp } from './api-app';

/** Served at /api/** through a Hosting rewrite (firebase.json). */
export const api = onRequest(
  // CORS is the app's own (public reads only: api-app.ts), not the platform's.
  { region: 'asia-south1', memory: '512MiB', concurrency: 80, cors: false },
  createApiApp(),
);
