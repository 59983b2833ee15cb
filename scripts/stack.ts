// Starts Boi's local stack: a Firestore emulator, then firebase-tools' Auth, Functions and Hosting
// emulators (project demo-boi), then the inbox (scripts/mail/: MailDev and the relay that sends
// the shop's mail to it), optionally building and seeding first. Used by `npm start`, `npm test`
// and the benchmark.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import type { IndexReportJson } from '@boi/firestore-emulator/indexes/report';
import { saveAuth, startAuthAutosave } from './auth-autosave';
import { withShellPolicy } from './hosting-policy';
import {
  portIsFree,
  recordPidsIn,
  run,
  runBeforeStop,
  stopLeftovers,
  waitForLine,
} from './stack-processes';

export const ROOT = resolve(import.meta.dirname, '..');
const BIN = join(ROOT, 'node_modules', '.bin');
export const PROJECT_ID = 'demo-boi';

/**
 * Ports of `npm start` (firebase.json) and of test runs, so both can run side by side. The web app
 * finds its Auth emulator at the Hosting port + 4099 (web/src/lib/auth-emulator.ts). The inbox
 * (MailDev) takes Hosting + 2025 for SMTP and Hosting + 2080 for its web page: 7025 and 7080.
 */
export function portsFor(hosting: number) {
  const step = (hosting - 5000) / 100;
  if (!Number.isInteger(step) || step < 0 || step > 9)
    throw new Error(`Hosting port ${hosting}: use 5000, 5100 … 5900`);
  return {
    hosting,
    functions: hosting + 1,
    auth: hosting + 4099,
    firestore: hosting + 3080,
    hub: 4400 + step * 10,
    logging: 4500 + step * 10,
    // Started alongside the Functions emulator; fixed so that stacks never collide.
    eventarc: 6100 + step * 10,
    tasks: 6105 + step * 10,
    mailSmtp: hosting + 2025,
    mailWeb: hosting + 2080,
    /** The local bKash (scripts/bkash/): 7090 for npm start. */
    bkash: hosting + 2090,
  };
}

export type Ports = ReturnType<typeof portsFor>;

export const PORT_SETS = {
  start: portsFor(5000),
  /** BOI_TEST_PORT picks another set (e.g. 5300) to run several test stacks side by side. */
  test: portsFor(Number(process.env.BOI_TEST_PORT ?? 5100)),
};

/** The official Firestore emulator needs Java 21+ and its jar already downloaded (no internet here). */
function officialFirestoreAvailable(): boolean {
  if (process.env.BOI_FIRESTORE === 'npm') return false;
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const major = Number(/version "(\d+)/.exec(`${java.stderr}${java.stdout}`)?.[1] ?? 0);
  const cache = join(homedir(), '.cache', 'firebase', 'emulators');
  const jar =
    existsSync(cache) &&
    readdirSync(cache).some((f) => /^cloud-firestore-emulator.*\.jar$/.test(f));
  return major >= 21 && jar;
}

type Log = (message: string) => void;

/** `BOI_REQUIRE_INDEXES=false` runs queries that lack an index (they are still reported). */
export const requireIndexes = (): boolean => process.env.BOI_REQUIRE_INDEXES !== 'false';

/** What the Firestore emulator saw of firestore.indexes.json (emulator/src/indexes/report.ts). */
export type IndexReport = IndexReportJson;

export async function indexReport(firestoreHost: string): Promise<IndexReport | null> {
  try {
    const response = await fetch(`http://${firestoreHost}/emulator/v1/indexes:report`);
    return response.ok ? ((await response.json()) as IndexReport) : null;
  } catch {
    return null;
  }
}

export function buildAll({ log = console.log }: { log?: Log } = {}): void {
  log('Building functions and web app…');
  for (const workspace of ['functions', 'web']) {
    const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`build of ${workspace} failed`);
  }
}

/**
 * Starts the emulators and returns the env that clients (seed, tests) need. `ports` is one of
 * PORT_SETS. Resolves once every emulator answers.
 */
