// The stack's child processes: each started in its own process group, recorded for the next run
// when `npm start` keeps data, and stopped with everything in its group (scripts/stack.ts).
import {
  spawn,
  type ChildProcessWithoutNullStreams,
  type SpawnOptionsWithoutStdio,
} from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const children = new Set<ChildProcessWithoutNullStreams>();
/** npm start's record of its children's process groups, for the next run if this one is killed. */
let pidsFile: string | null = null;

/** Keeps the record of the children's process groups in `file` from now on. */
export function recordPidsIn(file: string): void {
  pidsFile = file;
}

function recordChildren(): void {
  if (!pidsFile) return;
  const pids = [...children].map((child) => child.pid).filter((pid) => pid !== undefined);
  writeFileSync(pidsFile, JSON.stringify(pids));
}

const groupAlive = (pid: number): boolean => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Whether a process of that id is one of ours (Linux tells; elsewhere, trust the record). */
function isOurs(pid: number): boolean {
  try {
    return /firebase|emulator|scripts\/mail|scripts\/bkash/.test(
      readFileSync(`/proc/${pid}/cmdline`, 'utf8'),
    );
  } catch {
    return !existsSync('/proc');
  }
}

/**
 * A `npm start` killed with kill -9 cannot stop its emulators: they run on, holding the ports and
 * the unsaved data. The next run saves their Auth accounts, stops them as Ctrl-C would, then starts afresh.
 */
export async function stopLeftovers(
  file: string,
  log: (message: string) => void,
  saveFirst: () => Promise<unknown>,
): Promise<void> {
  if (!existsSync(file)) return;
  const pids = (JSON.parse(readFileSync(file, 'utf8')) as number[]).filter(
    (pid) => groupAlive(pid) && isOurs(pid),
  );
  rmSync(file, { force: true });
  if (pids.length === 0) return;
  log('Saving and stopping the emulators an earlier run left behind…');
  await saveFirst().catch(() => undefined);
  for (const pid of pids) process.kill(-pid, 'SIGINT');
  const deadline = Date.now() + 30_000;
  while (pids.some(groupAlive) && Date.now() < deadline) {
    await new Promise((done) => setTimeout(done, 250));
  }
  for (const pid of pids.filter(groupAlive)) process.kill(-pid, 'SIGKILL');
}

export function run(
  command: string,
  args: string[],
  options: SpawnOptionsWithoutStdio = {},
): ChildProcessWithoutNullStreams {
  const child = spawn(command, args, { cwd: ROOT, detached: true, ...options });
  children.add(child);
  recordChildren();
  child.on('exit', () => {
    children.delete(child);
    recordChildren();
  });
  return child;
}

/** Work to finish before the children are stopped (the Auth autosave). */
const beforeStop = new Set<() => Promise<void>>();

export function runBeforeStop(work: () => Promise<void>): void {
  beforeStop.add(work);
}

export async function stopAll(): Promise<void> {
  await Promise.all([...beforeStop].map((stop) => stop()));
  beforeStop.clear();
  await Promise.all([...children].map((child) => stopGroup(child)));
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    /* already gone */
  }
}

/**
 * Stops a child started with `detached: true` and everything in its process group. SIGINT first,
 * as Ctrl-C would, with time for the emulators' export on exit (npm start keeps its data). The
 * leader's exit is not the end: firebase-tools' Functions workers ignore a first SIGINT and are
 * not always killed by it on its way out, so whatever is left of the group is then stopped too.
 */
export async function stopGroup(
  child: ChildProcessWithoutNullStreams,
  { exportMs = 30_000, leftoverMs = 5_000 } = {},
): Promise<void> {
  // No pid: the spawn itself failed, so there is no process group to stop.
  const pid = child.pid;
  if (pid === undefined) return;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    signalGroup(pid, 'SIGINT');
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([exited, new Promise<void>((done) => (timer = setTimeout(done, exportMs)))]);
    clearTimeout(timer);
  }
  if (!groupAlive(pid)) return;
  signalGroup(pid, 'SIGTERM');
  const deadline = Date.now() + leftoverMs;
  while (groupAlive(pid) && Date.now() < deadline) await sleep(100);
  signalGroup(pid, 'SIGKILL');
  while (groupAlive(pid)) await sleep(50);
}

export function waitForLine(
  child: ChildProcessWithoutNullStreams,
  pattern: RegExp,
  what: string,
  timeoutMs = 120_000,
): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`${what} did not start in time:\n${output}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (pattern.test(output)) {
        clearTimeout(timer);
        resolvePromise(output);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited with code ${code}:\n${output}`));
    });
  });
}

export function portIsFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      done(false);
    });
    socket.once('error', () => done(true));
  });
}

export function onExitSignals(cleanup: () => Promise<void>): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      await cleanup();
      process.exit(130);
    });
  }
}
