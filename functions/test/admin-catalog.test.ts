import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES } from '@boi/domain/admin/products';
import { imageStoreFromEnv } from '../src/images/image-store';
import { collections } from '../src/store/documents';
import { apiWrite, pngBytes, upload, uploadedPicture } from './admin-helpers';
import { getApps } from 'firebase-admin/app';
import { setAdminClaim } from '../src/users/set-admin-claim';
import {
  acceptInvitation,
  callFunction,
  createTestUser,
  signIn,
  type TestUser,
} from './auth-helpers';
import { getJson, testDb } from './fixtures';

let admin: TestUser;
let customer: TestUser;
const run = randomUUID().slice(0, 8);
const created: {
  collection: 'categories' | 'writers' | 'publications' | 'products';
  id: string;
}[] = [];

async function call(name: string, data: unknown, user: TestUser | null = admin) {
  const response = await callFunction(name, data, user?.idToken);
  if (user === admin && response.status === 200) {
    const id = response.body.result?.id;
    const collection = /^create(Category|Writer|Publication|Product)$/.exec(name)?.[1];
    if (id && collection) {
      created.push({
        collection: (
          {
            Category: 'categories',
            Writer: 'writers',
            Publication: 'publications',
            Product: 'products',
          } as const
        )[collection as 'Category'],
        id,
      });
    }
  }
  return response;
}

const countOf = async (collection: 'categories' | 'writers' | 'publications', id: string) =>
  (await collections(testDb())[collection].doc(id).get()).get('productCount') as number;

let links: { category: string; writer: string; publication: string };

async function newLinks() {
  const [category, writer, publication] = await Promise.all([
    call('createCategory', { name: `বিভাগ ${run}` }),
    call('createWriter', { name: `লেখক ${run}`, writerDetails: 'পুরনো বিবরণ' }),
    call('createPublication', { name: `প্রকাশনী ${run}` }),
  ]);
  return {
    category: category.body.result.id as string,
    writer: writer.body.result.id as string,
    publication: publication.body.result.id as string,
  };
}

async function bookInput(overrides: Record<string, unknown> = {}) {
  return {
    nameB: `নতুন বই ${run}`,
    nameE: `New book ${run}`,
    price: 420,
    quantity: 7,
    discount: 10,
    status: 'in-stock',
    ...links,
    bookFair: null,
    productTags: ['উপন্যাস', '  ', 'classic'],
    descriptionB: 'বর্ণনা',
    descriptionE: 'About',
    BookSalesInfo: 'None',
    image: await uploadedPicture('product', admin.idToken),
    ...overrides,
  };
}

beforeAll(async () => {
  [admin, customer] = await Promise.all([createTestUser({ admin: true }), createTestUser()]);
  links = await newLinks();
});

afterAll(async () => {
  const all = collections(testDb());
  await Promise.all(created.map(({ collection, id }) => all[collection].doc(id).delete()));
  // The seed writes the shop's book count; these tests' books made one that other files' fixture
  // books (written directly) would contradict.
  await all.stats.doc('catalog').delete();
});