export async function startStack({
  ports = PORT_SETS.start,
  log = console.log,
  verbose = false,
  dataDir,
}: {
  ports?: Ports;
  log?: Log;
  verbose?: boolean;
  /** Keep Firestore's and Auth's data here across restarts (`npm start`); tests start empty. */
  dataDir?: string;
} = {}) {
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    const pidsFile = join(dataDir, 'pids.json');
    recordPidsIn(pidsFile);
    await stopLeftovers(pidsFile, log, () =>
      saveAuth(PROJECT_ID, ports.auth, join(dataDir, 'firebase')),
    );
  }
  for (const [name, port] of Object.entries(ports)) {
    if (!(await portIsFree(port))) {
      throw new Error(
        `Port ${port} (${name}) is in use — is another Boi stack running? Stop it first.`,
      );
    }
  }
  const firestoreHost = `127.0.0.1:${ports.firestore}`;
  const inbox = `http://127.0.0.1:${ports.mailWeb}`;
  const env = {
    ...process.env,
    NO_UPDATE_NOTIFIER: '1',
    // No cloud metadata server here: stop Google's client libraries probing for one.
    METADATA_SERVER_DETECTION: 'none',
    GCLOUD_PROJECT: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: firestoreHost,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    IMAGE_STORE_DIR: process.env.IMAGE_STORE_DIR ?? join(ROOT, '.image-store'),
    // firebase-tools' Functions emulator starts a worker process for every request that finds no
    // idle one: a burst of 30 orders would start 30 cold workers on two cores, and none would
    // answer within a minute. This bounds the requests it runs at once (its default is 50); the
    // rest queue for a warm worker, as production queues them for an instance's 20 slots.
    FUNCTIONS_EMULATOR_PARALLEL: process.env.FUNCTIONS_EMULATOR_PARALLEL ?? '6',
    // Every request of a local run comes from 127.0.0.1: per-address limits are raised.
    RATE_LIMIT_ADDRESS_FACTOR: process.env.RATE_LIMIT_ADDRESS_FACTOR ?? '100',
    // Absolute URLs (canonical links, sitemaps) use these, never a request's host header.
    PUBLIC_ORIGIN:
      process.env.PUBLIC_ORIGIN ??
      `http://127.0.0.1:${ports.hosting},http://localhost:${ports.hosting}`,
    /** The inbox's page; its API lists the mail (GET /api/email). */
    BOI_MAIL_URL: inbox,
    ...bkashEnv(ports),
  };
  await startBkash(ports, env, log);
  const official = officialFirestoreAvailable();
  const only = ['auth', 'functions', 'hosting', ...(official ? ['firestore'] : [])];
  if (!official) {
    log(
      `Starting Firestore emulator (Boi's emulator/, on @firestore-emulator/proto) on ${firestoreHost}…`,
    );
    const firestore = run(
      join(BIN, 'tsx'),
      [
        'emulator/src/main.ts',
        '--host',
        '127.0.0.1',
        '--port',
        String(ports.firestore),
        '--rules',
        'firestore.rules',
        // Refuse, as production does, a query that no index in the file serves.
        '--indexes',
        'firestore.indexes.json',
        ...(requireIndexes() ? ['--require-indexes'] : []),
        ...(dataDir ? ['--data', join(dataDir, 'firestore', 'firestore.jsonl')] : []),
      ],
      // It holds the whole database in memory: at Rokomari's size (200,000 books, as many imported,
      // 100,000 orders) its heap outgrows Node's default limit of about 4 GiB, and garbage
      // collection then stalls every request for seconds.
      {
        env: {
          ...env,
          NODE_OPTIONS: withOption(process.env.NODE_OPTIONS, '--max-old-space-size=12288'),
        },
      },
    );
    await waitForLine(firestore, /ready on/, 'Firestore emulator', 30_000);
    if (verbose) firestore.stdout.pipe(process.stdout);
  }

  const config = writeEmulatorConfig(ports);
  log(`Starting Firebase emulators (${only.join(', ')})…`);
  // Auth (and the official Firestore emulator) export on exit and import next time. The export
  // replaces its whole folder, so it has one of its own beside our emulator's.
  const exportDir = dataDir ? join(dataDir, 'firebase') : null;
  const keep = exportDir
    ? [
        ...(existsSync(join(exportDir, 'firebase-export-metadata.json'))
          ? ['--import', exportDir]
          : []),
        '--export-on-exit',
        exportDir,
      ]
    : [];
  const firebase = run(
    join(BIN, 'firebase'),
    [
      'emulators:start',
      '--only',
      only.join(','),
      '--project',
      PROJECT_ID,
      '--config',
      config,
      ...keep,
    ],
    // The logging emulator streams the Auth emulator's log, where it "sends" its own mails.
    { env: { ...env, START_LOGGING_EMULATOR: 'true' } },
  );
  const output = waitForLine(firebase, /All emulators ready/, 'Firebase emulators', 180_000);
  if (verbose) {
    firebase.stdout.pipe(process.stdout);
    firebase.stderr.pipe(process.stderr);
  }
  await output;
  if (exportDir) runBeforeStop(startAuthAutosave(PROJECT_ID, ports.auth, exportDir));
  log(`Starting the inbox (MailDev) on ${inbox}…`);
  const mail = run(
    join(BIN, 'tsx'),
    [
      'scripts/mail/main.ts',
      '--smtp',
      String(ports.mailSmtp),
      '--web',
      String(ports.mailWeb),
      '--firestore',
      firestoreHost,
      '--auth',
      `127.0.0.1:${ports.auth}`,
      '--logging',
      `127.0.0.1:${ports.logging}`,
      '--project',
      PROJECT_ID,
      // npm start keeps the inbox with the rest of its data.
      ...(dataDir ? ['--mail-dir', join(dataDir, 'mail')] : []),
      ...(verbose ? ['--verbose'] : []),
    ],
    { env },
  );
  const mailReady = waitForLine(mail, /Inbox ready/, 'The inbox', 60_000);
  if (verbose) {
    mail.stdout.pipe(process.stdout);
    mail.stderr.pipe(process.stderr);
  }
  await Promise.all([mailReady, warmFunctions(`http://127.0.0.1:${ports.hosting}`, log)]);
  return {
    env,
    ports,
    url: `http://127.0.0.1:${ports.hosting}`,
    inbox,
    firestore: official
      ? 'official Firestore emulator'
      : "Boi's emulator/ (gRPC, on @firestore-emulator/proto)",
  };
}

