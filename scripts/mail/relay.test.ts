import { createServer } from 'node:net';
import { initializeApp, deleteApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { MailDev } from 'maildev';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFirestoreEmulator, type FirestoreEmulator } from '@boi/firestore-emulator/server';
import { LEASE_EXPIRED, startMailRelay, type MailRelay } from './relay';

/** A port nothing listens on: bound, read, released. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

type Caught = { subject: string; to: { address: string }[]; text?: string };

let emulator: FirestoreEmulator;
let maildev: MailDev;
let smtpPort: number;
let webPort: number;
let app: App;
let db: Firestore;
let firestoreHost: string;
const relays: MailRelay[] = [];

const inbox = async (): Promise<Caught[]> =>
  (await fetch(`http://127.0.0.1:${webPort}/api/email`)).json() as Promise<Caught[]>;

const delivery = async (path: string) =>
  (await db.doc(path).get()).get('delivery') as Record<string, unknown> | undefined;

async function settled(path: string) {
  await expect
    .poll(async () => (await delivery(path))?.state, { timeout: 10_000 })
    .toMatch(/SUCCESS|ERROR/);
  return (await delivery(path))!;
}

async function relay(port = smtpPort) {
  const started = await startMailRelay({ firestoreHost, smtpPort: port, log: () => undefined });
  relays.push(started);
  return started;
}

beforeAll(async () => {
  emulator = await startFirestoreEmulator({ port: 0 });
  firestoreHost = `127.0.0.1:${emulator.port}`;
  maildev = new MailDev({ smtp: 0, web: 0, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true });
  const servers = await maildev.start();
  smtpPort = servers.smtp.getAddress().port;
  webPort = servers.api!.getAddress()!.port;
  app = initializeApp({ projectId: 'demo-boi' }, 'relay-test');
  db = getFirestore(app);
  db.settings({ host: firestoreHost, ssl: false });
});

afterAll(async () => {
  await Promise.all(relays.map((r) => r.stop()));
  await deleteApp(app);
  await maildev.stop();
  await emulator.stop();
});

describe('the local mail relay', () => {
  it('sends a new mail document to the inbox and records its delivery', async () => {
    const current = await relay();
    const ref = await db.collection('mail').add({
      to: 'reader@boi.test',
      message: { subject: 'অর্ডার · Order B-TEST01', text: 'Thanks', html: '<p>Thanks</p>' },
    });
    const result = await settled(ref.path);
    expect(result).toMatchObject({ state: 'SUCCESS', attempts: 1, error: null });
    expect(result.info).toMatchObject({ accepted: ['reader@boi.test'], rejected: [] });
    expect(result.startTime).toBeTruthy();
    expect(result.endTime).toBeTruthy();
    const caught = (await inbox()).find((m) => m.subject === 'অর্ডার · Order B-TEST01');
    expect(caught?.to.map((t) => t.address)).toEqual(['reader@boi.test']);
    await current.stop();
  });

  it('marks a failed delivery ERROR with the reason', async () => {
    const current = await relay(await closedPort());
    const ref = await db.collection('mail').add({
      to: 'reader@boi.test',
      message: { subject: 'Nobody listens', text: 'x' },
    });
    const result = await settled(ref.path);
    expect(result.state).toBe('ERROR');
    expect(String(result.error)).toMatch(/ECONNREFUSED|connect/i);
    // A document without a recipient fails too, and says why.
    const empty = await db.collection('mail').add({ message: { subject: 'To nobody' } });
    expect((await settled(empty.path)).error).toMatch(/at least 1 recipient/);
    await current.stop();
  });

  it('sends nothing twice: not after a restart, not with two relays at once', async () => {
    const count = async (subject: string) =>
      (await inbox()).filter((m) => m.subject === subject).length;
    const first = await relay();
    const before = await db.collection('mail').add({
      to: 'a@boi.test',
      message: { subject: 'Before the restart', text: 'x' },
    });
    await settled(before.path);
    await first.stop();

    // Two relays watch the same collection (a restart overlapping the old run).
    await Promise.all([relay(), relay()]);
    const refs = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        db.collection('mail').add({ to: 'b@boi.test', message: { subject: `Burst ${i}` } }),
      ),
    );
    for (const ref of refs) expect((await settled(ref.path)).state).toBe('SUCCESS');
    await Promise.all(relays.map((r) => r.idle()));
    expect(await count('Before the restart')).toBe(1);
    for (let i = 0; i < 5; i += 1) expect(await count(`Burst ${i}`)).toBe(1);
    expect((await delivery(before.path))?.attempts).toBe(1);
  });

  it('marks a document left PROCESSING by a stopped run failed, and does not send it', async () => {
    await relay();
    const ref = await db.collection('mail').add({
      to: 'c@boi.test',
      message: { subject: 'Claimed, never sent' },
      delivery: { state: 'PROCESSING', attempts: 0, leaseExpireTime: new Date(Date.now() - 1) },
    });
    const result = await settled(ref.path);
    expect(result).toMatchObject({ state: 'ERROR', error: LEASE_EXPIRED });
    expect((await inbox()).some((m) => m.subject === 'Claimed, never sent')).toBe(false);
  });

  it('delivers an SMS document as a mail to <digits>@sms.boi.test', async () => {
    await relay();
    const ref = await db.collection('messages').add({ to: '+8801712345678', body: 'B-TEST01' });
    expect((await settled(ref.path)).state).toBe('SUCCESS');
    const sms = (await inbox()).find((m) => m.subject === 'SMS to +8801712345678');
    expect(sms?.to.map((t) => t.address)).toEqual(['8801712345678@sms.boi.test']);
    expect(sms?.text?.trim()).toBe('B-TEST01');
  });
});
