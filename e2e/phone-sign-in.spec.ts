import {
  ANY_SCREEN,
  expect,
  test,
  type APIRequestContext,
  type Page,
  type TestInfo,
} from './fixtures';
import { mailTo } from './inbox';
import { isSeededBook } from './seeded-books';
import { fillShippingAddress } from './shipping';

/**
 * Phone-first shoppers (issue 31) on the Auth emulator: it sends no SMS and lists each code it
 * would have sent at its verificationCodes endpoint; order SMS (messages/*) land in the stack's
 * inbox as mail to <digits>@sms.boi.test (scripts/mail/relay.ts).
 */
const BASE = process.env.BOI_URL ?? 'http://127.0.0.1:5100';
const AUTH =
  process.env.FIREBASE_AUTH_EMULATOR_HOST ?? `127.0.0.1:${Number(new URL(BASE).port) + 4099}`;
const INBOX = process.env.BOI_MAIL_URL ?? 'http://127.0.0.1:7180';
const PROJECT = 'demo-boi';
const OWNER = { authorization: 'Bearer owner', 'content-type': 'application/json' };

type Code = { phoneNumber: string; code: string; sessionInfo: string };

/** The newest code the Auth emulator "sent" to this number, once it has one. */
async function codeFor(e164: string, after: Code[] = []): Promise<string> {
  let found: Code | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(
        `http://${AUTH}/emulator/v1/projects/${PROJECT}/verificationCodes`,
      );
      const { verificationCodes } = (await response.json()) as { verificationCodes: Code[] };
      found = verificationCodes
        .filter((c) => c.phoneNumber === e164)
        .filter((c) => !after.some((old) => old.sessionInfo === c.sessionInfo))
        .at(-1);
      return found?.code;
    })
    .toBeTruthy();
  return found!.code;
}

async function codesFor(e164: string): Promise<Code[]> {
  const response = await fetch(`http://${AUTH}/emulator/v1/projects/${PROJECT}/verificationCodes`);
  const { verificationCodes } = (await response.json()) as { verificationCodes: Code[] };
  return verificationCodes.filter((c) => c.phoneNumber === e164);
}

/** A new shopper: any account the number has from an earlier run is deleted first. */
async function forgetNumber(e164: string) {
  const api = `http://${AUTH}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}`;
  const lookup = await fetch(`${api}/accounts:lookup`, {
    method: 'POST',
    headers: OWNER,
    body: JSON.stringify({ phoneNumber: [e164] }),
  });
  const { users = [] } = (await lookup.json()) as { users?: { localId: string }[] };
  for (const { localId } of users) {
    await fetch(`${api}/accounts:delete`, {
      method: 'POST',
      headers: OWNER,
      body: JSON.stringify({ localId }),
    });
  }
}

const randomNumber = () => `+88019${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const local = (e164: string) => `0${e164.slice(4)}`;

async function sendCode(page: Page, written: string) {
  await page.getByRole('textbox', { name: 'মোবাইল নম্বর' }).fill(written);
  await page.getByRole('button', { name: 'কোড পাঠান' }).click();
  await expect(page.getByLabel('এসএমএস-এর কোড')).toBeVisible();
}

async function openPhoneSignIn(page: Page) {
  await page.goto('/login');
  await page.getByText('মোবাইল নম্বর ও কোড', { exact: true }).click();
  await expect(page).toHaveURL(/with=phone/);
}

/** A new number's code, then the name a new account asks for, once; it lands home. */
async function signUpByPhone(page: Page, e164: string, written: string, testInfo: TestInfo) {
  await sendCode(page, written);
  await expect(page.getByText(`${local(e164).slice(0, 5)}-${local(e164).slice(5)}`)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('phone-code.png'), fullPage: true });
  await page.getByLabel('এসএমএস-এর কোড').fill(await codeFor(e164));
  await page.getByRole('button', { name: 'যাচাই করে লগইন করুন' }).click();
  await page.getByLabel('Full name').fill('ফোন পাঠক');
  await page.screenshot({ path: testInfo.outputPath('phone-name.png'), fullPage: true });
  await page.getByRole('button', { name: 'এগিয়ে যান' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** One copy of the book in the cart, then checkout. */
async function cartAndCheckout(page: Page, bookId: string) {
  await page.goto(`/product3Details/${bookId}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'View Cart' })).toBeVisible();
  await page.goto('/shipping');
}

