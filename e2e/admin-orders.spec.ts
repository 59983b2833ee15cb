import {
  ANY_SCREEN,
  expect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from './fixtures';
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { COURIER_COLUMNS, ORDER_SEARCH_MESSAGE } from '../domain/src/admin/order-desk';
import { ORDER_DELETE_MESSAGE } from '../domain/src/orders/status';
import { isSeededBook } from './seeded-books';
import { ADMIN, CUSTOMER, signInAs } from './admin-helpers';

type ApiBook = { _id: string; nameB: string; quantity: number; status: string };

const authEmulator = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9199'}`;

/** The demo customer's ID token from the Auth emulator's REST API. */
const customerToken = () => tokenOf(CUSTOMER);

/** An account's ID token from the Auth emulator's REST API. */
async function tokenOf(account: { email: string; password: string }): Promise<string> {
  const url = `${authEmulator}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...account, returnSecureToken: true }),
  });
  expect(response.ok, await response.clone().text()).toBe(true);
  return ((await response.json()) as { idToken: string }).idToken;
}

/** A callable on the same origin, as the pages call it. */
async function call<T>(
  request: APIRequestContext,
  name: string,
  token: string,
  data: unknown,
): Promise<T> {
  const response = await request.post(`/api/callable/${name}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { data },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).result as T;
}

/**
 * An in-stock book the other specs leave alone (they take theirs from the front of the list):
 * counted from the end of the first fifty, a different one per project and per test.
 */
async function pickBook(request: APIRequestContext, fromEnd: number): Promise<ApiBook> {
  const response = await request.get('/api/v1/product?page=0&size=50');
  const books = ((await response.json()).data.products as ApiBook[]).filter(
    (book) => isSeededBook(book) && book.quantity >= 5 && book.status !== 'Discontinued',
  );
  const book = books.at(-1 - fromEnd);
  expect(book, 'the seed has enough in-stock books').toBeTruthy();
  return book!;
}

async function stockOf(request: APIRequestContext, id: string): Promise<number> {
  const response = await request.get(`/api/v1/product/${id}`);
  return (await response.json()).data.quantity as number;
}

/** Mantine's switch input is visually hidden: a person clicks its track (a label for it). */
async function flip(page: Page, toggle: Locator) {
  const id = await toggle.getAttribute('id');
  await page.locator(`label[for="${id}"]`).first().click();
}

/** A write's toast: the first call of a callable may wait for its emulator worker to start. */
const WRITE = { timeout: 45_000 };

const projectIndex = () => (test.info().project.name === 'phone' ? 1 : 0);

