import { ANY_SCREEN, expect, test, type APIRequestContext, type Page } from './fixtures';
import { DISTRICT_REQUIRED_MESSAGE } from '../domain/src/orders/districts';
import { formatTk } from '../domain/src/pricing/money';
import { orderTotals } from '../domain/src/pricing/order-pricing';
import { PAYMENT_RECEIVER_NUMBERS } from '../domain/src/orders/order';
import { isSeededBook } from './seeded-books';
import { DEMO_READER as READER } from '../scripts/seed/demo-accounts';

type ApiBook = { _id: string; nameB: string; price: number; discount: number; quantity: number };

/** In-stock books with room for a few copies; one discounted if the seed has one. */
async function pickBooks(request: APIRequestContext, offset: number): Promise<[ApiBook, ApiBook]> {
  const response = await request.get('/api/v1/product?page=0&size=50');
  const books = ((await response.json()).data.products as ApiBook[]).filter(
    (b) => isSeededBook(b) && b.quantity >= 5,
  );
  const discounted = books.filter((b) => b.discount > 0);
  const plain = books.filter((b) => b.discount === 0);
  const first = discounted[offset] ?? books[offset];
  const second = plain[offset] ?? books.find((b) => b._id !== first?._id);
  expect(first && second, 'the seed has in-stock books').toBeTruthy();
  return [first!, second!];
}

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(READER.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(READER.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'My Account' })).toBeVisible();
}

