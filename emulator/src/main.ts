// Boi's local Firestore emulator:
// `tsx emulator/src/main.ts [--host 127.0.0.1] [--port 8080] [--rules firestore.rules]
//   [--data .emulator-data/firestore/firestore.jsonl] [--indexes firestore.indexes.json] [--require-indexes]
//   [--index-report FILE]` (--data: load it at start, keep it saved; --require-indexes: refuse
//   queries that need a missing index, as production does; --index-report: written on stop).
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadSnapshot, persistStore } from './persistence';
import { startFirestoreEmulator } from './server';

export { startFirestoreEmulator } from './server';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      host: { type: 'string', default: '127.0.0.1' },
      port: { type: 'string', default: '8080' },
      rules: { type: 'string' },
      data: { type: 'string' },
      indexes: { type: 'string' },
      'require-indexes': { type: 'boolean', default: false },
      'index-report': { type: 'string' },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`Invalid --port: ${values.port}`);
  }
  const emulator = await startFirestoreEmulator({
    host: values.host,
    port,
    rulesFile: values.rules,
    indexesFile: values.indexes,
    requireIndexes: values['require-indexes'],
    indexReportFile: values['index-report'],
  });
  if (values.rules) console.log(`Security rules from ${values.rules} (reloaded when it changes)`);
  if (values.indexes || values['require-indexes']) {
    const mode = values['require-indexes'] ? 'required' : 'reported, not required';
    console.log(`Indexes from ${values.indexes ?? '(none)'}: ${mode}`);
  }
  const data = values.data;
  if (data) console.log(`Loaded ${loadSnapshot(emulator.store, data)} documents from ${data}`);
  const saved = data ? persistStore(emulator.store, data) : null;
  console.log(`Firestore emulator ready on ${values.host}:${emulator.port}`);
  const shutdown = () => {
    saved?.close();
    void emulator.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

const invokedDirectly = (() => {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
})();

if (invokedDirectly) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
