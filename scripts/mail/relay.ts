// The local stand-in for the Trigger Email extension (firebase/firestore-send-email): it picks up
// each new document of the `mail` collection, sends it over SMTP (to the stack's inbox) and
// records the delivery on the document as the extension does. It runs only in the local stack
// (scripts/mail/main.ts); production installs the extension (docs/operations.md).
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import {
  FieldValue,
  getFirestore,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type QuerySnapshot,
} from 'firebase-admin/firestore';
import nodemailer from 'nodemailer';

export const DEFAULT_FROM = 'বই · Boi <no-reply@boi.test>';
/** How long a claimed document may stay PROCESSING before it is marked failed (the extension's). */
export const LEASE_MS = 60_000;
export const LEASE_EXPIRED = 'Message processing lease expired.';

/** What one queue document asks to send, in nodemailer's terms. */
export type Outgoing = {
  from?: string;
  replyTo?: string;
  to: string[];
  cc: string[];
  bcc: string[];
  subject?: string;
  text?: string;
  html?: string;
  headers?: Record<string, string>;
};

/** A collection whose documents are messages to deliver, and how one becomes a mail. */
export type Queue = {
  collection: string;
  toMail: (data: DocumentData, db: Firestore) => Promise<Outgoing>;
};

const list = (field: string, value: unknown): string[] => {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
  throw new Error(`Invalid field "${field}". Expected an array of strings.`);
};

/** The extension's `to`/`cc`/`bcc`, each widened by the `users/{uid}.email` of its `…Uids`. */
async function recipients(data: DocumentData, db: Firestore) {
  const fields = ['to', 'cc', 'bcc'] as const;
  const uids = fields.flatMap((field) => list(`${field}Uids`, data[`${field}Uids`]));
  const emails = new Map<string, string>();
  if (uids.length > 0) {
    const users = await db.getAll(...uids.map((uid) => db.collection('users').doc(uid)));
    for (const user of users) {
      const email: unknown = user.get('email');
      if (typeof email === 'string' && email) emails.set(user.id, email);
    }
  }
  const of = (field: (typeof fields)[number]) => [
    ...list(field, data[field]),
    ...list(`${field}Uids`, data[`${field}Uids`]).flatMap((uid) => emails.get(uid) ?? []),
  ];
  return { to: of('to'), cc: of('cc'), bcc: of('bcc') };
}

/** mail/{id}: `{ to, message: { subject, text, html } }`, with the extension's optional fields. */
export const MAIL_QUEUE: Queue = {
  collection: 'mail',
  async toMail(data, db) {
    const message = data.message as Record<string, unknown> | undefined;
    if (typeof message !== 'object' || message === null) {
      throw new Error('Invalid message: expected a `message` object.');
    }
    const str = (value: unknown) => (typeof value === 'string' ? value : undefined);
    return {
      ...(await recipients(data, db)),
      from: str(data.from),
      replyTo: str(data.replyTo),
      subject: str(message.subject),
      text: str(message.text),
      html: str(message.html),
      headers: data.headers as Record<string, string> | undefined,
    };
  },
};

/**
 * messages/{id}: an SMS in the Twilio extension's shape, `{ to, body }`. Locally it lands in the
 * inbox as a mail to `<digits>@sms.boi.test`.
 */
export const SMS_QUEUE: Queue = {
  collection: 'messages',
  async toMail(data) {
    const to = typeof data.to === 'string' ? data.to : '';
    const digits = to.replace(/\D/g, '');
    if (!digits) throw new Error('Invalid field "to". Expected a phone number.');
    return {
      to: [`${digits}@sms.boi.test`],
      cc: [],
      bcc: [],
      subject: `SMS to ${to}`,
      text: typeof data.body === 'string' ? data.body : '',
    };
  },
};

type Log = (message: string) => void;

export type MailRelayOptions = {
  /** host:port of the Firestore emulator. */
  firestoreHost: string;
  projectId?: string;
  smtpHost?: string;
  smtpPort: number;
  /** The extension's DEFAULT_FROM. */
  defaultFrom?: string;
  queues?: Queue[];
  log?: Log;
};

export type MailRelay = {
  /** Resolves once every document seen so far has been dealt with. */
  idle(): Promise<void>;
  stop(): Promise<void>;
};

const errorText = (error: unknown) => (error instanceof Error ? error.toString() : String(error));

/**
 * Starts watching the queues. Each document is claimed in a transaction (only one without a
 * `delivery`, or PENDING or RETRY, moves to PROCESSING), then sent, then marked SUCCESS or ERROR:
 * no document is sent twice, by this relay or another, and a failure stays on the document.
 */
