import { GrpcError } from './grpc-error';

const ROOT = /^projects\/[^/]+\/databases\/[^/]+\/documents$/;

/** The `database` field of requests: `projects/p/databases/d`. */
export function assertDatabaseName(name: string): void {
  if (!/^projects\/[^/]+\/databases\/[^/]+$/.test(name)) {
    throw new GrpcError('INVALID_ARGUMENT', `Invalid database name: ${name}`);
  }
}

/** Segments below `projects/p/databases/d/documents` (`c/d/c2/d2`); even count for documents. */
function relativeSegments(name: string): string[] {
  const parts = name.split('/');
  const rest = parts.slice(5);
  if (!ROOT.test(parts.slice(0, 5).join('/')) || rest.some((segment) => segment === '')) {
    throw new GrpcError('INVALID_ARGUMENT', `Invalid resource name: ${name}`);
  }
  const reserved = rest.find(isReservedId);
  if (reserved !== undefined) {
    throw new GrpcError(
      'INVALID_ARGUMENT',
      `Resource id "${reserved}" is invalid because it is reserved.`,
    );
  }
  return rest;
}

/**
 * Ids of the form `__.*__` are reserved (https://firebase.google.com/docs/firestore/quotas), except
 * `__id<n>__`, a numeric id as Datastore writes it.
 */
export const isReservedId = (id: string) =>
  id.length >= 4 && id.startsWith('__') && id.endsWith('__') && !NUMERIC_ID.test(id);

/** `__id<n>__`: a numeric id, ordered as a number before every other id. */
export const NUMERIC_ID = /^__id(-?\d{1,19})__$/;

export function assertDocumentName(name: string): void {
  const rest = relativeSegments(name);
  if (rest.length === 0 || rest.length % 2 !== 0) {
    throw new GrpcError('INVALID_ARGUMENT', `Invalid document name: ${name}`);
  }
}

/** A query/list parent: the database root or a document. */
export function assertParentName(name: string): void {
  const rest = relativeSegments(name);
  if (rest.length % 2 !== 0) throw new GrpcError('INVALID_ARGUMENT', `Invalid parent: ${name}`);
}

const AUTO_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function autoId(): string {
  let id = '';
  for (let i = 0; i < 20; i++) {
    id += AUTO_ID_ALPHABET[Math.floor(Math.random() * AUTO_ID_ALPHABET.length)];
  }
  return id;
}