describe('who may write the catalog', () => {
  const rows = [
    ['createCategory', 'POST', '/category', () => ({ name: `x-${run}` })],
    ['updateCategory', 'PATCH', '/category/:id', () => ({ id: links.category, name: 'hacked' })],
    ['deleteCategory', 'DELETE', '/category/:id', () => ({ id: links.category })],
    ['createWriter', 'POST', '/writer', () => ({ name: `x-${run}` })],
    ['updateWriter', 'PATCH', '/writer/:id', () => ({ id: links.writer, name: 'hacked' })],
    ['deleteWriter', 'DELETE', '/writer/:id', () => ({ id: links.writer })],
    ['createPublication', 'POST', '/publication', () => ({ name: `x-${run}` })],
    [
      'updatePublication',
      'PATCH',
      '/publication/:id',
      () => ({ id: links.publication, name: 'hacked' }),
    ],
    ['deletePublication', 'DELETE', '/publication/:id', () => ({ id: links.publication })],
    ['createProduct', 'POST', '/product', () => ({ nameB: 'hacked' })],
    ['updateProduct', 'PATCH', '/product/:id', () => ({ id: 'book-00001', nameB: 'hacked' })],
    ['deleteProduct', 'DELETE', '/product/:id', () => ({ id: 'book-00001' })],
    ['createBanner', 'POST', '/banner', () => ({ image: 'up-aaaaaaaaaaaa' })],
    ['deleteBanner', 'DELETE', '/banner/:id', () => ({ id: 'banner-1' })],
  ] as const;

  it.each(rows)(
    '%s refuses visitors (401) and customers (403) through both doors',
    async (name, method, path, input) => {
      const before = await Promise.all([
        collections(testDb()).categories.doc(links.category).get(),
        collections(testDb()).writers.doc(links.writer).get(),
        collections(testDb()).publications.doc(links.publication).get(),
        collections(testDb()).products.where('nameB', '==', 'hacked').count().get(),
      ]);
      const data = input();
      const url = path.replace(':id', String((data as { id?: string }).id));
      const [visitorCall, customerCall, visitorHttp, customerHttp] = await Promise.all([
        call(name, data, null),
        call(name, data, customer),
        apiWrite(method, url, { body: data }),
        apiWrite(method, url, { body: data, token: customer.idToken }),
      ]);
      expect([visitorCall.status, visitorCall.body.error.status]).toEqual([401, 'UNAUTHENTICATED']);
      expect([customerCall.status, customerCall.body.error.status]).toEqual([
        403,
        'PERMISSION_DENIED',
      ]);
      expect([visitorHttp.status, visitorHttp.body.error]).toEqual([401, 'unauthenticated']);
      expect([customerHttp.status, customerHttp.body.error]).toEqual([403, 'permission-denied']);
      const after = await Promise.all([
        collections(testDb()).categories.doc(links.category).get(),
        collections(testDb()).writers.doc(links.writer).get(),
        collections(testDb()).publications.doc(links.publication).get(),
        collections(testDb()).products.where('nameB', '==', 'hacked').count().get(),
      ]);
      expect(after.slice(0, 3).map((s) => s.data())).toEqual(
        before.slice(0, 3).map((s) => s.data()),
      );
      expect(after[3].data().count).toBe(0);
    },
  );

  it('refuses uploads from visitors and customers', async () => {
    const file = [{ name: 'a.png', bytes: await pngBytes() }];
    expect((await upload('product', file)).status).toBe(401);
    expect((await upload('product', file, customer.idToken)).status).toBe(403);
  });
});

describe('the picture rules (§5)', () => {
  const cases: [string, () => Promise<{ name: string; bytes: Buffer }[]>, string][] = [
    [
      'a picture over 5,000,000 bytes',
      async () => [{ name: 'big.png', bytes: Buffer.alloc(5_000_001, 1) }],
      PRODUCT_MESSAGES.pictureSize,
    ],
    [
      'a gif',
      async () => [{ name: 'cover.gif', bytes: await pngBytes() }],
      PRODUCT_MESSAGES.pictureType,
    ],
    [
      'text named .png',
      async () => [{ name: 'cover.png', bytes: Buffer.from('not an image') }],
      PRODUCT_MESSAGES.pictureType,
    ],
    [
      'two pictures',
      async () => [
        { name: 'a.png', bytes: await pngBytes() },
        { name: 'b.png', bytes: await pngBytes() },
      ],
      PRODUCT_MESSAGES.onePicture,
    ],
    ['no picture', async () => [], PRODUCT_MESSAGES.onePicture],
    [
      'a JPEG cut off halfway',
      async () => {
        const whole = await sharpJpeg(400, 600);
        return [{ name: 'cut.jpg', bytes: whole.subarray(0, whole.length / 2) }];
      },
      PRODUCT_MESSAGES.pictureType,
    ],
    [
      'a small PNG that declares a 10,000 × 10,000 canvas',
      async () => [{ name: 'huge.png', bytes: pngDeclaring(10_000, 10_000) }],
      `${PRODUCT_MESSAGES.pictureType}: at most 50 megapixels`,
    ],
  ];

  it.each(cases)('refuses %s with the spec message', async (_what, files, message) => {
    const response = await upload('product', await files(), admin.idToken);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('accepts upper-case extensions and stores two WebP widths: 600×900 and a 400×600 card cover', async () => {
    const { status, body } = await upload(
      'product',
      [{ name: 'COVER.JPEG', bytes: await sharpJpeg() }],
      admin.idToken,
    );
    expect(status).toBe(201);
    const { default: sharp } = await import('sharp');
    const sizes = [];
    for (const url of [body.data.image, body.data.thumb]) {
      const image = await fetch(new URL(url, process.env.BOI_URL ?? 'http://127.0.0.1:5100'));
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
      const { width, height } = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
      sizes.push([width, height]);
    }
    expect(sizes).toEqual([
      [600, 900],
      [400, 600],
    ]);
    expect(body.data.thumb).toMatch(/-400\.webp$/);
  });
});

async function sharpJpeg(width = 40, height = 60): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width, height, channels: 3, background: '#333' } })
    .jpeg()
    .toBuffer();
}

