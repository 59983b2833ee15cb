// Lighthouse alone, against a running stack (BOI_URL), for a quick look while working:
//   tsx scripts/with-emulators.ts --build --seed -- npx tsx bench/lighthouse-cli.ts \
//     [--runs N] [--books N] [--reports DIR]
// --reports keeps each run's full JSON report (LCP element, waterfall) in DIR.
// `npm run bench` runs Lighthouse on both catalog sizes (bench/main.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { measureLighthouse, printLighthouse } from './lighthouse';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    books: { type: 'string', default: '300' },
    reports: { type: 'string' },
  },
});
const base = process.env.BOI_URL;
if (!base) throw new Error('BOI_URL: run this under scripts/with-emulators.ts');
const { reports } = values;
if (reports) mkdirSync(reports, { recursive: true });
const figures = await measureLighthouse(
  base,
  Number(values.books),
  Number(values.runs),
  reports
    ? (path, run, lhr) => {
        const name = path === '/' ? 'home' : (path.split('/')[1] ?? 'page');
        writeFileSync(join(reports, `${name}-${run + 1}.json`), JSON.stringify(lhr));
      }
    : undefined,
);
printLighthouse([figures]);