// --- The local bKash (scripts/bkash/) -------------------------------------------------------
/** The stand-in's demo credentials: it checks that they come, not what they are. */
const BKASH_LOCAL_SECRETS = {
  BKASH_APP_KEY: 'boi-local-app-key',
  BKASH_APP_SECRET: 'boi-local-app-secret',
  BKASH_USERNAME: 'boi-local',
  BKASH_PASSWORD: 'boi-local-password',
};

/** The functions (and tests) talk to the stand-in: BKASH_LOCAL_URL wins over BKASH_BASE_URL. */
const bkashEnv = (ports: Ports) => ({
  ...BKASH_LOCAL_SECRETS,
  BKASH_LOCAL_URL: `http://127.0.0.1:${ports.bkash}/v1.2.0-beta/tokenized/checkout`,
});

/**
 * Starts the stand-in and gives the Functions emulator its secrets in functions/.secret.local
 * (the emulator asks Secret Manager for any it lacks there). A file already there is kept.
 */
async function startBkash(ports: Ports, env: NodeJS.ProcessEnv, log: Log): Promise<void> {
  const secrets = join(ROOT, 'functions', '.secret.local');
  if (!existsSync(secrets)) {
    const lines = Object.entries(BKASH_LOCAL_SECRETS).map(([key, value]) => `${key}=${value}`);
    writeFileSync(secrets, `${lines.join('\n')}\n`);
  }
  log(`Starting the local bKash on http://127.0.0.1:${ports.bkash}…`);
  const bkash = run(join(BIN, 'tsx'), ['scripts/bkash/main.ts', '--port', String(ports.bkash)], {
    env,
  });
  await waitForLine(bkash, /bKash stand-in ready/, 'The local bKash', 30_000);
}

/**
 * The Functions emulator starts one worker process per request that finds every worker busy,
 * and each loads the whole bundle: a page's first burst of cover requests on a cold stack starts
 * a dozen at once on two cores, and its scripts wait behind them for a socket. A few workers
 * started here, one burst each for `api` and `ssr`, play the part of Cloud Functions' warm
 * instances (minInstances in production).
 */
async function warmFunctions(url: string, log: Log): Promise<void> {
  const started = Date.now();
  const get = async (path: string) => {
    try {
      await (await fetch(`${url}${path}`)).arrayBuffer();
    } catch {
      // A worker that failed to start is started again by the first real request.
    }
  };
  // A callable asked with GET answers at once (no auth needed to be refused), starting a worker.
  await Promise.all([
    ...Array.from({ length: 3 }, () => get('/api/v1/openapi.json')),
    ...Array.from({ length: 2 }, () => get('/')),
  ]);
  await Promise.all(Array.from({ length: 3 }, () => get('/api/callable/placeOrder')));
  log(
    `Warmed the api, ssr and callable functions (${((Date.now() - started) / 1000).toFixed(1)} s).`,
  );
}

/** firebase.json with this run's ports, written beside it so relative paths still resolve. */
function writeEmulatorConfig(ports: Ports): string {
  const base = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as {
    emulators?: Record<string, unknown>;
    hosting?: { headers?: { source: string; headers: { key: string; value: string }[] }[] };
  };
  const host = '127.0.0.1';
  base.emulators = {
    ...base.emulators,
    auth: { host, port: ports.auth },
    functions: { host, port: ports.functions },
    hosting: { host, port: ports.hosting },
    firestore: { host, port: ports.firestore },
    hub: { host, port: ports.hub },
    logging: { host, port: ports.logging },
    eventarc: { host, port: ports.eventarc },
    tasks: { host, port: ports.tasks },
  };
  // The app shell's pages talk to the emulators on 127.0.0.1: the local policy allows them.
  withShellPolicy(base, {
    scriptHashes: [],
    recaptcha: Boolean(process.env.VITE_APP_CHECK_SITE_KEY),
    loopback: true,
  });
  const path = join(ROOT, `.firebase.${ports.hosting}.json`);
  writeFileSync(path, JSON.stringify(base, null, 2));
  return path;
}

/** What startStack resolves to: the env clients need, the ports, the store URL. */
export type Stack = Awaited<ReturnType<typeof startStack>>;

/** NODE_OPTIONS with one more option. */
const withOption = (options: string | undefined, option: string) =>
  [options, option].filter(Boolean).join(' ');

export function runSeed(env: NodeJS.ProcessEnv, args: string[] = []): void {
  const result = spawnSync(join(BIN, 'tsx'), ['scripts/seed/main.ts', ...args], {
    cwd: ROOT,
    env,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('seeding failed');
}