/** A PNG whose header declares `width` × `height` pixels, with one tiny compressed row. */
function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('add, update and delete a book', () => {
  it('refuses each broken §5 rule and writes nothing', async () => {
    const base = await bookInput();
    const broken: [Record<string, unknown>, string][] = [
      [{ productTags: ['1', '2', '3', '4', '5', '6'] }, PRODUCT_MESSAGES.tooManyTags],
      [{ status: '' }, PRODUCT_MESSAGES.status],
      [{ category: '' }, PRODUCT_MESSAGES.category],
      [{ writer: undefined }, PRODUCT_MESSAGES.writer],
      [{ publication: 'no-such-publication' }, PRODUCT_MESSAGES.publication],
      [{ image: undefined }, PRODUCT_MESSAGES.onePicture],
      [{ image: 'up-not-uploaded-anywhere' }, PRODUCT_MESSAGES.onePicture],
      [{ nameB: ' ' }, PRODUCT_MESSAGES.nameB],
      [{ price: '' }, PRODUCT_MESSAGES.price],
      [{ quantity: -1 }, PRODUCT_MESSAGES.quantity],
    ];
    for (const [change, message] of broken) {
      const input = { ...base, ...change, nameE: `refused-${run}` };
      const viaCallable = await call('createProduct', input);
      expect(viaCallable.body.error?.message).toContain(message);
      const viaHttp = await apiWrite('POST', '/product', { body: input, token: admin.idToken });
      expect([viaHttp.status, viaHttp.body.message]).toEqual([
        400,
        expect.stringContaining(message),
      ]);
    }
    const written = await collections(testDb())
      .products.where('nameE', '==', `refused-${run}`)
      .get();
    expect(written.size).toBe(0);
    expect(await countOf('categories', links.category)).toBe(0);
  });

  it('makes a book from a cover uploaded while card covers were 300 px wide', async () => {
    const id = await uploadedPicture('product', admin.idToken);
    const store = imageStoreFromEnv();
    const thumb = await store.get(`uploads/${id}-400.webp`);
    await store.put(`uploads/${id}-300.webp`, thumb!.bytes, 'image/webp');
    await store.remove(`uploads/${id}-400.webp`);
    const added = await apiWrite('POST', '/product', {
      body: await bookInput({ image: id, nameE: `old upload ${run}` }),
      token: admin.idToken,
    });
    expect(added.status).toBe(201);
    const bookId = added.body.data.id as string;
    created.push({ collection: 'products', id: bookId });
    const book = (await getJson(`/api/v1/product/${bookId}`)).body.data;
    expect(book.thumb).toBe(`/api/v1/images/uploads/${id}-300.webp`);
    const image = await fetch(new URL(book.thumb, process.env.BOI_URL ?? 'http://127.0.0.1:5100'));
    expect(image.status).toBe(200);
    // The next test counts its own book in these links' counts.
    const removed = await apiWrite('DELETE', `/product/${bookId}`, { token: admin.idToken });
    expect(removed.status).toBe(200);
  });

  it('adds a book with its counts, moves it, and deletes it', async () => {
    const other = await call('createCategory', { name: `অন্য ${run}` });
    const otherId = other.body.result.id as string;
    const stats = collections(testDb()).stats.doc('catalog');
    const booksBefore = (await stats.get()).data()?.productCount ?? 0;
    const added = await apiWrite('POST', '/product', {
      body: await bookInput(),
      token: admin.idToken,
    });
    expect(added.status).toBe(201);
    const id = added.body.data.id as string;
    created.push({ collection: 'products', id });

    const book = (await getJson(`/api/v1/product/${id}`)).body.data;
    expect(book).toMatchObject({
      nameB: `নতুন বই ${run}`,
      price: 420,
      productTags: ['উপন্যাস', 'classic'],
      category: { category_id: links.category, categoryName: `বিভাগ ${run}` },
      writer: { writer_id: links.writer, writerDetails: 'পুরনো বিবরণ' },
    });
    expect(book.searchKeys).toBeUndefined();
    // The public copy that browsers may read: stock as a band, no exact count, no server fields.
    const publicCopy = collections(testDb()).books.doc(id);
    const shown = (await publicCopy.get()).data();
    expect(shown).toMatchObject({ nameB: `নতুন বই ${run}`, price: 420, stockBand: 'in-stock' });
    expect(shown).not.toHaveProperty('quantity');
    expect(shown).not.toHaveProperty('searchKeys');
    expect(shown).not.toHaveProperty('searchTitle');
    expect(await countOf('categories', links.category)).toBe(1);
    expect(await countOf('writers', links.writer)).toBe(1);
    expect((await stats.get()).data()?.productCount).toBe(booksBefore + 1);

    // The spec's PATCH row sends form data, with the category as a JSON object.
    const form = {
      nameB: 'নতুন নাম',
      nameE: 'New name',
      price: '555',
      quantity: '3',
      discount: '0',
      status: 'in-stock',
      category: JSON.stringify({ categoryName: 'ignored', category_id: otherId }),
      writer: links.writer,
      publication: links.publication,
      bookFair: '2023',
      BookSalesInfo: 'None',
    };
    const updated = await apiWrite('PATCH', `/product/${id}`, {
      body: form,
      as: 'form',
      token: admin.idToken,
    });
    expect(updated.status).toBe(200);
    const after = (await getJson(`/api/v1/product/${id}`)).body.data;
    expect(after).toMatchObject({
      nameB: 'নতুন নাম',
      price: 555,
      bookFair: '2023',
      productTags: ['উপন্যাস', 'classic'],
    });
    expect(after.category).toEqual({ category_id: otherId, categoryName: `অন্য ${run}` });
    expect((await publicCopy.get()).data()).toMatchObject({
      nameB: 'নতুন নাম',
      price: 555,
      stockBand: 'few-left',
      category: { category_id: otherId, categoryName: `অন্য ${run}` },
    });
    expect(await countOf('categories', links.category)).toBe(0);
    expect(await countOf('categories', otherId)).toBe(1);

    const deleted = await call('deleteProduct', { id });
    expect(deleted.body.result).toEqual({ message: 'Product deleted', id });
    expect((await getJson(`/api/v1/product/${id}`)).status).toBe(404);
    expect((await publicCopy.get()).exists).toBe(false);
    expect(await countOf('categories', otherId)).toBe(0);
    expect(await countOf('writers', links.writer)).toBe(0);
    expect((await stats.get()).data()?.productCount).toBe(booksBefore);
    expect((await call('deleteCategory', { id: otherId })).status).toBe(200);
  });
});