async function addToCart(page: Page, book: ApiBook) {
  await page.goto(`/product3Details/${book._id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
}

const cartLine = (page: Page, book: ApiBook) =>
  page
    .getByRole('list', { name: 'Cart items' })
    .getByRole('listitem')
    .filter({ hasText: book.nameB });

test('shop: cart → coupon → bKash checkout → orders → printable invoice', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const [a, b] = await pickBooks(request, testInfo.project.name === 'phone' ? 1 : 0);
  await signIn(page);

  await addToCart(page, a);
  await addToCart(page, b);
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  const lineA = cartLine(page, a);
  await lineA.getByRole('button', { name: `Increase quantity of ${a.nameB}` }).click();
  await lineA.getByRole('button', { name: `Increase quantity of ${a.nameB}` }).click();
  await lineA.getByRole('button', { name: `Decrease quantity of ${a.nameB}` }).click();
  await expect(lineA.locator('output')).toHaveText('2');
  const lineB = cartLine(page, b);
  await expect(
    lineB.getByRole('button', { name: `Decrease quantity of ${b.nameB}` }),
  ).toBeDisabled();

  // The cart lives in localStorage.cartItems and survives a reload.
  await page.reload();
  await expect(cartLine(page, a).locator('output')).toHaveText('2');
  await expect(cartLine(page, b).locator('output')).toHaveText('1');

  // Promo code: hidden until clicked; a wrong code is refused, BOI10 applies 10%.
  await page.getByRole('button', { name: 'Have a promo code?' }).click();
  await page.getByRole('textbox', { name: 'Promo code' }).fill('NOPE42');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Invalid or expired coupon')).toBeVisible();
  await page.getByRole('textbox', { name: 'Promo code' }).fill('boi10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(/Coupon BOI10 applied/)).toBeVisible();

  const expected = orderTotals(
    [
      { price: a.price, discount: a.discount, quantity: 2 },
      { price: b.price, discount: b.discount, quantity: 1 },
    ],
    10,
  );
  // The cart writes the Bangla taka sign (spec §2); checkout below keeps the Tk label.
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary).toContainText(formatTk(expected.grandTotal, 'sign'));
  await expect(summary).toContainText(formatTk(50, 'sign'));
  await page.screenshot({ path: testInfo.outputPath('cart.png'), fullPage: true });

  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/shipping$/);
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(page.getByLabel('Country')).toBeDisabled();
  await expect(page.getByLabel('Country')).toHaveValue('Bangladesh');

  // Required fields and the district placeholder are checked before anything is sent.
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText(DISTRICT_REQUIRED_MESSAGE)).toBeVisible();

  await page.getByLabel('Full name').fill('Reader Test');
  await page.getByLabel('Phone').fill('01812345678');
  await page.getByRole('combobox', { name: 'District' }).click();
  await page.getByRole('combobox', { name: 'District' }).fill('Dhaka');
  await page.getByRole('option', { name: 'Dhaka', exact: true }).click();
  await page.getByLabel('City').fill('Dhaka');
  await page.getByLabel('Zip code').fill('1205');
  await page.getByLabel('Address').fill('12 Road 5, Dhanmondi');

  await page.getByRole('radio', { name: 'bKash', exact: true }).click();
  await expect(page.getByText(PAYMENT_RECEIVER_NUMBERS.bkash)).toBeVisible();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Transaction ID is required', { exact: false })).toBeVisible();
  await page.getByLabel('bKash number you sent from').fill('01712345678');
  // A transaction id backs one order: each run pays with its own.
  await page
    .getByLabel('Transaction ID (TrxID)')
    .fill(`8N${Date.now().toString(36).toUpperCase()}`);
  await expect(
    page.getByRole('region', { name: 'Order Summary' }).getByText(formatTk(expected.grandTotal)),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('shipping.png'), fullPage: true });
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page).toHaveURL(/\/side-navbar\/order$/, { timeout: 30_000 });
  const toast = page.getByText(/Your order #B-[0-9A-Z]{6} has been received/);
  await expect(toast).toBeVisible();
  const number = (await toast.textContent())!.match(/#(B-[0-9A-Z]{6})/)![1]!;
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: `#${number}` });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Pending');
  await expect(row).toContainText(`Tk ${expected.grandTotal.toLocaleString('en-US')}`);
  await page.screenshot({ path: testInfo.outputPath('orders.png'), fullPage: true });

  await row.getByRole('link', { name: `see order #${number}` }).click();
  await expect(page).toHaveURL(/\/order\/[^/]+$/);
  await expect(
    page.getByRole('heading', { name: 'Thank you Reader Test, Your order have been received !' }),
  ).toBeVisible();
  const invoice = page.getByRole('article', { name: `Invoice #${number}` });
  await expect(invoice).toContainText('Bangla Bazar, Dhaka');
  await expect(invoice).toContainText('bKash');
  await expect(invoice).toContainText('Coupon BOI10 (10%)');
  await expect(invoice).toContainText(`Tk ${expected.grandTotal.toLocaleString('en-US')}`);
  await expect(invoice.getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Print Invoice' })).toBeEnabled();
  await page.screenshot({ path: testInfo.outputPath('invoice.png'), fullPage: true });

  // Printing shows the invoice alone.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header').first()).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.locator('footer').first()).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print Invoice' })).toBeHidden();
  await expect(invoice).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('invoice-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await expect(page.locator('header').first()).toBeVisible();
});

test('an empty cart, a reload-proof cart and the checkout gates', async ({ page, request }) => {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue Shipping' })).toHaveAttribute('href', '/');

  await page.goto('/shipping');
  await expect(page.getByRole('heading', { name: 'Sorry Your Cart Is Empty' })).toBeVisible();

  const [book] = await pickBooks(request, 2);
  await addToCart(page, book);
  await page.reload();
  await expect(page.getByRole('link', { name: 'View Cart' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 items' })).toBeVisible();

  // Signed out, checkout asks to log in and keeps the cart.
  await page.goto('/shipping');
  await expect(page.getByRole('heading', { name: 'Please Login' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute(
    'href',
    '/login',
  );

  // Signed out, an invoice link leads to the sign-in page.
  await page.goto('/order/SomeOrder000');
  await expect(page).toHaveURL(/\/login$/);

  // A corrupt stored cart is an empty cart, not a broken page.
  await page.evaluate(() => localStorage.setItem('cartItems', '{corrupt'));
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
});

const authEmulator = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9199'}`;

/** An ID token from the Auth emulator's REST API (signUp creates the account first). */
async function idToken(
  action: 'signUp' | 'signInWithPassword',
  email: string,
  password: string,
): Promise<string> {
  const url = `${authEmulator}/identitytoolkit.googleapis.com/v1/accounts:${action}?key=demo-api-key`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  expect(response.ok, await response.clone().text()).toBe(true);
  return ((await response.json()) as { idToken: string }).idToken;
}

type OobCode = { email: string; oobLink: string; requestType: string };

/** The newest e-mail verification link the Auth emulator "sent" to this address. */
async function verificationLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(`${authEmulator}/emulator/v1/projects/demo-boi/oobCodes`);
      const { oobCodes = [] } = (await response.json()) as { oobCodes?: OobCode[] };
      link = oobCodes
        .filter((c) => c.email === email && c.requestType === 'VERIFY_EMAIL')
        .at(-1)?.oobLink;
      return link;
    })
    .toBeTruthy();
  return link!;
}

/** Confirms the address as its owner would: a verification mail is sent, and its link opened. */
async function confirmEmail(email: string, password = 'buyer-pass1'): Promise<void> {
  const token = await idToken('signInWithPassword', email, password);
  const sent = await fetch(
    `${authEmulator}/identitytoolkit.googleapis.com/v1/accounts:sendOobCode?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requestType: 'VERIFY_EMAIL', idToken: token }),
    },
  );
  expect(sent.ok, await sent.clone().text()).toBe(true);
  expect((await fetch(await verificationLink(email))).ok).toBe(true);
}

test(
  'a new account confirms its e-mail address before it can order',
  ANY_SCREEN,
  async ({ page, request }, testInfo) => {
    const [book] = await pickBooks(request, 5);
    const email = `new-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@boi.test`;
    await page.goto('/singUp');
    await page.getByLabel('Full name').fill('নতুন পাঠক');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('new-pass1');
    await page.getByLabel('Confirm password').fill('new-pass1');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('new-pass1');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('link', { name: 'My Account' })).toBeVisible();

    await addToCart(page, book);
    await page.goto('/shipping');
    const notice = page.getByRole('status').filter({ hasText: 'Verify your email' });
    await expect(notice).toBeVisible();
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeDisabled();
    await notice.getByRole('button', { name: 'I have verified' }).click();
    await expect(notice.getByText('Not verified yet')).toBeVisible();
    await notice.screenshot({ path: testInfo.outputPath('verify-notice.png') });

    // The sign-up page mailed the link; the shopper opens it, comes back and says so.
    expect((await fetch(await verificationLink(email))).ok).toBe(true);
    await notice.getByRole('button', { name: 'I have verified' }).click();
    await expect(notice).toHaveCount(0);

    await page.getByLabel('Phone').fill('01812345678');
    await page.getByRole('combobox', { name: 'District' }).click();
    await page.getByRole('combobox', { name: 'District' }).fill('Dhaka');
    await page.getByRole('option', { name: 'Dhaka', exact: true }).click();
    await page.getByLabel('City').fill('Dhaka');
    await page.getByLabel('Zip code').fill('1205');
    await page.getByLabel('Address').fill('12 Road 5, Dhanmondi');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/side-navbar\/order$/, { timeout: 30_000 });
    await expect(page.getByText(/Your order #B-[0-9A-Z]{6} has been received/)).toBeVisible();
  },
);

test(
  "someone else's invoice is not shown, and an unknown one is not found",
  ANY_SCREEN,
  async ({ page, request }) => {
    // A new shopper places a cash-on-delivery order through the callable (same origin, as the page
    // does); the demo reader's unconfirmed orders are capped (MAX_OPEN_ORDERS) and other specs use it.
    const [book] = await pickBooks(request, 3);
    const buyerEmail = `buyer-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@boi.test`;
    await idToken('signUp', buyerEmail, 'buyer-pass1');
    await confirmEmail(buyerEmail);
    // Ordering needs a confirmed address: the token signed in after the confirmation says so.
    const readerToken = await idToken('signInWithPassword', buyerEmail, 'buyer-pass1');
    const placed = await request.post('/api/callable/placeOrder', {
      headers: { authorization: `Bearer ${readerToken}` },
      data: {
        data: {
          idempotencyKey: `e2e${Date.now()}${Math.random().toString(36).slice(2, 10)}`,
          items: [{ productId: book._id, quantity: 1 }],
          shipping: {
            name: 'Demo Reader',
            email: buyerEmail,
            phone: '01712345678',
            city: 'Dhaka',
            zip: '1205',
            address: '1 Road',
            district: 'Dhaka',
          },
          payment: { method: 'cashOnDelivery' },
        },
      },
    });
    expect(placed.ok(), await placed.text()).toBe(true);
    const { orderId } = (await placed.json()).result as { orderId: string };

    // A different customer signs in and opens it.
    const email = `stranger-${Date.now()}-${Math.floor(Math.random() * 1e6)}@boi.test`;
    await idToken('signUp', email, 'stranger123');
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('stranger123');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('link', { name: 'My Account' })).toBeVisible();

    await page.goto(`/order/${orderId}`);
    await expect(page.getByText('You are not allowed to see this order.')).toBeVisible();
    await expect(page.getByText('Demo Reader')).toHaveCount(0);
    await expect(page.getByText('1 Road')).toHaveCount(0);

    await page.goto('/order/NoSuchOrder000');
    await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
  },
);

test(
  'a signed-in reader reviews a book; the review waits for approval',
  ANY_SCREEN,
  async ({ page, request }) => {
    const [book] = await pickBooks(request, 4);
    await page.goto(`/product3Details/${book._id}`);
    await page.getByRole('tab', { name: /Reviews/ }).click();
    await expect(page.getByText('to write a review.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit Review' })).toHaveCount(0);

    await signIn(page);
    await page.goto(`/product3Details/${book._id}`);
    await page.getByRole('tab', { name: /Reviews/ }).click();
    await page.getByLabel('Comment').fill('চমৎকার বই, সবাইকে পড়তে বলব।');
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.getByText('please Give a Rating Number')).toBeVisible();
    // Each star is the label of a visually hidden radio input.
    const fourStars = page.getByRole('radio', { name: '4 stars' });
    await page.locator(`label[for="${await fourStars.getAttribute('id')}"]`).click();
    await expect(fourStars).toBeChecked();
    await page.getByLabel('Name').fill('Demo Reader');
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.getByText('It will appear here once an admin approves it.')).toBeVisible();
    await expect(page.getByLabel('Comment')).toHaveValue('');
  },
);
