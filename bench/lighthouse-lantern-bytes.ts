// What Lighthouse's simulated (Lantern) LCP counted, from the reports `lighthouse-cli.ts --reports
// DIR` keeps: `tsx bench/lighthouse-lantern-bytes.ts DIR`.
// Lantern estimates LCP as the mean of two simulated graphs cut at the LCP observed in the
// unthrottled run: the optimistic one holds every request that ended before it except
// low-priority images, the pessimistic one every request that ended before it. Each KiB in
// them costs about 5 ms on the simulated 1.6 Mbit/s link, whether the LCP element needs it or
// not, so this prints those bytes per run beside the LCP, and the fonts' and images' share.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface Request {
  url: string;
  resourceType?: string;
  priority?: string;
  transferSize?: number;
  networkEndTime?: number;
}

interface Report {
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } } | undefined>;
}

const dir = process.argv[2];
if (!dir) throw new Error('usage: tsx bench/lighthouse-lantern-bytes.ts <reports dir>');

const kib = (bytes: number) => `${Math.round(bytes / 1024)}`;
const isLowImage = (request: Request) =>
  request.resourceType === 'Image' &&
  (request.priority === 'Low' || request.priority === 'VeryLow');

console.log(
  '| run | LCP | observed LCP | pessimistic KiB | optimistic KiB | fonts KiB | images KiB |',
);
console.log('|---|---|---|---|---|---|---|');
for (const name of readdirSync(dir)
  .filter((file) => file.endsWith('.json'))
  .sort()) {
  const report = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Report;
  const metrics = (report.audits.metrics?.details?.items?.[0] ?? {}) as Record<string, unknown>;
  const observed = Number(metrics.observedLargestContentfulPaint);
  const requests = (report.audits['network-requests']?.details?.items ?? []) as Request[];
  const counted = requests.filter((request) => (request.networkEndTime ?? Infinity) <= observed);
  const sum = (list: Request[]) => list.reduce((total, r) => total + (r.transferSize ?? 0), 0);
  const lcp = report.audits['largest-contentful-paint']?.numericValue ?? NaN;
  console.log(
    `| ${name.replace(/\.json$/, '')} | ${(lcp / 1000).toFixed(2)} s | ${Math.round(observed)} ms` +
      ` | ${kib(sum(counted))} | ${kib(sum(counted.filter((r) => !isLowImage(r))))}` +
      ` | ${kib(sum(counted.filter((r) => r.resourceType === 'Font')))}` +
      ` | ${kib(sum(counted.filter((r) => r.resourceType === 'Image')))} |`,
  );
}