describe('categories, writers and publications', () => {
  it('renames the copy on every book, and refuses to delete while books remain', async () => {
    const mine = await newLinks();
    const saved = links;
    links = mine;
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await call(
        'createProduct',
        await bookInput({ nameE: `rename-${run}-${i}` }),
      );
      ids.push(response.body.result.id);
    }
    links = saved;

    const renamed = await apiWrite('PATCH', `/writer/${mine.writer}`, {
      body: { name: 'নতুন লেখক', writerDetails: 'নতুন বিবরণ' },
      token: admin.idToken,
    });
    expect(renamed.status).toBe(200);
    const books = await Promise.all(ids.map((id) => collections(testDb()).products.doc(id).get()));
    expect(books.map((b) => b.get('writer'))).toEqual(
      Array(3).fill({ writer_id: mine.writer, writerName: 'নতুন লেখক', writerDetails: 'নতুন বিবরণ' }),
    );

    const refused = await apiWrite('DELETE', `/writer/${mine.writer}`, { token: admin.idToken });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('3 book(s)');
    expect((await collections(testDb()).writers.doc(mine.writer).get()).exists).toBe(true);

    for (const id of ids) await call('deleteProduct', { id });
    for (const [kind, id] of [
      ['Category', mine.category],
      ['Writer', mine.writer],
      ['Publication', mine.publication],
    ]) {
      expect((await call(`delete${kind}`, { id })).body.result.message).toBe(`${kind} deleted`);
    }
    expect((await getJson(`/api/v1/writer/${mine.writer}`)).status).toBe(404);
  });

  it('needs a name, and answers 404 for an unknown id', async () => {
    const blank = await apiWrite('POST', '/category', {
      body: { name: '  ' },
      token: admin.idToken,
    });
    expect([blank.status, blank.body.message]).toEqual([400, 'Name is required']);
    const unknown = await apiWrite('PATCH', '/publication/nope-nope', {
      body: { name: 'x' },
      token: admin.idToken,
    });
    expect(unknown.status).toBe(404);
  });
});

