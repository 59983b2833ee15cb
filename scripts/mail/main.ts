// The local stack's post office, one process started by scripts/stack.ts: MailDev (an SMTP server
// and a web inbox), the relay that sends the `mail` (and `messages`) documents to it as the
// Trigger Email extension would, and the Auth emulator's own mails.
//   tsx scripts/mail/main.ts --smtp 7025 --web 7080 --firestore 127.0.0.1:8080
//     [--auth 127.0.0.1:9099 --logging 127.0.0.1:4500] [--project demo-boi] [--mail-dir DIR]
//     [--verbose]
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { MailDev } from 'maildev';
import { startAuthMail } from './auth-mail';
import { startMailRelay } from './relay';

const { values } = parseArgs({
  options: {
    smtp: { type: 'string' },
    web: { type: 'string' },
    firestore: { type: 'string' },
    auth: { type: 'string' },
    logging: { type: 'string' },
    project: { type: 'string', default: 'demo-boi' },
    'mail-dir': { type: 'string' },
    /** Print each delivery (errors are always printed). */
    verbose: { type: 'boolean', default: false },
  },
});
if (!values.smtp || !values.web || !values.firestore) {
  console.error('usage: tsx scripts/mail/main.ts --smtp PORT --web PORT --firestore HOST:PORT …');
  process.exit(2);
}
const smtpPort = Number(values.smtp);
const webPort = Number(values.web);

// A mail directory keeps the inbox across restarts (npm start's .emulator-data/mail); without
// one, a temporary directory is used and removed on exit.
const ownDir = values['mail-dir'] ? null : mkdtempSync(join(tmpdir(), 'boi-mail-'));
const log = (message: string) => {
  if (!message.startsWith('Mail: delivered')) console.error(message);
  else if (values.verbose) console.log(message);
};
const mailDirectory = values['mail-dir'] ?? (ownDir as string);
mkdirSync(mailDirectory, { recursive: true });

const maildev = new MailDev({
  smtp: smtpPort,
  web: webPort,
  ip: '127.0.0.1',
  webIp: '127.0.0.1',
  mailDirectory,
  silent: true,
});
await maildev.start();
const relay = await startMailRelay({
  firestoreHost: values.firestore,
  projectId: values.project,
  smtpPort,
  log,
});
const authMail =
  values.auth && values.logging
    ? startAuthMail({
        authHost: values.auth,
        loggingHost: values.logging,
        projectId: values.project,
        smtpPort,
        log,
      })
    : null;
console.log(`Inbox ready on http://127.0.0.1:${webPort} (SMTP ${smtpPort})`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled([relay.stop(), authMail?.stop()]);
  await maildev.stop().catch(() => undefined);
  if (ownDir) rmSync(ownDir, { recursive: true, force: true });
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop());