async function inStockBook(request: APIRequestContext, offset: number) {
  const response = await request.get('/api/v1/product?page=0&size=50');
  const books = ((await response.json()).data.products as { _id: string; quantity: number }[])
    .filter((b) => isSeededBook(b) && b.quantity >= 5)
    .slice(10 + offset);
  expect(books.length, 'the seed has in-stock books').toBeGreaterThan(0);
  return books[0]!;
}

/** The newest SMS to this number in the local inbox whose text holds `needle`. */
async function smsTo(e164: string, needle: string): Promise<string> {
  const address = `${e164.replace(/\D/g, '')}@sms.boi.test`;
  let text: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${INBOX}/api/email`)).json()) as {
          to: { address: string }[];
          text?: string;
        }[];
        text = mails
          .filter((m) => m.to.some((t) => t.address === address) && m.text?.includes(needle))
          .at(-1)?.text;
        return text;
      },
      { timeout: 30_000, message: `an SMS to ${e164} about ${needle}` },
    )
    .toBeTruthy();
  return text!;
}

test('a new shopper signs in with a mobile number, orders with no e-mail, gets the SMS, and reviews', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  // Each screen its own number (the projects run at once); the desktop one types the issue's.
  const phoneProject = testInfo.project.name === 'phone';
  const e164 = phoneProject ? '+8801712345679' : '+8801712345678';
  const written = phoneProject ? '০১৭১২-৩৪৫৬৭৯' : '01712-345678';
  await forgetNumber(e164);
  const book = await inStockBook(request, phoneProject ? 1 : 0);

  await openPhoneSignIn(page);
  await page.screenshot({ path: testInfo.outputPath('phone-login.png'), fullPage: true });
  await signUpByPhone(page, e164, written, testInfo);
  await expect(page.getByRole('link', { name: 'My Account' })).toBeVisible();
  await cartAndCheckout(page, book._id);
  // No e-mail at all: the field is optional, the phone is the verified number.
  await expect(page.getByLabel('ই-মেইল (ঐচ্ছিক)')).toHaveValue('');
  await expect(page.getByLabel('Phone')).toHaveValue(local(e164));
  await expect(page.getByLabel('Full name')).toHaveValue('ফোন পাঠক');
  await page.getByRole('combobox', { name: 'District' }).click();
  await page.getByRole('combobox', { name: 'District' }).fill('Dhaka');
  await page.getByRole('option', { name: 'Dhaka', exact: true }).click();
  await page.getByLabel('City').fill('Dhaka');
  await page.getByLabel('Zip code').fill('1207');
  await page.getByLabel('Address').fill('5 Road 1, Mirpur');
  await page.screenshot({ path: testInfo.outputPath('phone-shipping.png'), fullPage: true });
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page).toHaveURL(/\/side-navbar\/order$/, { timeout: 30_000 });
  const received = page.getByText(/Your order #B-[0-9A-Z]{6} has been received/);
  await expect(received).toBeVisible();
  const number = /B-[0-9A-Z]{6}/.exec((await received.textContent()) ?? '')![0];
  await expect(page.getByRole('row').filter({ hasText: `#${number}` })).toContainText('Pending');

  // The placed SMS (Bangla, the page's language) went through messages/*, the relay and the inbox.
  const sms = await smsTo(e164, number);
  expect(sms).toContain(`অর্ডার ${number} পেয়েছি`);

  // The verified number is a verified identity for reviews too: the form, not a sign-in link.
  await page.goto(`/product3Details/${book._id}`);
  await page.getByRole('tab', { name: /Reviews/ }).click();
  await expect(page.getByText('to write a review.')).toHaveCount(0);
  await page.getByLabel('Comment').fill('ফোন থেকে পড়া চমৎকার বই।');
  const fiveStars = page.getByRole('radio', { name: '5 stars' });
  await page.locator(`label[for="${await fiveStars.getAttribute('id')}"]`).click();
  await page.getByLabel('Name').fill('ফোন পাঠক');
  await page.getByRole('button', { name: 'Submit Review' }).click();
  // Pending: it waits for an admin's approval.
  await expect(page.getByText('It will appear here once an admin approves it.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('phone-review.png'), fullPage: true });
});

test('a phone shopper who types an e-mail at checkout is offered its link, and once its owner opens it the order is mailed there', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const e164 = randomNumber();
  const email = `phone-${testInfo.project.name}-${Date.now().toString(36)}@example.com`;
  const book = await inStockBook(request, testInfo.project.name === 'phone' ? 3 : 2);
  await openPhoneSignIn(page);
  await signUpByPhone(page, e164, local(e164), testInfo);
  await cartAndCheckout(page, book._id);

  await page.getByLabel('ই-মেইল (ঐচ্ছিক)').fill(email);
  await page.getByRole('button', { name: 'যাচাইয়ের লিংক পাঠান' }).click();
  await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('checkout-email-link.png'), fullPage: true });

  // The mailbox's owner gets the shop's own text and the link, nothing the shopper typed.
  const offer = await mailTo(email, /Confirm this address/);
  expect(offer.text).not.toContain('ফোন পাঠক');
  const link = /https?:\/\/\S+\/verify-order-email\/\S+/.exec(offer.text ?? '')?.[0];
  expect(link, 'the mail carries the link').toBeTruthy();
  const mailbox = await page.context().newPage();
  await mailbox.goto(link!);
  await mailbox.getByRole('button', { name: 'আমার ঠিকানা নিশ্চিত করুন' }).click();
  await expect(mailbox.getByText('ঠিকানা নিশ্চিত হয়েছে', { exact: false })).toBeVisible();
  await mailbox.screenshot({ path: testInfo.outputPath('order-email-confirmed.png') });
  await mailbox.close();

  await fillShippingAddress(page, { phone: null });
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/side-navbar\/order$/, { timeout: 30_000 });
  await mailTo(email, /received/);
});

