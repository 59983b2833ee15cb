// `npm test`: every check Boi has, in order — lint, typecheck, unit tests, then one emulator stack
// for the functions integration tests and the end-to-end tests in Chromium. Ends with a
// "N passed, N failed" line summing every test that ran.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { printIndexReport } from './index-report';
import {
  buildAll,
  indexReport,
  type IndexReport,
  PORT_SETS,
  ROOT,
  runSeed,
  startStack,
} from './stack';
import { onExitSignals, stopAll } from './stack-processes';

const BIN = join(ROOT, 'node_modules', '.bin');

/** The parts of vitest's JSON reporter output and Playwright's JSON report that are tallied. */
interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests?: number;
}
interface PlaywrightReport {
  stats: { expected: number; flaky: number; unexpected: number; skipped: number };
}

const reports = mkdtempSync(join(tmpdir(), 'boi-test-'));
const tally = { passed: 0, failed: 0, skipped: 0 };
const failedSteps: string[] = [];

function step(name: string, command: string, args: string[], env = process.env): boolean {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd: ROOT, env, stdio: 'inherit' });
  if (result.status !== 0) failedSteps.push(name);
  return result.status === 0;
}

function vitest(name: string, projects: string[], env?: NodeJS.ProcessEnv): void {
  const out = join(reports, `${name}.json`);
  const args = [
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ];
  step(name, join(BIN, 'vitest'), args, env);
  try {
    const report = JSON.parse(readFileSync(out, 'utf8')) as VitestReport;
    tally.passed += report.numPassedTests;
    tally.failed += report.numFailedTests;
    tally.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } catch {
    tally.failed += 1;
  }
}

function playwright(env: NodeJS.ProcessEnv): void {
  const out = join(reports, 'e2e.json');
  step(
    'end-to-end tests (Chromium)',
    join(BIN, 'playwright'),
    ['test', '-c', 'e2e/playwright.config.ts'],
    {
      ...env,
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
    },
  );
  try {
    const { stats } = JSON.parse(readFileSync(out, 'utf8')) as PlaywrightReport;
    tally.passed += stats.expected + stats.flaky;
    tally.failed += stats.unexpected;
    tally.skipped += stats.skipped;
  } catch {
    tally.failed += 1;
  }
}

/**
 * Runs checks side by side (on two cores, lint and typecheck together take about the time of the
 * longer one) and prints each one's output whole, in order, once all have finished.
 */
async function stepsTogether(steps: [name: string, command: string, args: string[]][]) {
  const runs = steps.map(
    ([name, command, args]) =>
      new Promise<{ name: string; ok: boolean; output: string }>((resolve) => {
        const child = spawn(command, args, {
          cwd: ROOT,
          env: { ...process.env, FORCE_COLOR: '1' },
        });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.on('error', (error) => resolve({ name, ok: false, output: String(error) }));
        child.on('close', (code) => resolve({ name, ok: code === 0, output }));
      }),
  );
  for (const { name, ok, output } of await Promise.all(runs)) {
    console.log(`\n▶ ${name}`);
    process.stdout.write(output);
    if (!ok) failedSteps.push(name);
  }
}

/**
 * Every query of the run met firestore.indexes.json (the emulator refused those that did not, as
 * production would); the report names any that did not, and the unused indexes.
 */
function checkIndexes(report: IndexReport | null): void {
  if (!report) return; // the official emulator keeps no such report
  mkdirSync(join(ROOT, 'test-results'), { recursive: true });
  writeFileSync(
    join(ROOT, 'test-results', 'firestore-indexes.json'),
    JSON.stringify(report, null, 2),
  );
  printIndexReport(report);
  if (report.missing.length > 0) {
    failedSteps.push('Firestore indexes (see above)');
    tally.failed += report.missing.length;
  }
}

onExitSignals(stopAll);

await stepsTogether([
  ['lint (eslint)', join(BIN, 'eslint'), ['.', '--max-warnings', '0']],
  ['typecheck (every workspace)', 'npm', ['run', '--silent', 'typecheck']],
  ['format (prettier)', join(BIN, 'prettier'), ['--check', '.']],
]);
vitest('unit tests', ['domain', 'emulator', 'web', 'scripts']);

try {
  buildAll();
  const imageDir = mkdtempSync(join(tmpdir(), 'boi-images-'));
  process.env.IMAGE_STORE_DIR = imageDir;
  const stack = await startStack({ ports: PORT_SETS.test });
  const env = { ...stack.env, BOI_URL: stack.url };
  vitest('functions tests (emulators)', ['functions'], env);
  runSeed(env);
  playwright(env);
  checkIndexes(await indexReport(stack.env.FIRESTORE_EMULATOR_HOST));
  rmSync(imageDir, { recursive: true, force: true });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failedSteps.push('emulator stack');
} finally {
  await stopAll();
}

console.log(
  failedSteps.length ? `\nFailed steps: ${failedSteps.join(', ')}` : '\nAll steps passed.',
);
console.log(`${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
