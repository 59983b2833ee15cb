// A throttled mid-range phone for the first-tap benches: Debian's Chromium, 412 px, 150 ms round
// trip, 1.6 Mbit/s down, CPU slowed 4x; a page opened as a new or returning visitor would.
import { chromium } from 'playwright-core';
import { bookPath, categoryPath } from '@boi/domain/paths/routes';
import { json } from './lighthouse';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A mid-range Android phone (Lighthouse's Moto G Power size and density). */
export const PHONE = {
  viewport: { width: 412, height: 915 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 13; SM-A536B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
};

/** The slow 4G, in the protocol's bytes per second. */
export const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 200_000,
  uploadThroughput: 93_750,
};

export const CPU_SLOWDOWN = 4;

export type Visitor = 'new' | 'returning';

/** The pages of the issue: home, the first category, and the first book that has copies left. */
export async function pagesOf(base: string) {
  const { data } = await json<{ data: { products: { _id: string; quantity: number }[] } }>(
    `${base}/api/v1/product?size=20&page=0`,
  );
  const { data: categories } = await json<{ data: { _id: string }[] }>(
    `${base}/api/v1/category?limit=1`,
  );
  const book = data.products.find((product) => product.quantity > 0)?._id;
  const category = categories[0]?._id;
  if (!book || !category) throw new Error('no book in stock or no category to tap on');
  // The returning visitor's wishlist holds a book other than the one tapped on its page.
  const wishlisted = data.products.find((product) => product._id !== book)?._id ?? book;
  return {
    wishlisted,
    pages: [
      { page: 'home', path: '/' },
      { page: 'category', path: categoryPath(category) },
      { page: 'book', path: bookPath(book) },
    ],
  };
}

export const message = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';

/** The headless Chromium the first-tap benches drive. */
export const launchBrowser = () =>
  chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS, headless: true });
