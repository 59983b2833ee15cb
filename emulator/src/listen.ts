import {
  ListenResponse,
  TargetChangeTargetChangeType as ChangeType,
  type ListenRequest,
} from '@firestore-emulator/proto/dist/google/firestore/v1/firestore';
import type { StructuredQuery } from '@firestore-emulator/proto/dist/google/firestore/v1/query';
import { status, type ServerDuplexStream } from '@grpc/grpc-js';
import type { Clock } from './clock';
import { documentObject, tsObject } from './documents';
import { GrpcError, toServiceError } from './grpc-error';
import { runQuery } from './query';
import { assertDocumentName } from './resource-names';
import type { DocumentStore, StoredDoc } from './store';

interface WatchedTarget {
  readonly id: number;
  readonly compute: () => StoredDoc[];
  current: Map<string, StoredDoc>;
}

/** Throws (PERMISSION_DENIED) when the caller may not read a listened document or query. */
export interface ListenGuard {
  document(name: string): void;
  query(parent: string, query: StructuredQuery): void;
}

/**
 * A simple Listen: on every change it re-runs each target and sends the difference, then a global
 * NO_CHANGE with a read time (which is what makes the SDKs raise a snapshot).
 */
export function handleListen(
  call: ServerDuplexStream<ListenRequest, ListenResponse>,
  store: DocumentStore,
  clock: Clock,
  guard: ListenGuard,
): void {
  const targets = new Map<number, WatchedTarget>();
  let scheduled = false;
  let closed = false;

  const send = (response: Parameters<typeof ListenResponse.fromObject>[0]) => {
    if (!closed) call.write(ListenResponse.fromObject(response));
  };
  const globalNoChange = () =>
    send({
      target_change: {
        target_change_type: ChangeType.NO_CHANGE,
        target_ids: [],
        read_time: tsObject(clock.now()),
      },
    });

  const refresh = (target: WatchedTarget, docs = target.compute()) => {
    const next = new Map(docs.map((doc) => [doc.name, doc]));
    for (const [name, doc] of next) {
      if (target.current.get(name) !== doc) {
        send({ document_change: { document: documentObject(doc), target_ids: [target.id] } });
      }
    }
    for (const name of target.current.keys()) {
      if (!next.has(name))
        send({ document_remove: { document: name, removed_target_ids: [target.id] } });
    }
    target.current = next;
  };

  const unsubscribe = store.onChange(() => {
    if (scheduled || closed) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      if (closed) return;
      try {
        for (const target of targets.values()) refresh(target);
        globalNoChange();
      } catch (error) {
        close(error);
      }
    });
  });

  const close = (error?: unknown) => {
    if (closed) return;
    closed = true;
    unsubscribe();
    targets.clear();
    if (error) call.emit('error', toServiceError(error));
    else call.end();
  };

  call.on('data', (request: ListenRequest) => {
    try {
      if (request.target_change === 'remove_target') {
        targets.delete(request.remove_target);
        send({
          target_change: {
            target_change_type: ChangeType.REMOVE,
            target_ids: [request.remove_target],
          },
        });
        return;
      }
      if (request.target_change !== 'add_target') return;
      const target = request.add_target;
      let compute: () => StoredDoc[];
      let first: StoredDoc[];
      try {
        if (target.target_type === 'query') {
          const { parent, structured_query } = target.query;
          guard.query(parent, structured_query);
          compute = () => runQuery(store, parent, structured_query).docs;
        } else {
          const names = target.documents.documents;
          names.forEach(assertDocumentName);
          for (const name of names) guard.document(name);
          compute = () => names.map((name) => store.get(name)).filter((doc) => doc !== undefined);
        }
        first = compute(); // a query that needs a missing index fails here
      } catch (error) {
        const refused = [status.PERMISSION_DENIED, status.FAILED_PRECONDITION];
        if (!(error instanceof GrpcError) || !refused.includes(error.code)) throw error;
        // As Firestore does: the target is removed with the refusal as its cause.
        send({
          target_change: {
            target_change_type: ChangeType.REMOVE,
            target_ids: [target.target_id],
            cause: { code: error.code, message: error.message },
          },
        });
        return;
      }
      const watched: WatchedTarget = { id: target.target_id, compute, current: new Map() };
      targets.set(watched.id, watched);
      send({ target_change: { target_change_type: ChangeType.ADD, target_ids: [watched.id] } });
      refresh(watched, first);
      send({
        target_change: {
          target_change_type: ChangeType.CURRENT,
          target_ids: [watched.id],
          resume_token: Buffer.from(String(Date.now())),
        },
      });
      globalNoChange();
    } catch (error) {
      close(error);
    }
  });
  call.on('end', () => close());
  call.on('cancelled', () => close());
  call.on('error', () => close());
}
