/**
 * Document ids: letters, digits, `_` and `-`, and never `__…__`, which Firestore reserves and
 * refuses (no zod here: the storefront's reads import it).
 */
export const DOCUMENT_ID_PATTERN = /^(?!__.*__$)[A-Za-z0-9_-]{1,128}$/;

export const isValidDocumentId = (id: unknown): boolean =>
  typeof id === 'string' && DOCUMENT_ID_PATTERN.test(id);