test('a wrong code shows its message', ANY_SCREEN, async ({ page }) => {
  const e164 = randomNumber();
  await openPhoneSignIn(page);
  await sendCode(page, local(e164));
  const code = await codeFor(e164);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await page.getByLabel('এসএমএস-এর কোড').fill(wrong);
  await page.getByRole('button', { name: 'যাচাই করে লগইন করুন' }).click();
  await expect(page.getByRole('alert')).toHaveText('কোডটি ভুল। এসএমএস দেখে আবার লিখুন।');
  // The right code still signs in after a wrong one.
  await page.getByLabel('এসএমএস-এর কোড').fill(code);
  await page.getByRole('button', { name: 'যাচাই করে লগইন করুন' }).click();
  await expect(page.getByLabel('Full name')).toBeVisible();
});

test(
  'an e-mail shopper adds a mobile number on the profile',
  ANY_SCREEN,
  async ({ page }, testInfo) => {
    const email = `phone-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@boi.test`;
    const password = 'phone-pass1';
    const signUp = await fetch(
      `http://${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password, displayName: 'ই-মেইল পাঠক' }),
      },
    );
    expect(signUp.ok).toBe(true);
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('link', { name: 'My Account' })).toBeVisible();

    const e164 = randomNumber();
    const earlier = await codesFor(e164);
    await page.goto('/side-navbar/user-profile');
    const add = page.getByRole('heading', { name: 'মোবাইল নম্বর যোগ করুন' });
    await expect(add).toBeVisible();
    await sendCode(page, local(e164));
    await page.getByLabel('এসএমএস-এর কোড').fill(await codeFor(e164, earlier));
    await page.getByRole('button', { name: 'নম্বর যাচাই করুন' }).click();

    // The profile shows both, and whether each is verified.
    await expect(add).toHaveCount(0);
    const mobile = page.getByText(`${local(e164).slice(0, 5)}-${local(e164).slice(5)}`);
    await expect(mobile).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText('যাচাই করা', { exact: true })).toBeVisible();
    await expect(page.getByText('যাচাই হয়নি', { exact: true })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('profile-phone.png'), fullPage: true });
  },
);
