/**
 * Fills the emulators with the demo store: `npm run seed -- [--books N] [--no-orders]`.
 * Writes only to emulators: FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST default to
 * the `npm start` stack (127.0.0.1:8080 and 127.0.0.1:9099);
 * images go to IMAGE_STORE_DIR (default <repo>/.image-store).
 */
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seed } from './seed';

function parseBooks(args: readonly string[]): number | undefined {
  const at = args.findIndex((a) => a === '--books' || a.startsWith('--books='));
  if (at < 0) return undefined;
  const arg = args[at] ?? '';
  const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[at + 1];
  const books = Number(value);
  if (!Number.isInteger(books) || books < 1) throw new Error(`--books needs a positive integer`);
  return books;
}

async function main() {
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
  const args = process.argv.slice(2);
  const summary = await seed({
    books: parseBooks(args),
    skipImages: args.includes('--skip-images'),
    demoOrders: !args.includes('--no-orders'),
    log: (line) => console.log(`seed: ${line}`),
  });
  console.log(
    `seed: done in ${summary.seconds} s — ${summary.books} books, ${summary.categories} categories, ` +
      `${summary.writers} writers, ${summary.publications} publications, ${summary.reviews} reviews, ` +
      `${summary.banners} banners, ${summary.orders} orders, ${summary.images} images`,
  );
  if (summary.accounts) {
    for (const account of DEMO_ACCOUNTS) {
      console.log(`seed: ${account.role.padEnd(8)} ${account.email} / ${account.password}`);
    }
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('seed failed:', error);
    process.exit(1);
  },
);
