import { onRequest } from 'firebase-functions/v2/https';
import { createUploadApp } from './api-app';
import { refuseBodiesBeforeHost } from './host-body-guard';

// A compressed or oversized body is refused before the host reads it (host-body-guard.ts).
refuseBodiesBeforeHost();

/**
 * POST /api/v1/upload (admin picture uploads), through its own Hosting rewrite (firebase.json).
 * A body may be UPLOAD_BODY_CAP (about 5 MB) and a picture may decode to 50 megapixels (about
 * 200 MB of pixels in sharp), so an instance takes two at once in 1 GiB; few admins upload.
 */
export const upload = onRequest(
  { region: 'asia-south1', memory: '1GiB', concurrency: 2, maxInstances: 3, cors: false },
  createUploadApp(),
);
