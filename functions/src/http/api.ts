import { BKASH_SECRETS } from '../payments/bkash/config';
import { onRequest } from 'firebase-functions/v2/https';
import { createApiApp } from './api-app';
import { refuseBodiesBeforeHost } from './host-body-guard';

// A compressed or oversized body is refused before the host reads it (host-body-guard.ts).
refuseBodiesBeforeHost();

/**
 * Served at /api/** through a Hosting rewrite (firebase.json), but for /api/v1/upload. Its bodies
 * are at most BODY_CAP (128 KiB) by the time the app reads one, so 80 at once are about 10 MiB;
 * what the platform buffers before that is in docs/operations.md, "Request bodies". Its memory is
 * the search index's: an instance that loaded it at 200,000 books holds about 320 MiB (docs/search.md,
 * "At 200,000 books"); 2 GiB leaves room for one that must build it from Firestore, and every
 * function has at least twice what it holds.
 */
export const api = onRequest(
  // CORS is the app's own (public reads only: api-app.ts), not the platform's. At most 10
  // instances × 80 requests: a flood costs a bounded bill and queues instead of scaling on.
  {
    region: 'asia-south1',
    memory: '2GiB',
    concurrency: 80,
    maxInstances: 10,
    cors: false,
    secrets: BKASH_SECRETS,
  },
  createApiApp(),
);
