import { expect, type Page } from './fixtures';

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

/** Signs up on the store's page, which sends the shopper to /login. */
export async function signUpOnPage(page: Page, name: string, email: string, password: string) {
  await page.goto('/singUp');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** The verification mail sent to `email`, and the link in it. */
export async function verificationMail(email: string): Promise<{ mail: Caught; link: string }> {
  const mail = await mailTo(email, /Verify your email/);
  const link = /https?:\/\/\S+\/emulator\/action\?\S+/.exec(mail.text ?? '')?.[0];
  expect(link, 'the mail carries the verification link').toBeTruthy();
  return { mail, link: link! };
}
