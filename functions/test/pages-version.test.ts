// pagesVersion/current (functions/src/shared/pages-version.ts): Firestore sustains about one write
// a second to it, so marks that come within a second of each other share one; a page rendered
// while a shared mark's second is open is not kept (the version reads null), so none misses a change.
import { afterAll, expect, it } from 'vitest';
import { markPagesChanged, readPagesVersion } from '../src/shared/pages-version';
import { collections, PAGES_VERSION_DOC_ID } from '../src/store/documents';
import { testDb } from './fixtures';

const doc = () => collections(testDb()).pagesVersion.doc(PAGES_VERSION_DOC_ID);
const written = async () => (await doc().get()).updateTime?.toMillis();
afterAll(() => doc().delete());

it('writes a quiet mark at once, shares the marks of a busy second, and keeps no page meanwhile', async () => {
  await doc().delete();
  const start = Date.now() - 10_000;
  // A quiet shop: the mark is final at once (give or take the clocks' allowance).
  await markPagesChanged(() => start);
  const quiet = await readPagesVersion(start + 300);
  expect(quiet).toEqual(expect.any(String));
  // A second mark within the second opens a window: a new version, not final until it closes.
  await markPagesChanged(() => start + 400);
  expect(await readPagesVersion(start + 500)).toBeNull();
  const busy = await readPagesVersion(start + 1_700);
  expect(busy).not.toBe(quiet);
  // Marks inside the window write nothing: the version and its write stay.
  const before = await written();
  await Promise.all([markPagesChanged(() => start + 600), markPagesChanged(() => start + 1_300)]);
  expect(await written()).toBe(before);
  expect(await readPagesVersion(start + 1_700)).toBe(busy);
  // Past the window, still busy: the next mark opens the next window, a second later.
  await markPagesChanged(() => start + 1_500);
  expect(await readPagesVersion(start + 2_000)).toBeNull();
  expect(await readPagesVersion(start + 2_800)).not.toBe(busy);
});
