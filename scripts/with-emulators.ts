// Runs a command against a throw-away emulator stack on the test ports:
//   tsx scripts/with-emulators.ts [--seed] [--build] -- <command> [args…]
// The command gets FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST, BOI_URL and friends.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildAll, PORT_SETS, ROOT, runSeed, startStack } from './stack';
import { onExitSignals, stopAll } from './stack-processes';

const separator = process.argv.indexOf('--');
const flags = process.argv.slice(2, separator < 0 ? undefined : separator);
const [bin, ...args] = separator < 0 ? [] : process.argv.slice(separator + 1);
if (bin === undefined) {
  console.error('usage: tsx scripts/with-emulators.ts [--seed] [--build] -- <command> [args…]');
  process.exit(2);
}

onExitSignals(stopAll);
let status = 1;
try {
  if (flags.includes('--build')) buildAll();
  process.env.IMAGE_STORE_DIR ??= mkdtempSync(join(tmpdir(), 'boi-images-'));
  const stack = await startStack({ ports: PORT_SETS.test, verbose: flags.includes('--verbose') });
  if (flags.includes('--seed')) runSeed(stack.env);
  const env = { ...stack.env, BOI_URL: stack.url };
  status = spawnSync(bin, args, { cwd: ROOT, env, stdio: 'inherit' }).status ?? 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await stopAll();
}
process.exit(status);
