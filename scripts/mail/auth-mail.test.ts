import { createServer, type Server } from 'node:http';
import { MailDev } from 'maildev';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { authMail, oobLinkOf, startAuthMail, type OobCode } from './auth-mail';

const LINK =
  'http://127.0.0.1:9199/emulator/action?mode=verifyEmail&lang=en&oobCode=abc_123-X&apiKey=fake-api-key';

describe("the Auth emulator's mails", () => {
  it('finds the link in its log lines, without the placeholder password', () => {
    expect(oobLinkOf(`To verify the email address a@boi.test, follow this link: ${LINK}`)).toEqual({
      link: LINK,
      oobCode: 'abc_123-X',
    });
    const reset = oobLinkOf(
      'To reset the password for a@boi.test, follow this link: http://127.0.0.1:9199/emulator/action?mode=resetPassword&lang=en&oobCode=R1&apiKey=fake-api-key&newPassword=NEW_PASSWORD_HERE',
    );
    expect(reset?.oobCode).toBe('R1');
    expect(reset?.link).not.toContain('newPassword');
    expect(oobLinkOf('Emulator started at http://127.0.0.1:9199')).toBeNull();
  });

  it('writes the mail Firebase Auth would send', () => {
    const code: OobCode = {
      email: 'a@boi.test',
      oobCode: 'abc_123-X',
      oobLink: LINK,
      requestType: 'VERIFY_EMAIL',
    };
    const mail = authMail(code);
    expect(mail.to).toBe('a@boi.test');
    expect(mail.subject).toContain('Verify your email');
    expect(mail.text).toContain(LINK);
    expect(mail.html).toContain(LINK.replace(/&/g, '&amp;'));
    expect(
      authMail({ ...code, requestType: 'VERIFY_AND_CHANGE_EMAIL', newEmail: 'b@boi.test' }).to,
    ).toBe('b@boi.test');
  });

  describe('from the log stream to the inbox', () => {
    let maildev: MailDev;
    let logs: WebSocketServer;
    let auth: Server;
    let smtpPort: number;
    let webPort: number;
    const history: string[] = [];

    beforeAll(async () => {
      maildev = new MailDev({ smtp: 0, web: 0, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true });
      const servers = await maildev.start();
      smtpPort = servers.smtp.getAddress().port;
      webPort = servers.api!.getAddress()!.port;
      // The logging emulator replays its history to each new connection, as this one does.
      logs = new WebSocketServer({ host: '127.0.0.1', port: 0 });
      logs.on('connection', (ws) => history.forEach((line) => ws.send(line)));
      await new Promise((resolve) => logs.once('listening', resolve));
      auth = createServer((_, response) => {
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify({
            oobCodes: [
              {
                email: 'new@boi.test',
                oobCode: 'abc_123-X',
                oobLink: LINK,
                requestType: 'VERIFY_EMAIL',
              },
            ],
          }),
        );
      });
      await new Promise<void>((resolve) => auth.listen(0, '127.0.0.1', resolve));
    });

    afterAll(async () => {
      await maildev.stop();
      await new Promise((resolve) => logs.close(resolve));
      await new Promise((resolve) => auth.close(resolve));
    });

    it('mails each logged link once, however often the stream replays it', async () => {
      const line = JSON.stringify({
        level: 'info',
        message: `To verify the email address new@boi.test, follow this link: ${LINK}`,
        data: { metadata: { emulator: { name: 'auth' } } },
      });
      history.push(line, JSON.stringify({ level: 'info', message: 'something else' }), line);
      const options = {
        loggingHost: `127.0.0.1:${(logs.address() as { port: number }).port}`,
        authHost: `127.0.0.1:${(auth.address() as { port: number }).port}`,
        smtpPort,
        log: () => undefined,
      };
      const relay = startAuthMail(options);
      const inbox = async () =>
        (await (await fetch(`http://127.0.0.1:${webPort}/api/email`)).json()) as {
          subject: string;
          to: { address: string }[];
          text: string;
        }[];
      await expect.poll(async () => (await inbox()).length).toBe(1);
      // A reconnection replays the history: nothing is sent again.
      logs.clients.forEach((ws) => ws.terminate());
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await relay.stop();
      const [mail] = await inbox();
      expect(await inbox()).toHaveLength(1);
      expect(mail?.to.map((t) => t.address)).toEqual(['new@boi.test']);
      expect(mail?.text).toContain(LINK);
    });
  });
});
