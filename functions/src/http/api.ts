import { onRequest } from 'firebase-functions/v2/https';
import { createApiApp } from './api-app';

/** Served at /api/** through a Hosting rewrite (firebase.json). */
export const api = onRequest(
  // CORS is the app's own (public reads only: api-app.ts), not the platform's. At most 10
  // instances × 80 requests: a flood costs a bounded bill and queues instead of scaling on.
  { region: 'asia-south1', memory: '512MiB', concurrency: 80, maxInstances: 10, cors: false },
  createApiApp(),
);
