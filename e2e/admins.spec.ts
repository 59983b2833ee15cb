import { expect, test } from './fixtures';
import { ADMIN_ROLE_MESSAGES } from '@boi/domain/admin/accounts';
import { ADMIN, signInAs } from './admin-helpers';

const BASE_URL = process.env.BOI_URL ?? 'http://127.0.0.1:5100';
const AUTH_EMULATOR =
  process.env.FIREBASE_AUTH_EMULATOR_HOST ?? `127.0.0.1:${Number(new URL(BASE_URL).port) + 4099}`;

/**
 * A shopper account of its own, so inviting it touches no other test's account. Its address is
 * not verified yet (a fresh sign-up): the invitation's link proves it.
 */
async function newShopper(project: string) {
  const email = `e2e-admins-${project}-${Date.now().toString(36)}@boi.test`;
  const password = 'shopper-123';
  const response = await fetch(
    `http://${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  expect(response.ok).toBe(true);
  return { email, password };
}

/** The stack's inbox (MailDev, scripts/mail/): the invitation's link, once it has arrived. */
async function invitationLink(address: string): Promise<string> {
  const inbox = process.env.BOI_MAIL_URL ?? 'http://127.0.0.1:7180';
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${inbox}/api/email`)).json()) as {
          subject: string;
          to: { address: string }[];
          text?: string;
        }[];
        const mail = mails
          .filter((m) => m.to.some((t) => t.address === address) && /admin/.test(m.subject))
          .at(-1);
        link = /\/reset-password\/resetPassword\/\S+\?invite=[\w-]+/.exec(mail?.text ?? '')?.[0];
        return link;
      },
      { timeout: 30_000, message: `an invitation mailed to ${address}` },
    )
    .toBeTruthy();
  return link!;
}

test('an admin invites on the Admins page; the invitee becomes admin by setting a password through the mailed link, until revoked', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const shopper = await newShopper(testInfo.project.name);
  const shopperContext = await browser.newContext();
  const shopperPage = await shopperContext.newPage();
  await signInAs(shopperPage, shopper);
  await shopperPage.goto('/side-navbar');
  await expect(shopperPage.getByRole('link', { name: /আমার অর্ডার/ }).first()).toBeVisible();
  await expect(shopperPage.getByRole('link', { name: /বই ব্যবস্থাপনা/ })).toHaveCount(0);

  await signInAs(page, ADMIN);
  await page.goto('/side-navbar/admins');
  await expect(page.getByRole('heading', { name: 'অ্যাডমিন', exact: true })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole('cell', { name: ADMIN.email, exact: true })).toBeVisible();
  await page.getByLabel('ই-মেইল · E-mail').fill(shopper.email.toUpperCase());
  await page.getByRole('button', { name: 'আমন্ত্রণ পাঠান · Invite' }).click();
  await expect(page.getByText(ADMIN_ROLE_MESSAGES.invited(shopper.email))).toBeVisible();
  // An invitation sets no claim: whoever holds the account's password gains nothing from it.
  await expect(page.getByRole('cell', { name: shopper.email, exact: true })).toHaveCount(0);
  await shopperPage.reload();
  await expect(shopperPage.getByRole('link', { name: /আমার অর্ডার/ }).first()).toBeVisible();
  await expect(shopperPage.getByRole('link', { name: /বই ব্যবস্থাপনা/ })).toHaveCount(0);

  // The mailbox's owner opens the invitation and sets a password through it.
  const inviteeContext = await browser.newContext();
  const invitee = await inviteeContext.newPage();
  await invitee.goto(await invitationLink(shopper.email));
  await invitee.getByLabel('New password').fill('invitee-pass1');
  await invitee.getByLabel('Confirm password').fill('invitee-pass1');
  await invitee.getByRole('button', { name: 'পাসওয়ার্ড রিসেট করুন' }).click();
  await expect(invitee.getByText(ADMIN_ROLE_MESSAGES.accepted)).toBeVisible();
  await expect(invitee).toHaveURL(/\/login$/);
  await signInAs(invitee, { email: shopper.email, password: 'invitee-pass1' });
  await invitee.goto('/side-navbar');
  await expect(invitee.getByRole('link', { name: /বই ব্যবস্থাপনা/ })).toBeVisible({
    timeout: 30_000,
  });

  await page.reload();
  const row = page.getByRole('row').filter({ hasText: shopper.email });
  await expect(row.getByText('যাচাই করা · Verified')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: `অ্যাডমিন থেকে সরান ${shopper.email}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'অ্যাডমিন থেকে সরান' }).click();
  await expect(page.getByText(`${shopper.email} is no longer an admin`)).toBeVisible();
  await expect(page.getByRole('cell', { name: shopper.email, exact: true })).toHaveCount(0);

  await invitee.reload();
  await expect(invitee.getByRole('link', { name: /আমার অর্ডার/ }).first()).toBeVisible();
  await expect(invitee.getByRole('link', { name: /বই ব্যবস্থাপনা/ })).toHaveCount(0);
  await shopperContext.close();
  await inviteeContext.close();
});