describe('banners', () => {
  it('adds a banner from an upload, lists it, and deletes it with its images', async () => {
    const image = await uploadedPicture('banner', admin.idToken);
    const added = await apiWrite('POST', '/banner', { body: { image }, token: admin.idToken });
    expect(added.status).toBe(201);
    const listed = (await getJson('/api/v1/banner')).body.data as { _id: string; image: string }[];
    const banner = listed.find((b) => b._id === added.body.data.id)!;
    expect(banner.image).toContain(image);
    const base = process.env.BOI_URL ?? 'http://127.0.0.1:5100';
    expect((await fetch(new URL(banner.image, base))).status).toBe(200);

    const deleted = await apiWrite('DELETE', `/banner/${banner._id}`, { token: admin.idToken });
    expect(deleted.status).toBe(200);
    expect((await fetch(new URL(banner.image, base))).status).toBe(404);
    expect(
      (await getJson('/api/v1/banner')).body.data.map((b: { _id: string }) => b._id),
    ).not.toContain(banner._id);
  });

  it('refuses a banner without an uploaded banner picture', async () => {
    const coverOnly = await uploadedPicture('product', admin.idToken);
    const refused = await call('createBanner', { image: coverOnly });
    expect(refused.body.error.message).toBe('please provide one banner picture');
  });
});

describe('hostile ids never cause a 5xx', () => {
  const hostile = ['%2e%2e%2f', '..', 'a%2Fb', 'x'.repeat(4_000), '%00', '%F0%9F%93%9A', '__x__'];
  it.each(['product', 'category', 'writer', 'publication'])(
    'GET and PATCH /%s/{hostile}',
    async (route) => {
      for (const id of hostile) {
        const read = await getJson(`/api/v1/${route}/${id}`);
        expect([400, 404]).toContain(read.status);
        const write = await apiWrite('PATCH', `/${route}/${id}`, {
          body: { name: 'x' },
          token: admin.idToken,
        });
        expect([400, 404]).toContain(write.status);
      }
    },
  );

  // Through Hosting, a path segment past the file system's PATH_MAX fails in the Hosting
  // emulator's static-file lookup (superstatic: ENAMETOOLONG) before any rewrite; the function
  // itself is asked directly, as production Hosting hands such a request to it.
  it('answers a 10 kB id with 404 from the function', async () => {
    const functions = new URL(process.env.BOI_URL ?? 'http://127.0.0.1:5100');
    functions.port = String(Number(functions.port) + 1);
    const response = await fetch(
      `${functions.origin}/demo-boi/asia-south1/api/api/v1/product/${'x'.repeat(10_000)}`,
    );
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: string }).error).toBe('not-found');
  });
});

describe('npm run admin:grant / admin:revoke', () => {
  it('invites; once accepted a fresh token may write; and revokes', async () => {
    const user = await createTestUser();
    const app = getApps()[0]!;
    const tryWrite = async () => {
      const token = await signIn(user.email, 'secret-123');
      return apiWrite('POST', '/publication', { body: { name: `grant-${run}` }, token });
    };
    expect((await tryWrite()).status).toBe(403);
    await setAdminClaim(app, user.email, true);
    expect((await tryWrite()).status).toBe(403);
    // The grant is an invitation: the owner of the address accepts it through the mailed link.
    expect((await acceptInvitation(user.email, 'secret-123')).status).toBe(200);
    const granted = await tryWrite();
    expect(granted.status).toBe(201);
    created.push({ collection: 'publications', id: granted.body.data.id });
    expect((await collections(testDb()).users.doc(user.uid).get()).get('role')).toBe('Admin');
    await setAdminClaim(app, user.email, false);
    expect((await tryWrite()).status).toBe(403);
  });
});
