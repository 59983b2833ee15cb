import { expect } from './fixtures';

/** The stack's inbox (MailDev, scripts/mail/): its API lists every mail the stack sent. */
export const INBOX = process.env.BOI_MAIL_URL ?? 'http://127.0.0.1:7180';

export type Caught = { id: string; subject: string; to: { address: string }[]; text?: string };

/** The newest mail to this address whose subject matches, once it has arrived. */
export async function mailTo(address: string, subject: RegExp): Promise<Caught> {
  let found: Caught | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${INBOX}/api/email`)).json()) as Caught[];
        found = mails
          .filter((m) => m.to.some((t) => t.address === address) && subject.test(m.subject))
          .at(-1);
        return found?.subject;
      },
      { timeout: 30_000, message: `a mail to ${address} matching ${subject}` },
    )
    .toBeTruthy();
  return found!;
}
