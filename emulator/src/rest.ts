import type { IncomingMessage, ServerResponse } from 'node:http';
import { Value } from '@firestore-emulator/proto/dist/google/firestore/v1/document';
import { status } from '@grpc/grpc-js';
import { aggregatedFields, runAggregationWithStats } from './aggregation';
import {
  aggregationStats,
  elapsedNanos,
  explainMetricsJson,
  indexesUsed,
  queryStats,
} from './explain';
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
  parseTimestamp,
  queryFromJson,
  transactionOptionsFromJson,
  valueToJson,
  writeFromJson,
} from './rest-json';
import { callerOf, type Caller, type Security } from './security';
import type { DocumentStore } from './store';
import {
  requestLock,
  TransactionalRead,
  type Lock,
  type ReadConsistency,
} from './transactional-reads';
import type { TransactionManager } from './transactions';
import type { Usage } from './usage';
import { fromProto, type Ts } from './values';

type Deps = {
  store: DocumentStore;
  security: Security;
  transactions: TransactionManager;
  clock: Clock;
  /** Billed reads, as over gRPC (usage.ts). */
  usage: Usage;
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

const bytesOf = (base64: unknown) =>
  typeof base64 === 'string' && base64 ? new Uint8Array(Buffer.from(base64, 'base64')) : undefined;
const base64Of = (bytes: Uint8Array | undefined) =>
  bytes ? Buffer.from(bytes).toString('base64') : undefined;

/** A read's `transaction` (base64) or `newTransaction` (TransactionOptions), as gRPC's selector. */
function consistencyOf(json: Json): ReadConsistency {
  const transaction = bytesOf(json.transaction);
  if (transaction) return { transaction };
  return json.newTransaction
    ? { newTransaction: transactionOptionsFromJson(json.newTransaction) }
    : undefined;
}

/** A request's `explainOptions` (`{}` plans only; `{ analyze: true }` runs the query too). */
function explainOf(body: Json): { analyze: boolean } | undefined {
  const options = body.explainOptions;
  if (options === undefined || options === null) return undefined;
  if (typeof options !== 'object')
    throw new GrpcError('INVALID_ARGUMENT', 'Invalid explainOptions.');
  return { analyze: (options as Json).analyze === true };
}

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
    // A client that gives up while waiting for a lock aborts the transaction, as over gRPC.
    const lock = requestLock(deps.transactions, (abort) =>
      res.once('close', () => {
        if (!res.writableEnded) abort();
      }),
    );
    const request = { ...deps, caller, lock };
    if (req.method === 'GET' && !target.verb) {
      const params = new URL(req.url ?? '/', 'http://emulator').searchParams;
      const readTime = params.get('readTime');
      sendJson(
        res,
        200,
        await getDocument(
          request,
          target.resource,
          params.get('transaction'),
          readTime === null ? undefined : parseTimestamp(readTime),
        ),
      );
    } else if (req.method === 'POST' && target.verb) {
      sendJson(
        res,
        200,
        await post(
          request,
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

type Request = Deps & { caller: Caller; lock: Lock };

async function getDocument(
  { store, security, caller, transactions, lock, usage }: Request,
  name: string,
  transaction: string | null,
  readTime: Ts | undefined,
): Promise<Json> {
  assertDocumentName(name);
  security.checkGet(caller, name, store);
  const id = bytesOf(transaction);
  const read = new TransactionalRead(
    transactions,
    id ? { transaction: id } : undefined,
    lock,
    readTime,
  );
  await read.lockDocuments([name]);
  const doc = store.at(read.readTime).get(name);
  usage.read(1);
  if (!doc) throw new GrpcError('NOT_FOUND', `Document "${name}" not found.`);
  return documentToJson(doc);
}

async function post(
  request: Request,
  database: string,
  resource: string,
  verb: string,
  body: Json,
) {
  const { store, security, transactions: txs, clock, caller, lock, usage } = request;
  const readTime = body.readTime === undefined ? undefined : parseTimestamp(body.readTime);
  const startRead = () => new TransactionalRead(txs, consistencyOf(body), lock, readTime);
  switch (verb) {
    case 'batchGet': {
      const names = ((body.documents as string[] | undefined) ?? []).map(String);
      names.forEach(assertDocumentName);
      for (const name of names) security.checkGet(caller, name, store);
      const read = startRead();
      await read.lockDocuments(names);
      const source = store.at(read.readTime);
      const id = base64Of(read.newTransactionId);
      const time = formatTimestamp(read.readTime ?? clock.now());
      if (names.length > 0) usage.read(names.length);
      return names.map((name, i) => {
        const doc = source.get(name);
        return {
          ...(doc ? { found: documentToJson(doc) } : { missing: name }),
          readTime: time,
          ...(i === 0 && id ? { transaction: id } : {}),
        };
      });
    }
    case 'runQuery': {
      assertParentName(resource);
      const query = queryFromJson(body.structuredQuery);
      security.checkList(caller, resource, query, store);
      const read = startRead();
      const source = store.at(read.readTime);
      const start = process.hrtime.bigint();
      const result = await read.query(() => runQuery(source, resource, query));
      const id = base64Of(read.newTransactionId);
      const time = formatTimestamp(read.readTime ?? clock.now());
      const explain = explainOf(body);
      if (explain) {
        const analyze = explain.analyze;
        if (analyze) usage.read(result.docs.length, result.skipped);
        const metrics = explainMetricsJson({
          indexesUsed: indexesUsed(query, result.plan),
          stats: analyze
            ? queryStats(result.docs.length, result.skipped, result.scanned, elapsedNanos(start))
            : undefined,
        });
        const docs = analyze
          ? result.docs.map((doc, i) => ({
              document: documentToJson(doc),
              readTime: time,
              ...(i === 0 && id ? { transaction: id } : {}),
            }))
          : [];
        return [
          ...docs,
          {
            explainMetrics: metrics,
            ...(analyze ? { readTime: time } : {}),
            ...(docs.length === 0 && id ? { transaction: id } : {}),
          },
        ];
      }
      usage.read(result.docs.length, result.skipped);
      if (result.docs.length === 0) return [{ readTime: time, ...(id ? { transaction: id } : {}) }];
      return result.docs.map((doc, i) => ({
        document: documentToJson(doc),
        readTime: time,
        ...(i === 0 && id ? { transaction: id } : {}),
      }));
    }
    case 'runAggregationQuery': {
      assertParentName(resource);
      const aggregation = aggregationFromJson(body.structuredAggregationQuery);
      security.checkList(caller, resource, aggregation.structured_query, store);
      const read = startRead();
      const start = process.hrtime.bigint();
      const { fields, query, entries } = runAggregationWithStats(
        store.at(read.readTime),
        resource,
        aggregation,
      );
      const explain = explainOf(body);
      const answers = !explain || explain.analyze;
      if (answers) usage.read(1);
      const id = base64Of(read.newTransactionId);
      return [
        {
          ...(answers
            ? {
                result: {
                  aggregateFields: Object.fromEntries(
                    [...fields].map(([k, v]) => [k, valueToJson(v)]),
                  ),
                },
                readTime: formatTimestamp(read.readTime ?? clock.now()),
              }
            : {}),
          ...(id ? { transaction: id } : {}),
          ...(explain
            ? {
                explainMetrics: explainMetricsJson({
                  indexesUsed: indexesUsed(
                    aggregation.structured_query,
                    query.plan,
                    aggregatedFields(aggregation),
                  ),
                  stats: explain.analyze
                    ? aggregationStats(entries, elapsedNanos(start))
                    : undefined,
                }),
              }
            : {}),
        },
      ];
    }
    case 'commit': {
      const writes = ((body.writes as unknown[] | undefined) ?? []).map(writeFromJson);
      const id = bytesOf(body.transaction);
      const tx = id ? txs.lookup(id) : txs.internal();
      const { results, time } = await commitWrites(
        { store, txs, clock, security },
        caller,
        writes,
        tx,
        lock,
      );
      return {
        writeResults: results.map((r) => ({
          ...(r.update_time ? { updateTime: formatTimestamp(r.update_time) } : {}),
          transformResults: r.transform_results.map((v) =>
            valueToJson(fromProto(Value.fromObject(v))),
          ),
        })),
        commitTime: formatTimestamp(time),
      };
    }
    case 'beginTransaction': {
      const tx = txs.begin(body.options ? transactionOptionsFromJson(body.options) : undefined);
      return { transaction: base64Of(tx.id) };
    }
    case 'rollback': {
      const id = bytesOf(body.transaction);
      const tx = id ? txs.find(id) : undefined;
      if (tx) txs.finish(tx, 'rolled-back');
      return {};
    }
    default:
      throw new GrpcError('NOT_FOUND', `No REST method :${verb} on ${database}`);
  }
}
