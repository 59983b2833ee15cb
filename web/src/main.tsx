import '@boi/domain/shared/zod-config';
// First, as it was when the whole app was one start chunk: its rules come before Mantine's in the
// one stylesheet (cssCodeSplit: false follows the chunks' order; web/app-start-chunk.ts).
import './components/layout/layout.module.css';
import './app/fonts.css';
import './app/mantine-core.css';
import '@mantine/carousel/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { addFullStylesheet } from './lib/full-stylesheet';
import { yieldToMain } from './lib/yield-to-main';

/**
 * The app's modules, evaluated in stages, one task each. Evaluating a module graph is one task,
 * and the whole app's was 133-240 ms on a phone at 4× CPU, in the middle of a shopper's first
 * taps; so the entry holds almost nothing, and each stage is a dynamic import evaluated after the
 * browser has had its turn. A stage evaluates only what the earlier ones did not: the build makes
 * each stage one chunk of what it adds (web/app-start-chunk.ts) and the page preloads them all
 * with the entry (web/build.ts), so no stage waits for the network when its turn comes. Each
 * names the export the start uses: a whole namespace kept every export of react-router
 * (about 12 KiB gzip more).
 */
const STAGES = [
  () => import('react-dom/client').then(({ hydrateRoot }) => hydrateRoot),
  () => import('react-router/dom').then(({ RouterProvider }) => RouterProvider),
  () => import('./app/provider').then(({ AppProvider }) => AppProvider),
  () => import('./lib/i18n/i18n').then(({ startBrowserI18n }) => startBrowserI18n),
  () => import('./app/router').then(({ routes }) => routes),
];

async function start(container: HTMLElement): Promise<void> {
  // Fetched beside the stages; the app waits for it before it renders (app/boot.tsx).
  void addFullStylesheet();
  for (const stage of STAGES) {
    await stage();
    await yieldToMain();
  }
  const { startApp } = await import('./app/boot');
  await yieldToMain();
  await startApp(container);
}

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing from index.html');
void start(container);
