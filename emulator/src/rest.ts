import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Security } from './security';
import type { DocumentStore } from './store';
import type { TransactionManager } from './transactions';

/** Firestore's REST API (v1, JSON mapping): not served yet; false means "not mine". */
export async function handleRest(
  _req: IncomingMessage,
  _res: ServerResponse,
  _path: string,
  _deps: { store: DocumentStore; security: Security; transactions: TransactionManager },
): Promise<boolean> {
  return false;
}
