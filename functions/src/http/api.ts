import { onRequest } from 'firebase-functions/v2/https';
import { createApiApp } from './api-app';

/** Served at /api/** through a Hosting rewrite (firebase.json). */
export const api = onRequest(
  { region: 'asia-south1', memory: '512MiB', concurrency: 80 },
  createApiApp(),
);
