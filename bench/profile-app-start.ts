// Where the app's start spends the main thread on a book's page (issue 37): a CPU profile
// through the DevTools protocol (4× CPU, no network throttling), from the first tap to idle,
// summed by script and function (self time), and the long tasks seen. A working tool, not a
// figure of `npm run bench`:
//   tsx scripts/with-emulators.ts --build --seed -- npx tsx bench/profile-app-start.ts [path]
import { chromium } from 'playwright-core';
import { CHROME_ARGS, CHROME_PATH, pagesOf, PHONE } from './phone-page';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const base = process.env.BOI_URL;
if (!base) throw new Error('BOI_URL: run this under scripts/with-emulators.ts');
const path = process.argv[2] ?? (await pagesOf(base)).pages.find((p) => p.page === 'book')?.path;
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
try {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluate(() => {
    const tasks: number[][] = [];
    (window as unknown as { __tasks: number[][] }).__tasks = tasks;
    new PerformanceObserver((list) =>
      list
        .getEntries()
        .forEach((e) => tasks.push([Math.round(e.startTime), Math.round(e.duration)])),
    ).observe({ type: 'longtask' });
  });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.mouse.move(10, 10);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
    timeout: 30_000,
  });
  await page.waitForTimeout(3000);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const tasks = await page.evaluate(() => (window as unknown as { __tasks: number[][] }).__tasks);
  console.log('long tasks [start, ms]:', JSON.stringify(tasks));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  const byFile = new Map<string, number>();
  profile.samples.forEach((id, at) => {
    const node = byId.get(id);
    if (!node) return;
    const ms = (profile.timeDeltas[at] ?? 0) / 1000;
    const file = node.callFrame.url.split('/').pop() || `(${node.callFrame.functionName})`;
    const key = `${file} ${node.callFrame.functionName}:${node.callFrame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + ms);
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
  });
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${v.toFixed(0).padStart(6)} ms  ${k}`);
  console.log('\nself time by file:\n' + top(byFile, 25).join('\n'));
  console.log('\nself time by function:\n' + top(self, 40).join('\n'));
} finally {
  await browser.close();
}
