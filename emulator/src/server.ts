import { createServer as createHttpServer } from 'node:http';
import { connect, createServer as createNetServer, type Socket } from 'node:net';
import {
  Server,
  ServerCredentials,
  type MethodDefinition,
  type ServiceDefinition,
} from '@grpc/grpc-js';
import { UnimplementedFirestoreService } from '@firestore-emulator/proto/dist/google/firestore/v1/firestore';
import { Clock } from './clock';
import { allowCors, BadBody, emulatorEndpoint, sendError } from './http-endpoints';
import { IndexGuard } from './indexes/guard';
import { handleRest } from './rest';
import { Security } from './security';
import { BoiFirestoreService } from './service';
import { DocumentStore } from './store';
import { TransactionManager } from './transactions';
import { Usage } from './usage';

export interface FirestoreEmulatorOptions {
  /** Interface to bind; default 127.0.0.1 (never all interfaces unless asked). */
  host?: string;
  /** Port to bind; 0 (the default) picks a free one. */
  port?: number;
  /** How long a request waits for a document lock before ABORTED; default 20 s. */
  lockWaitMs?: number;
  /** How long an unused transaction keeps its locks; default 60 s. */
  idleTransactionMs?: number;
  /** Where unexpected internal errors are reported; default console.error. */
  log?: (message: string) => void;
  /**
   * Security rules for every project, reloaded when the file changes; a file that does not
   * compile makes the start fail with its line and column. Without it everything is allowed
   * (as the official emulator does without rules), except where a project's rules were loaded
   * through `PUT /emulator/v1/projects/{project}:securityRules`.
   */
  rulesFile?: string;
  /**
   * Composite indexes (`firestore.indexes.json` format) for every project, reloaded when the file
   * changes; a file production would refuse makes the start fail naming the entry. A project's
   * own set (`PUT /emulator/v1/projects/{project}:indexes`) replaces it for that project.
   */
  indexesFile?: string;
  /** Refuse queries that need a missing index (FAILED_PRECONDITION); otherwise only report them. */
  requireIndexes?: boolean;
  /** Where the index report (`GET /emulator/v1/indexes:report`) is written as JSON on stop. */
  indexReportFile?: string;
}

export interface FirestoreEmulator {
  readonly host: string;
  readonly port: number;
  readonly store: DocumentStore;
  readonly transactions: TransactionManager;
  readonly security: Security;
  readonly indexes: IndexGuard;
  /** Deletes every document. */
  clear(): void;
  stop(): Promise<void>;
}

const MAX_MESSAGE_BYTES = 64 * 1024 * 1024;

/** The generated definition, but responses that are already encoded bytes are sent as they are. */
function passThroughEncodedResponses(definition: object): ServiceDefinition {
  const out: Record<string, object> = {};
  for (const [name, method] of Object.entries(definition) as [
    string,
    MethodDefinition<unknown, { serialize(): Uint8Array }>,
  ][]) {
    out[name] = {
      ...method,
      responseSerialize: (message: Uint8Array | { serialize(): Uint8Array }) =>
        message instanceof Uint8Array
          ? Buffer.from(message.buffer, message.byteOffset, message.byteLength)
          : Buffer.from(message.serialize()),
    };
  }
  return out as ServiceDefinition;
}

export async function startFirestoreEmulator(
  options: FirestoreEmulatorOptions = {},
): Promise<FirestoreEmulator> {
  const host = options.host ?? '127.0.0.1';
  const store = new DocumentStore();
  const transactions = new TransactionManager({
    lockWaitMs: options.lockWaitMs ?? 20_000,
    idleMs: options.idleTransactionMs ?? 60_000,
  });
  const log = options.log ?? ((message: string) => console.error(message));
  const clock = new Clock();
  const security = new Security((message) => console.log(message));
  if (options.rulesFile) security.watchFile(options.rulesFile);
  const indexes = new IndexGuard({
    requireIndexes: options.requireIndexes,
    log: (message) => console.log(message),
  });
  try {
    if (options.indexesFile) indexes.watchFile(options.indexesFile);
  } catch (error) {
    security.close();
    throw error;
  }
  store.indexGuard = indexes;
  const server = new Server({
    'grpc.max_receive_message_length': MAX_MESSAGE_BYTES,
    'grpc.max_send_message_length': MAX_MESSAGE_BYTES,
  });
  const usage = new Usage();
  server.addService(
    passThroughEncodedResponses(UnimplementedFirestoreService.definition),
    new BoiFirestoreService(store, transactions, clock, log, security, usage),
  );
  // grpc-js listens on a loopback port of its own; the shared port pipes HTTP/2 connections to it.
  const grpcPort = await new Promise<number>((resolve, reject) => {
    server.bindAsync('127.0.0.1:0', ServerCredentials.createInsecure(), (error, bound) =>
      error ? reject(error) : resolve(bound),
    );
  });

  const http = createHttpServer((req, res) => {
    allowCors(req, res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const path = new URL(req.url ?? '/', 'http://emulator').pathname;
    void (async () => {
      try {
        if (await emulatorEndpoint(req, res, path, { store, security, usage, indexes })) return;
        if (await handleRest(req, res, path, { store, security, transactions, clock, usage }))
          return;
        sendError(res, 404, `No route ${req.method} ${path}`);
      } catch (error) {
        if (error instanceof BadBody || error instanceof URIError) {
          const status = error instanceof BadBody ? error.status : 400;
          if (!res.headersSent) sendError(res, status, error.message);
          return;
        }
        log(`HTTP ${req.method} ${path} failed: ${(error as Error).stack ?? String(error)}`);
        if (!res.headersSent) sendError(res, 500, (error as Error).message);
        else res.end();
      }
    })();
  });

  // One port for both, as the official emulator: HTTP/2 with the gRPC preface goes to grpc-js,
  // anything else (the REST API, the emulator endpoints, CORS preflights) to the HTTP server.
  const PREFACE = 'PRI * HTTP/2.0';
  const sockets = new Set<Socket>();
  const listener = createNetServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.once('data', (first: Buffer) => {
      socket.pause();
      socket.unshift(first);
      if (first.subarray(0, 3).toString('latin1') === PREFACE.slice(0, 3)) {
        const upstream = connect(grpcPort, '127.0.0.1');
        upstream.setNoDelay(true);
        socket.setNoDelay(true);
        socket.pipe(upstream).pipe(socket);
        upstream.once('error', () => socket.destroy());
        socket.once('error', () => upstream.destroy());
        socket.once('close', () => upstream.destroy());
        upstream.once('close', () => socket.destroy());
      } else {
        http.emit('connection', socket);
      }
      socket.resume();
    });
  });
  const port = await new Promise<number>((resolve, reject) => {
    listener.once('error', reject);
    listener.listen(options.port ?? 0, host, () => {
      const address = listener.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });

  let stopped: Promise<void> | undefined;
  return {
    host,
    port,
    store,
    transactions,
    security,
    indexes,
    clear: () => store.clear(),
    stop: () =>
      (stopped ??= new Promise<void>((resolve) => {
        transactions.close();
        security.close();
        indexes.close();
        try {
          if (options.indexReportFile) indexes.writeReport(options.indexReportFile);
        } catch (error) {
          log(`Could not write the index report: ${(error as Error).message}`);
        }
        listener.close();
        http.close();
        for (const socket of sockets) socket.destroy();
        // Open Listen streams would keep a graceful shutdown waiting; give it a moment.
        const force = setTimeout(() => {
          server.forceShutdown();
          resolve();
        }, 1000);
        server.tryShutdown(() => {
          clearTimeout(force);
          resolve();
        });
      })),
  };
}
