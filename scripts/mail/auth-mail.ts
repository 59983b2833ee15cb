// Firebase Auth mails some links itself (the web app's sign-up verification, "Send the link
// again", a password reset asked through the JS SDK): in production Auth's own templates carry
// them. The Auth emulator only logs such a link, so locally this reads the emulators' log stream
// (the logging emulator, a WebSocket) and mails each link it logs to the inbox. Links the Admin SDK
// merely generates (`generateEmailVerificationLink`) are not logged: the shop mails those itself,
// through a `mail` document (relay.ts).
import nodemailer from 'nodemailer';
import WebSocket from 'ws';
import { escapeHtml } from '@boi/domain/shared/html';

export const AUTH_FROM = 'noreply@demo-boi.firebaseapp.com';

/** One out-of-band code as the Auth emulator lists it (GET /emulator/v1/projects/{p}/oobCodes). */
export type OobCode = {
  email: string;
  oobCode: string;
  oobLink: string;
  requestType: string;
  newEmail?: string;
};

/** The link in one of the Auth emulator's "follow this link" log lines, or null. */
export function oobLinkOf(message: string): { link: string; oobCode: string } | null {
  const match = /https?:\/\/\S+\/emulator\/action\?\S+/.exec(message);
  if (!match) return null;
  const url = new URL(match[0]);
  // The password reset line asks the reader to append the new password.
  url.searchParams.delete('newPassword');
  const oobCode = url.searchParams.get('oobCode');
  return oobCode ? { link: url.toString(), oobCode } : null;
}

/** The e-mail Firebase Auth would send for this code, in Boi's two languages. */
export function authMail(code: OobCode): {
  to: string;
  subject: string;
  text: string;
  html: string;
} {
  const link = code.oobLink;
  const [subject, line] = (() => {
    switch (code.requestType) {
      case 'VERIFY_EMAIL':
        return [
          'ইমেইল যাচাই করুন · Verify your email for Boi',
          'Open this link to verify your email address:',
        ];
      case 'PASSWORD_RESET':
        return [
          'পাসওয়ার্ড রিসেট · Reset your password for Boi',
          `Open this link to choose a new password for ${code.email}:`,
        ];
      case 'VERIFY_AND_CHANGE_EMAIL':
        return [
          'নতুন ইমেইল যাচাই · Verify your new email for Boi',
          `Open this link to change your sign-in address from ${code.email} to ${code.newEmail}:`,
        ];
      case 'EMAIL_SIGNIN':
        return ['Boi-তে সাইন ইন · Sign in to Boi', 'Open this link to sign in:'];
      default:
        return [
          'আপনার অ্যাকাউন্ট · Your Boi account',
          'Open this link to restore your sign-in address:',
        ];
    }
  })();
  const to =
    code.requestType === 'VERIFY_AND_CHANGE_EMAIL' && code.newEmail ? code.newEmail : code.email;
  const safe = escapeHtml(link);
  return {
    to,
    subject,
    text: `${line}\n\n${link}\n\nIf you did not ask for this, ignore this mail.`,
    html: `<p>${escapeHtml(line)}</p>\n<p><a href="${safe}">${safe}</a></p>\n<p>If you did not ask for this, ignore this mail.</p>`,
  };
}

export type AuthMailOptions = {
  /** host:port of the logging emulator (START_LOGGING_EMULATOR=true). */
  loggingHost: string;
  /** host:port of the Auth emulator. */
  authHost: string;
  projectId?: string;
  smtpHost?: string;
  smtpPort: number;
  log?: (message: string) => void;
};

/** Mails every link the Auth emulator logs, once each; `stop()` closes the stream. */
export function startAuthMail({
  loggingHost,
  authHost,
  projectId = 'demo-boi',
  smtpHost = '127.0.0.1',
  smtpPort,
  log = console.log,
}: AuthMailOptions): { stop(): Promise<void> } {
  const transport = nodemailer.createTransport({
    host: smtpHost,
    port: smtpPort,
    secure: false,
    ignoreTLS: true,
  });
  /** The stream replays its whole history on each connection: each code is sent once. */
  const seen = new Set<string>();
  const sending = new Set<Promise<void>>();
  let socket: WebSocket | null = null;
  let stopped = false;

  const codeOf = async (oobCode: string): Promise<OobCode | undefined> => {
    const response = await fetch(`http://${authHost}/emulator/v1/projects/${projectId}/oobCodes`);
    const { oobCodes = [] } = (await response.json()) as { oobCodes?: OobCode[] };
    return oobCodes.find((code) => code.oobCode === oobCode);
  };

  const send = async (message: string) => {
    const found = oobLinkOf(message);
    if (!found || seen.has(found.oobCode)) return;
    seen.add(found.oobCode);
    // The listing has the address and the kind of link; a code already used has left it.
    const code = await codeOf(found.oobCode).catch(() => undefined);
    const mail = authMail(
      code ?? {
        oobCode: found.oobCode,
        oobLink: found.link,
        email: /(?:address|for|as) (\S+?@\S+?)(?:,|\s)/.exec(message)?.[1] ?? '',
        requestType:
          /mode=(\w+)/.exec(found.link)?.[1] === 'resetPassword'
            ? 'PASSWORD_RESET'
            : 'VERIFY_EMAIL',
      },
    );
    if (!mail.to) return;
    try {
      await transport.sendMail({ from: AUTH_FROM, ...mail });
      log(`Mail: delivered Firebase Auth's "${mail.subject}" to ${mail.to}`);
    } catch (error) {
      log(`Mail: could not deliver Firebase Auth's mail to ${mail.to}: ${String(error)}`);
    }
  };

  const connect = () => {
    if (stopped) return;
    const ws = new WebSocket(`ws://${loggingHost}`);
    socket = ws;
    ws.on('message', (data: WebSocket.RawData) => {
      let bundle: { message?: unknown };
      try {
        bundle = JSON.parse(String(data)) as { message?: unknown };
      } catch {
        return;
      }
      if (typeof bundle.message !== 'string' || !bundle.message.includes('/emulator/action?'))
        return;
      const job = send(bundle.message).finally(() => sending.delete(job));
      sending.add(job);
    });
    ws.on('error', () => undefined);
    ws.on('close', () => {
      if (!stopped) setTimeout(connect, 1_000).unref();
    });
  };
  connect();

  return {
    async stop() {
      stopped = true;
      socket?.terminate();
      await Promise.allSettled([...sending]);
      transport.close();
    },
  };
}