test(
  'order manage: approve, cancel (stock comes back), re-approve, invoice details, delete',
  ANY_SCREEN,
  async ({ page, request }) => {
    test.setTimeout(240_000);
    const project = test.info().project.name;
    const book = await pickBook(request, projectIndex());
    const customer = `Order E2E ${project} ${Date.now()}`;
    const placed = await call<{ orderId: string; number: string }>(
      request,
      'placeOrder',
      await customerToken(),
      {
        idempotencyKey: `e2eadmin${project}${Date.now()}${Math.random().toString(36).slice(2, 8)}`,
        items: [{ productId: book._id, quantity: 2 }],
        shipping: {
          name: customer,
          email: CUSTOMER.email,
          phone: '01712345678',
          city: 'Dhaka',
          zip: '1205',
          address: '7 Admin Test Road',
          district: 'Dhaka',
        },
        payment: { method: 'cashOnDelivery' },
      },
    );
    const number = placed.number;
    // Placing the order took its two copies.
    const held = await stockOf(request, book._id);

    await signInAs(page, ADMIN);
    await page.goto('/side-navbar/order-manage');
    await expect(page.getByRole('heading', { name: 'গ্রাহকের অর্ডার ব্যবস্থাপনা' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Customer orders' });
    const row = table.getByRole('row').filter({ hasText: `#${number}` });
    await expect(row).toBeVisible({ timeout: 60_000 });
    await expect(row).toContainText(customer);
    await expect(row).toContainText('Cash');
    await expect(row).toContainText('Pending');

    const approve = row.getByRole('switch', { name: `Approve order #${number}` });
    const cancel = row.getByRole('switch', { name: `Cancel order #${number}` });
    const remove = row.getByRole('button', { name: `Delete order #${number}` });
    await expect(approve).not.toBeChecked();
    await expect(cancel).not.toBeChecked();
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAttribute('title', ORDER_DELETE_MESSAGE);

    // Pending → Approved: the stock stays taken.
    await flip(page, approve);
    await expect(page.getByText(`Order ${number} approved`)).toBeVisible(WRITE);
    await expect(row.getByText('Approved', { exact: true })).toBeVisible();
    await expect(approve).toBeChecked();
    await expect(approve).toBeDisabled();
    await expect(cancel).toBeEnabled();
    await expect(remove).toBeDisabled();
    expect(await stockOf(request, book._id)).toBe(held);
    await page.screenshot({ path: `/tmp/admin-orders-${project}.png`, fullPage: true });

    // Approved → Cancelled: the two copies go back on the shelf.
    await flip(page, cancel);
    await expect(page.getByText(`Order ${number} cancelled`)).toBeVisible(WRITE);
    await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(cancel).toBeChecked();
    await expect(cancel).toBeDisabled();
    await expect(approve).not.toBeChecked();
    await expect(approve).toBeEnabled();
    await expect.poll(() => stockOf(request, book._id)).toBe(held + 2);

    // Cancelled → Approved takes them again; it ships (the stock stays taken), and the parcel,
    // refused at the door, comes back: cancelled once more.
    await flip(page, approve);
    await expect(row.getByText('Approved', { exact: true })).toBeVisible(WRITE);
    await expect.poll(() => stockOf(request, book._id)).toBe(held);
    await row.getByRole('button', { name: `Mark order #${number} shipped` }).click();
    await expect(page.getByText(`Order ${number} shipped`)).toBeVisible(WRITE);
    await expect(row.getByText('Shipped', { exact: true })).toBeVisible();
    await expect(
      row.getByRole('button', { name: `Mark order #${number} delivered` }),
    ).toBeVisible();
    expect(await stockOf(request, book._id)).toBe(held);
    await flip(page, cancel);
    await expect(row.getByText('Cancelled', { exact: true })).toBeVisible(WRITE);
    await expect.poll(() => stockOf(request, book._id)).toBe(held + 2);

    // Details: the invoice layout.
    await row.getByRole('button', { name: `Details of order #${number}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Order Details' });
    const invoice = dialog.getByRole('article', { name: `Invoice #${number}` });
    await expect(invoice).toContainText(book.nameB);
    await expect(invoice).toContainText('Cash On Delivery');
    await expect(invoice).toContainText('Shipping cost');
    await expect(invoice).toContainText('Tk 50');
    await expect(invoice).toContainText(customer);
    await expect(invoice).toContainText('7 Admin Test Road');
    await expect(invoice).toContainText('01712345678');
    await expect(invoice.getByRole('row')).toHaveCount(2);
    // Its timeline: every status it has had, in order, each with its date.
    const timeline = invoice.getByLabel('Order timeline');
    await expect(timeline).toContainText(
      /Placed.*Approved.*Cancelled.*Approved.*Shipped.*Cancelled/,
    );
    await expect(timeline.locator('time')).toHaveCount(6);
    await page.screenshot({ path: `/tmp/admin-order-details-${project}.png` });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Only now may it go.
    await expect(remove).toBeEnabled();
    await remove.click();
    await page
      .getByRole('dialog', { name: 'Delete?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText(`Order ${number} deleted`)).toBeVisible(WRITE);
    await expect(row).toHaveCount(0);
  },
);

test(
  'review manage: approving a pending review shows it on the book page',
  ANY_SCREEN,
  async ({ page, request }) => {
    test.setTimeout(180_000);
    const project = test.info().project.name;
    const book = await pickBook(request, 2 + projectIndex());
    const stamp = Date.now();
    const name = `Reviewer ${project} ${stamp}`;
    const comment = `E2E review ${project} ${stamp}: চমৎকার বই, সবার পড়া উচিত।`;
    await call(request, 'createReview', await customerToken(), {
      forProduct: book._id,
      rating: 4,
      name,
      comment,
    });

    await signInAs(page, ADMIN);
    await page.goto('/side-navbar/review-manage');
    await expect(page.getByRole('heading', { name: 'Review Manage' })).toBeVisible();
    const row = page
      .getByRole('table', { name: 'Reviews' })
      .getByRole('row')
      .filter({ hasText: name });
    await expect(row).toBeVisible({ timeout: 60_000 });
    await expect(row.getByText('Pending', { exact: true })).toBeVisible();
    await expect(row.getByLabel('4 out of 5 stars')).toBeVisible();
    const approve = row.getByRole('switch', { name: `Approve review by ${name}` });
    await expect(approve).not.toBeChecked();
    await expect(approve).toBeEnabled();

    // Details: the comment and the book.
    await row.getByRole('button', { name: `Details of the review by ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Review Details' });
    await expect(dialog).toContainText(comment);
    await expect(dialog.getByRole('link', { name: book.nameB })).toHaveAttribute(
      'href',
      `/product3Details/${book._id}`,
    );
    await page.screenshot({ path: `/tmp/admin-review-details-${project}.png` });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Pending → Approved, one way.
    await flip(page, approve);
    await expect(page.getByText('Review approved')).toBeVisible(WRITE);
    await expect(row.getByText('Approved', { exact: true })).toBeVisible();
    await expect(approve).toBeChecked();
    await expect(approve).toBeDisabled();
    await page.screenshot({ path: `/tmp/admin-reviews-${project}.png`, fullPage: true });

    // Public now: on the book page's reviews tab.
    await page.goto(`/product3Details/${book._id}`);
    await page.getByRole('tab', { name: /Reviews/ }).click();
    await expect(page.getByText(comment)).toBeVisible();

    // And the admin can delete it.
    await page.goto('/side-navbar/review-manage');
    await expect(row).toBeVisible({ timeout: 60_000 });
    await row.getByRole('button', { name: `Delete the review by ${name}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('Review deleted')).toBeVisible(WRITE);
    await expect(row).toHaveCount(0);
  },
);

test('order desk: search by phone, filter by status, the courier CSV, a packing slip and a bulk approve', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const project = test.info().project.name;
  const book = await pickBook(request, projectIndex() + 2);
  const local = `019${String(Date.now()).slice(-8)}`;
  const customer = `Desk E2E ${project} ${Date.now()}`;
  const placed = await call<{ orderId: string; number: string }>(
    request,
    'placeOrder',
    await customerToken(),
    {
      idempotencyKey: `e2edesk${project}${Date.now()}${Math.random().toString(36).slice(2, 8)}`,
      items: [{ productId: book._id, quantity: 1 }],
      shipping: {
        name: customer,
        email: CUSTOMER.email,
        phone: local,
        city: 'Dhaka',
        zip: '1205',
        address: '9 Courier Lane',
        district: 'Dhaka',
      },
      payment: { method: 'cashOnDelivery' },
    },
  );

  try {
    await signInAs(page, ADMIN);
    await page.goto('/side-navbar/order-manage');
    const table = page.getByRole('table', { name: 'Customer orders' });
    await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 60_000 });

    // Spec §2: a 'Total Tk' column and numbered page buttons, ten a page (the seed's twelve demo
    // orders and this one make two pages at least); the page lives in the URL.
    await expect(table.getByRole('columnheader', { name: 'Total Tk' })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(11);
    const rowNumber = table.getByRole('row').nth(1).getByRole('cell').nth(1);
    await expect(rowNumber).toHaveText('1');
    await page.getByRole('button', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(rowNumber).toHaveText('11');
    await page.reload();
    await expect(rowNumber).toHaveText('11', { timeout: 30_000 });

    // The phone as a shopper might read it out, with the country code and a dash.
    const search = page.getByRole('searchbox', { name: 'Search orders' });
    await search.fill(`+880 ${local.slice(1, 5)}-${local.slice(5)}`);
    await search.press('Enter');
    await expect(page).toHaveURL(/[?&]q=/);
    const rows = table.getByRole('row').filter({ hasText: `#${placed.number}` });
    await expect(rows).toHaveCount(1);
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('tab', { name: 'Pending (1)' })).toBeVisible();
    await page.screenshot({ path: `/tmp/order-desk-${project}.png`, fullPage: true });

    // Approved holds none of this phone's orders; the filter survives a reload.
    await page.getByRole('tab', { name: /^Approved/ }).click();
    await expect(page).toHaveURL(/status=Approved/);
    await page.reload();
    await expect(page.getByText('nothing here yet')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('tab', { name: /^Pending/ }).click();
    await expect(rows).toHaveCount(1);

    // A search that is neither a number, a phone nor an e-mail says what it takes.
    await search.fill('rabindranath');
    await search.press('Enter');
    await expect(page.getByText(ORDER_SEARCH_MESSAGE)).toBeVisible();

    // The courier sheet of the filter (the phone's pending orders).
    await search.fill(local);
    await search.press('Enter');
    await expect(rows).toHaveCount(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV for courier' }).click(),
    ]);
    const text = await readFile((await download.path())!, 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const sheet = Papa.parse<string[]>(text.slice(1).trim()).data;
    expect(sheet[0]).toEqual([...COURIER_COLUMNS]);
    expect(sheet).toHaveLength(2);
    const [invoice, name, phone, address, district, cod, items] = sheet[1]!;
    expect({ invoice, name, phone, district }).toEqual({
      invoice: placed.number,
      name: customer,
      phone: local,
      district: 'Dhaka',
    });
    expect(address).toContain('9 Courier Lane');
    expect(Number(cod)).toBeGreaterThan(50);
    expect(items).toBe(`1 × ${book.nameB}`);

    // Ticked, the order gets its packing slip, then is approved from the bulk bar.
    const bulkBar = page.getByLabel('Selected orders');
    await page.getByRole('checkbox', { name: 'Select every order on this page' }).check();
    await expect(bulkBar).toContainText('1 selected');
    await bulkBar.getByRole('button', { name: 'Packing slips' }).click();
    const slip = page
      .getByRole('dialog', { name: 'Packing slips' })
      .getByRole('article', { name: `Packing slip #${placed.number}` });
    await expect(slip).toContainText(customer);
    await expect(slip).toContainText(`1 × ${book.nameB}`);
    await expect(slip).toContainText('Collect Tk');
    await page.screenshot({ path: `/tmp/packing-slips-${project}.png` });
    await page.keyboard.press('Escape');
    await bulkBar.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('1 order approved')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('tab', { name: 'Approved (1)' })).toBeVisible();
    await expect(bulkBar).toContainText('0 selected');
  } finally {
    await call(request, 'updateOrderStatus', await tokenOf(ADMIN), {
      id: placed.orderId,
      orderStatus: 'Cancelled',
    });
  }
});
