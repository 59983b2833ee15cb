// `npm start`: builds Boi, starts the emulators with the data of the last run (the demo store,
// seeded, on the first run) and prints where it is. `npm run reset` (`--reset`) starts over from
// a fresh seed. Ctrl-C saves the data and stops everything it started.
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildAll, ROOT, runSeed, startStack } from './stack';
import { onExitSignals, stopAll } from './stack-processes';

const DEMO: [role: string, email: string, password: string][] = [
  ['Admin', 'admin@boi.test', 'admin123'],
  ['Customer', 'reader@boi.test', 'reader123'],
];

/** Firestore's and Auth's data between runs; the images stay in .image-store/. */
const DATA_DIR = join(ROOT, '.emulator-data');
const IMAGE_DIR = join(ROOT, '.image-store');
const OWN_FLAGS = new Set(['--verbose', '--dev', '--reset']);

onExitSignals(async () => {
  console.log('\nSaving your data and stopping Boi…');
  await stopAll();
});

try {
  const reset = process.argv.includes('--reset');
  if (reset) {
    rmSync(DATA_DIR, { recursive: true, force: true });
    if (!process.env.IMAGE_STORE_DIR) rmSync(IMAGE_DIR, { recursive: true, force: true });
  }
  const restoring = existsSync(join(DATA_DIR, 'firestore', 'firestore.jsonl'));
  buildAll();
  const stack = await startStack({
    verbose: process.argv.includes('--verbose'),
    dataDir: DATA_DIR,
  });
  if (restoring) {
    console.log('  Restored the data of your last run (npm run reset starts over).');
  } else {
    runSeed(
      stack.env,
      process.argv.slice(2).filter((arg) => !OWN_FLAGS.has(arg)),
    );
  }
  console.log(`
  Boi is running: ${stack.url}
  Inbox:          ${stack.inbox}  (every mail the shop sends: sign-up links, orders, …)
  Firestore: ${stack.firestore} on ${stack.env.FIRESTORE_EMULATOR_HOST}
  Data: kept in .emulator-data/ (the inbox too) and .image-store/ across restarts

  Demo accounts:
${DEMO.map(([role, email, password]) => `    ${role.padEnd(9)} ${email.padEnd(18)} password: ${password}`).join('\n')}

  Press Ctrl-C to stop.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
}