export async function startMailRelay({
  firestoreHost,
  projectId = 'demo-boi',
  smtpHost = '127.0.0.1',
  smtpPort,
  defaultFrom = DEFAULT_FROM,
  queues = [MAIL_QUEUE, SMS_QUEUE],
  log = console.log,
}: MailRelayOptions): Promise<MailRelay> {
  const app = initializeApp({ projectId }, `mail-relay-${randomUUID()}`);
  const db = getFirestore(app);
  db.settings({ host: firestoreHost, ssl: false });
  const transport = nodemailer.createTransport({
    host: smtpHost,
    port: smtpPort,
    secure: false,
    ignoreTLS: true,
  });
  const working = new Map<string, Promise<void>>();
  let stopped = false;

  /**
   * Moves the document to PROCESSING if it is waiting: true when this relay should send it, or
   * the time to look again at a document another run is still sending.
   */
  const claim = (ref: DocumentReference) =>
    db.runTransaction(async (tx): Promise<boolean | number> => {
      const snapshot = await tx.get(ref);
      if (!snapshot.exists) return false;
      const delivery = snapshot.get('delivery') as
        | { state?: string; attempts?: number; startTime?: Timestamp; leaseExpireTime?: Timestamp }
        | undefined;
      const state = delivery?.state;
      if (state === 'PROCESSING') {
        // Another run claimed it and never finished: it may or may not have been sent, so it
        // is marked failed rather than sent again.
        const expires = delivery?.leaseExpireTime?.toMillis() ?? 0;
        if (expires >= Date.now()) return expires;
        tx.update(ref, {
          'delivery.state': 'ERROR',
          'delivery.error': LEASE_EXPIRED,
          'delivery.endTime': FieldValue.serverTimestamp(),
        });
        return false;
      }
      if (delivery && state !== 'PENDING' && state !== 'RETRY') return false;
      const now = Timestamp.now();
      tx.update(ref, {
        delivery: {
          ...delivery,
          state: 'PROCESSING',
          startTime: delivery?.startTime ?? now,
          attempts: delivery?.attempts ?? 0,
          error: null,
          leaseExpireTime: Timestamp.fromMillis(now.toMillis() + LEASE_MS),
        },
      });
      return true;
    });

  const deliver = async (queue: Queue, ref: DocumentReference): Promise<void> => {
    const claimed = await claim(ref);
    if (typeof claimed === 'number') {
      const timer = setTimeout(() => schedule(queue, ref), claimed - Date.now() + 100);
      timer.unref();
      return;
    }
    if (!claimed) return;
    const update: Record<string, unknown> = {
      'delivery.attempts': FieldValue.increment(1),
      'delivery.endTime': FieldValue.serverTimestamp(),
      'delivery.error': null,
      'delivery.leaseExpireTime': null,
    };
    try {
      const snapshot = await ref.get();
      const mail = await queue.toMail(snapshot.data() ?? {}, db);
      if (mail.to.length + mail.cc.length + mail.bcc.length === 0) {
        throw new Error('Failed to deliver email. Expected at least 1 recipient.');
      }
      const info = await transport.sendMail({ ...mail, from: mail.from ?? defaultFrom });
      update['delivery.state'] = 'SUCCESS';
      update['delivery.info'] = {
        messageId: info.messageId ?? null,
        accepted: info.accepted.map(String),
        rejected: info.rejected.map(String),
        pending: ((info as { pending?: unknown[] }).pending ?? []).map(String),
        response: info.response ?? null,
      };
      log(`Mail: delivered ${ref.path} to ${mail.to.join(', ')}: ${mail.subject ?? ''}`);
    } catch (error) {
      update['delivery.state'] = 'ERROR';
      update['delivery.error'] = errorText(error);
      log(`Mail: could not deliver ${ref.path}: ${errorText(error)}`);
    }
    await ref.update(update).catch((error: unknown) => {
      // Deleted while it was being sent (a test clearing the database): nothing to mark.
      if ((error as { code?: unknown }).code !== 5) throw error;
    });
  };

  function schedule(queue: Queue, ref: DocumentReference) {
    if (stopped || working.has(ref.path)) return;
    const job = deliver(queue, ref)
      .catch((error: unknown) => log(`Mail: ${ref.path}: ${errorText(error)}`))
      .finally(() => working.delete(ref.path));
    working.set(ref.path, job);
  }

  const onSnapshot = (queue: Queue) => (snapshot: QuerySnapshot) => {
    for (const change of snapshot.docChanges()) {
      if (change.type === 'removed') continue;
      const state = (change.doc.get('delivery') as { state?: string } | undefined)?.state;
      if (state !== 'SUCCESS' && state !== 'ERROR') schedule(queue, change.doc.ref);
    }
  };

  const unsubscribes: (() => void)[] = [];
  // Each whole collection is watched, with no filter: the query needs no index.
  const watch = (queue: Queue) => {
    const unsubscribe = db.collection(queue.collection).onSnapshot(onSnapshot(queue), (error) => {
      if (stopped) return;
      log(`Mail: watching ${queue.collection} failed (${error.message}); trying again`);
      setTimeout(() => !stopped && watch(queue), 1_000).unref();
    });
    unsubscribes.push(unsubscribe);
  };
  queues.forEach(watch);

  const idle = async () => {
    while (working.size > 0) await Promise.allSettled([...working.values()]);
  };
  return {
    idle,
    async stop() {
      if (stopped) return;
      stopped = true;
      unsubscribes.forEach((unsubscribe) => unsubscribe());
      await idle();
      transport.close();
      await deleteApp(app);
    },
  };
}
