import type { IncomingMessage, ServerResponse } from 'node:http';
import { TransactionOptions } from '@firestore-emulator/proto/dist/google/firestore/v1/common';
import { Value } from '@firestore-emulator/proto/dist/google/firestore/v1/document';
import { status } from '@grpc/grpc-js';
import { runAggregation } from './aggregation';
import type { Clock } from './clock';
import { commitWrites } from './commit';
import { GrpcError } from './grpc-error';
import { readJson, sendError, sendJson } from './http-endpoints';
import { runQuery } from './query';
import { assertDocumentName, assertParentName } from './resource-names';
import {
  aggregationFromJson,
  documentToJson,
  formatTimestamp,
  queryFromJson,
  valueToJson,
  writeFromJson,
} from './rest-json';
import { callerOf, type Caller, type Security } from './security';
import type { DocumentStore } from './store';
import type { Transaction, TransactionManager } from './transactions';
import { fromProto } from './values';

type Deps = {
  store: DocumentStore;
  security: Security;
  transactions: TransactionManager;
  clock: Clock;
};
type Json = Record<string, unknown>;

const HTTP_STATUS: Record<number, number> = {
  3: 400,
  5: 404,
  6: 409,
  7: 403,
  9: 400,
  10: 409,
  12: 501,
  16: 401,
};

const ROOT = /^\/v1\/(projects\/[^/]+\/databases\/[^/]+)\/documents/;

/** Which of the REST API's methods a path names: `…/documents:batchGet`, `…/documents/a/b:runQuery`… */
function route(path: string): { database: string; resource: string; verb: string | null } | null {
  const root = ROOT.exec(path);
  if (!root) return null;
  const [resource = '', verb = null] = path.slice(4).split(':') as [string, string?];
  return { database: root[1]!, resource: decodeURIComponent(resource), verb };
}

const transactionOf = (json: Json) =>
  typeof json.transaction === 'string' && json.transaction
    ? new Uint8Array(Buffer.from(json.transaction, 'base64'))
    : undefined;

/**
 * Firestore's REST API (v1, JSON mapping), what Firestore Lite and the browser's REST clients
 * send: get, batchGet, runQuery, runAggregationQuery, commit, beginTransaction and rollback, with
 * the same rules, locks and atomic commits as the gRPC service. False: not a REST path.
 */
export async function handleRest(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  deps: Deps,
): Promise<boolean> {
  const target = route(path);
  if (!target) return false;
  try {
    const caller = callerOf(req.headers.authorization);
    if (req.method === 'GET' && !target.verb) {
      sendJson(res, 200, getDocument(deps, caller, target.resource));
    } else if (req.method === 'POST' && target.verb) {
      sendJson(
        res,
        200,
        await post(
          deps,
          caller,
          target.database,
          target.resource,
          target.verb,
          (await readJson(req)) as Json,
        ),
      );
    } else {
      sendError(res, 404, `No REST method ${req.method} ${path}`);
    }
  } catch (error) {
    if (error instanceof GrpcError) {
      sendError(res, HTTP_STATUS[error.code] ?? 500, error.message, status[error.code]);
    } else throw error;
  }
  return true;
}

function getDocument({ store, security }: Deps, caller: Caller, name: string): Json {
  assertDocumentName(name);
  security.checkGet(caller, name, store);
  const doc = store.get(name);
  if (!doc) throw new GrpcError('NOT_FOUND', `Document "${name}" not found.`);
  return documentToJson(doc);
}

async function post(
  deps: Deps,
  caller: Caller,
  database: string,
  resource: string,
  verb: string,
  body: Json,
) {
  const { store, security, transactions: txs, clock } = deps;
  const readTx = async (names: readonly string[]): Promise<{ tx?: Transaction; id?: string }> => {
    const id = transactionOf(body);
    if (id) {
      const tx = txs.lookup(id);
      await txs.lock(tx, names);
      return { tx };
    }
    if (body.newTransaction) {
      const tx = txs.begin(
        TransactionOptions.fromObject(
          (body.newTransaction as Json).readOnly ? { read_only: {} } : { read_write: {} },
        ),
      );
      await txs.lock(tx, tx.readOnly ? [] : names);
      return { tx, id: Buffer.from(tx.id).toString('base64') };
    }
    return {};
  };
  switch (verb) {
    case 'batchGet': {
      const names = ((body.documents as string[] | undefined) ?? []).map(String);
      names.forEach(assertDocumentName);
      for (const name of names) security.checkGet(caller, name, store);
      const { id } = await readTx(names);
      const readTime = formatTimestamp(clock.now());
      return names.map((name, i) => {
        const doc = store.get(name);
        return {
          ...(doc ? { found: documentToJson(doc) } : { missing: name }),
          readTime,
          ...(i === 0 && id ? { transaction: id } : {}),
        };
      });
    }
    case 'runQuery': {
      assertParentName(resource);
      const query = queryFromJson(body.structuredQuery);
      security.checkList(caller, resource, query, store);
      const first = runQuery(store, resource, query);
      const { id } = await readTx(first.docs.map((doc) => doc.name));
      const result = id ? runQuery(store, resource, query) : first;
      const readTime = formatTimestamp(clock.now());
      if (result.docs.length === 0) return [{ readTime, ...(id ? { transaction: id } : {}) }];
      return result.docs.map((doc, i) => ({
        document: documentToJson(doc),
        readTime,
        ...(i === 0 && id ? { transaction: id } : {}),
      }));
    }
    case 'runAggregationQuery': {
      assertParentName(resource);
      const aggregation = aggregationFromJson(body.structuredAggregationQuery);
      security.checkList(caller, resource, aggregation.structured_query, store);
      const fields = runAggregation(store, resource, aggregation);
      return [
        {
          result: {
            aggregateFields: Object.fromEntries([...fields].map(([k, v]) => [k, valueToJson(v)])),
          },
          readTime: formatTimestamp(clock.now()),
        },
      ];
    }
    case 'commit': {
      const writes = ((body.writes as unknown[] | undefined) ?? []).map(writeFromJson);
      const id = transactionOf(body);
      const tx = id ? txs.lookup(id) : txs.internal();
      const { results, time } = await commitWrites(
        { store, txs, clock, security },
        caller,
        writes,
        tx,
        (t, names) => txs.lock(t, names),
      );
      return {
        writeResults: results.map((r) => ({
          updateTime: formatTimestamp(r.update_time),
          transformResults: r.transform_results.map((v) =>
            valueToJson(fromProto(Value.fromObject(v))),
          ),
        })),
        commitTime: formatTimestamp(time),
      };
    }
    case 'beginTransaction': {
      const options = body.options as Json | undefined;
      const tx = txs.begin(
        options
          ? TransactionOptions.fromObject(options.readOnly ? { read_only: {} } : { read_write: {} })
          : undefined,
      );
      return { transaction: Buffer.from(tx.id).toString('base64') };
    }
    case 'rollback': {
      const id = transactionOf(body);
      const tx = id ? txs.find(id) : undefined;
      if (tx) txs.finish(tx, 'rolled-back');
      return {};
    }
    default:
      throw new GrpcError('NOT_FOUND', `No REST method :${verb} on ${database}`);
  }
}
