import type { IncomingMessage, ServerResponse } from 'node:http';
import type { IndexGuard } from './indexes/guard';
import { IndexFileError, parseIndexFile } from './indexes/index-file';
import { INDEX_REPORT_PATH } from './indexes/report';
import { compileRules, RulesSyntaxError } from './rules/compile';
import type { Security } from './security';
import type { DocumentStore } from './store';
import { USAGE_PATH, type Usage } from './usage';

const MAX_BODY_BYTES = 10 * 1024 * 1024;

/** A browser page on another port (the store on 5000) may call the emulator (on 8080). */
export function allowCors(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
  res.setHeader(
    'Access-Control-Allow-Headers',
    req.headers['access-control-request-headers'] ??
      'authorization, content-type, x-goog-api-client, x-goog-request-params, x-firebase-gmpid, x-firebase-appcheck, x-firebase-client, google-cloud-resource-prefix',
  );
  res.setHeader('Access-Control-Max-Age', '3600');
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  409: 'ABORTED',
  413: 'INVALID_ARGUMENT',
  500: 'INTERNAL',
  501: 'UNIMPLEMENTED',
};

/** `statusName`: the gRPC status behind the HTTP one (FAILED_PRECONDITION is a 400 too). */
export function sendError(
  res: ServerResponse,
  status: number,
  message: string,
  statusName = STATUS_NAMES[status] ?? 'UNKNOWN',
): void {
  sendJson(res, status, { error: { code: status, message, status: statusName } });
}

/** A body the emulator will not read: answered with its status, never a 500. */
export class BadBody extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

export async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new BadBody(413, 'The request body is too large.');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return text ? JSON.parse(text) : {};
  } catch (error) {
    throw new BadBody(400, `Invalid JSON: ${(error as Error).message}`);
  }
}

const RULES = /^\/emulator\/v1\/projects\/([^/:]+):securityRules$/;
const INDEXES = /^\/emulator\/v1\/projects\/([^/:]+):indexes$/;
const DOCUMENTS = /^\/emulator\/v1\/projects\/([^/]+)\/databases\/([^/]+)\/documents$/;

/**
 * The official emulator's own endpoints that the CLI and @firebase/rules-unit-testing use: load a
 * project's rules, clear a database, and a health check; and Boi's own read and write tally
 * (usage.ts). Returns false for other paths.
 */
export async function emulatorEndpoint(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  {
    store,
    security,
    usage,
    indexes,
  }: { store: DocumentStore; security: Security; usage: Usage; indexes: IndexGuard },
): Promise<boolean> {
  if (req.method === 'GET' && path === '/') {
    res.writeHead(200, { 'Content-Type': 'text/plain' });
    res.end('Ok');
    return true;
  }
  if (req.method === 'GET' && path === USAGE_PATH) {
    sendJson(res, 200, usage.snapshot());
    return true;
  }
  if (await indexEndpoint(req, res, path, indexes)) return true;
  const rules = RULES.exec(path);
  if (rules && req.method === 'PUT') {
    const body = (await readJson(req)) as {
      rules?: { files?: { name?: string; content?: string }[] };
    };
    const file = body.rules?.files?.[0];
    if (typeof file?.content !== 'string') {
      sendError(res, 400, 'Expected { rules: { files: [{ name, content }] } }.');
      return true;
    }
    try {
      security.setProjectRules(
        decodeURIComponent(rules[1]!),
        compileRules(file.content, file.name ?? 'firestore.rules'),
      );
      sendJson(res, 200, {});
    } catch (error) {
      if (!(error instanceof RulesSyntaxError)) throw error;
      sendError(res, 400, error.message);
    }
    return true;
  }
  const documents = DOCUMENTS.exec(path);
  if (documents && req.method === 'DELETE') {
    const [, project, database] = documents.map((part) => decodeURIComponent(part));
    store.clear(`projects/${project}/databases/${database}/documents/`);
    sendJson(res, 200, {});
    return true;
  }
  return false;
}

/**
 * Boi's own: a project's composite indexes (PUT an index file's JSON, DELETE reverts to
 * `--indexes`), and the index report (GET, DELETE resets it).
 */
async function indexEndpoint(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  indexes: IndexGuard,
): Promise<boolean> {
  if (path === INDEX_REPORT_PATH && (req.method === 'GET' || req.method === 'DELETE')) {
    if (req.method === 'DELETE') indexes.report.reset();
    sendJson(res, 200, req.method === 'GET' ? indexes.snapshot() : {});
    return true;
  }
  const match = INDEXES.exec(path);
  if (!match || (req.method !== 'PUT' && req.method !== 'DELETE')) return false;
  const project = decodeURIComponent(match[1]!);
  if (req.method === 'DELETE') {
    indexes.clearProjectIndexes(project);
    sendJson(res, 200, {});
    return true;
  }
  const body = await readJson(req);
  try {
    indexes.setProjectIndexes(project, parseIndexFile(body, `projects/${project}:indexes`));
    sendJson(res, 200, {});
  } catch (error) {
    if (!(error instanceof IndexFileError)) throw error;
    sendError(res, 400, error.message);
  }
  return true;
}
