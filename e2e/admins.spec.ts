import { expect, test } from './fixtures';
import { ADMIN_ROLE_MESSAGES } from '@boi/domain/admin/accounts';
import { ADMIN, signInAs } from './admin-helpers';

const BASE_URL = process.env.BOI_URL ?? 'http://127.0.0.1:5100';
const AUTH_EMULATOR =
  process.env.FIREBASE_AUTH_EMULATOR_HOST ?? `127.0.0.1:${Number(new URL(BASE_URL).port) + 4099}`;

/**
 * A shopper account of its own, so granting it the claim touches no other test's account. Its
 * address is not verified yet (a fresh sign-up): `verify` confirms it as the mailed link would.
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
  const { localId } = (await response.json()) as { localId: string };
  const verify = async () => {
    const update = await fetch(
      `http://${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/projects/demo-boi/accounts:update`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
        body: JSON.stringify({ localId, emailVerified: true }),
      },
    );
    expect(update.ok).toBe(true);
  };
  return { email, password, verify };
}

test('an admin grants the claim on the Admins page; the shopper gets the dashboard on reload, until revoked', async ({
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
  await page.getByRole('button', { name: 'অ্যাডমিন করুন' }).click();
  // Nobody has confirmed the address yet (whoever signed up with it first): refused, and said so.
  await expect(page.getByText(ADMIN_ROLE_MESSAGES.unverified).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: shopper.email, exact: true })).toHaveCount(0);

  await shopper.verify();
  await page.getByRole('button', { name: 'অ্যাডমিন করুন' }).click();
  await expect(page.getByText(`${shopper.email} is now an admin`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: shopper.email });
  await expect(row.getByText('যাচাই করা · Verified')).toBeVisible();

  // No new sign-in: a reload of the account area fetches a fresh ID token with the claim.
  await shopperPage.reload();
  await expect(shopperPage.getByRole('link', { name: /বই ব্যবস্থাপনা/ })).toBeVisible({
    timeout: 30_000,
  });

  await page.getByRole('button', { name: `অ্যাডমিন থেকে সরান ${shopper.email}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'অ্যাডমিন থেকে সরান' }).click();
  await expect(page.getByText(`${shopper.email} is no longer an admin`)).toBeVisible();
  await expect(page.getByRole('cell', { name: shopper.email, exact: true })).toHaveCount(0);

  await shopperPage.reload();
  await expect(shopperPage.getByRole('link', { name: /আমার অর্ডার/ }).first()).toBeVisible();
  await expect(shopperPage.getByRole('link', { name: /বই ব্যবস্থাপনা/ })).toHaveCount(0);
  await shopperContext.close();
});
