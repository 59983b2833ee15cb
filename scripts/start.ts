// `npm start`: builds Boi, starts the emulators, seeds the demo store and prints where it is.
// Ctrl-C stops everything it started.
import { buildAll, onExitSignals, runSeed, startStack, stopAll } from './stack';

const DEMO: [role: string, email: string, password: string][] = [
  ['Admin', 'admin@boi.test', 'admin123'],
  ['Customer', 'reader@boi.test', 'reader123'],
];

onExitSignals(async () => {
  console.log('\nStopping Boi…');
  await stopAll();
});

try {
  buildAll();
  const stack = await startStack({ verbose: process.argv.includes('--verbose') });
  runSeed(
    stack.env,
    process.argv.slice(2).filter((arg) => arg !== '--verbose' && arg !== '--dev'),
  );
  console.log(`
  Boi is running: ${stack.url}
  Firestore: ${stack.firestore} on ${stack.env.FIRESTORE_EMULATOR_HOST}

  Demo accounts:
${DEMO.map(([role, email, password]) => `    ${role.padEnd(9)} ${email.padEnd(18)} password: ${password}`).join('\n')}

  Press Ctrl-C to stop.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
}
