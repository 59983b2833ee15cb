import {
  Server,
  ServerCredentials,
  type MethodDefinition,
  type ServiceDefinition,
} from '@grpc/grpc-js';
import { UnimplementedFirestoreService } from '@firestore-emulator/proto/dist/google/firestore/v1/firestore';
import { Clock } from './clock';
import { BoiFirestoreService } from './service';
import { DocumentStore } from './store';
import { TransactionManager } from './transactions';

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
}

export interface FirestoreEmulator {
  readonly host: string;
  readonly port: number;
  readonly store: DocumentStore;
  readonly transactions: TransactionManager;
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
  const server = new Server({
    'grpc.max_receive_message_length': MAX_MESSAGE_BYTES,
    'grpc.max_send_message_length': MAX_MESSAGE_BYTES,
  });
  server.addService(
    passThroughEncodedResponses(UnimplementedFirestoreService.definition),
    new BoiFirestoreService(store, transactions, new Clock(), log),
  );
  const address = host.includes(':')
    ? `[${host}]:${options.port ?? 0}`
    : `${host}:${options.port ?? 0}`;
  const port = await new Promise<number>((resolve, reject) => {
    server.bindAsync(address, ServerCredentials.createInsecure(), (error, bound) =>
      error ? reject(error) : resolve(bound),
    );
  });

  let stopped: Promise<void> | undefined;
  return {
    host,
    port,
    store,
    transactions,
    clear: () => store.clear(),
    stop: () =>
      (stopped ??= new Promise<void>((resolve) => {
        transactions.close();
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
