// Which main-thread tasks are long when the app starts on a storefront page (issue 37): a
// Chromium trace (4× CPU, the phone's slow 4G), from a first scroll to idle, and for each task
// over 50 ms what filled it (script evaluated or called, by file; style, layout, paint, parse).
// A working tool, not a figure of `npm run bench`:
//   tsx scripts/with-emulators.ts --build --seed -- npx tsx bench/profile-tasks.ts [page] [runs]
import { chromium } from 'playwright-core';
import { CHROME_ARGS, CHROME_PATH, CPU_SLOWDOWN, NETWORK, pagesOf, PHONE } from './phone-page';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; stackTrace?: unknown } };
}

const base = process.env.BOI_URL;
if (!base) throw new Error('BOI_URL: run this under scripts/with-emulators.ts');
const pageName = process.argv[2] ?? 'book';
const runs = Number(process.argv[3] ?? 1);
const path = (await pagesOf(base)).pages.find((p) => p.page === pageName)?.path ?? pageName;

const file = (url: string | undefined) => (url ? (url.split('/').pop() ?? url) : '');

/** What one task held the thread for, by kind and file, longest first. */
function describe(task: TraceEvent, inside: TraceEvent[]): string {
  const sums = new Map<string, number>();
  const end = task.ts + (task.dur ?? 0);
  // Only the outermost events of each kind inside the task, so nothing is counted twice.
  let until = 0;
  for (const event of inside) {
    if (event.ts < task.ts || event.ts >= end || event.ts < until) continue;
    const label =
      event.name === 'EvaluateScript' || event.name === 'v8.evaluateModule'
        ? `eval ${file(event.args?.data?.url) || '(module)'}`
        : event.name === 'FunctionCall'
          ? `call ${file(event.args?.data?.url)} ${event.args?.data?.functionName ?? ''}`
          : event.name;
    sums.set(label, (sums.get(label) ?? 0) + (event.dur ?? 0) / 1000);
    until = event.ts + (event.dur ?? 0);
  }
  return [...sums]
    .sort((a, b) => b[1] - a[1])
    .filter(([, ms]) => ms >= 3)
    .map(([label, ms]) => `${ms.toFixed(0)} ${label}`)
    .join(' | ');
}

/** Every event over 3 ms inside one task, nested, for a closer look (DETAIL=1). */
function detail(task: TraceEvent, onMain: TraceEvent[]): void {
  const end = task.ts + (task.dur ?? 0);
  for (const event of onMain) {
    if (event === task || event.ts < task.ts || event.ts >= end || (event.dur ?? 0) < 3000)
      continue;
    const data = event.args?.data;
    const what = `${file(data?.url)} ${data?.functionName ?? ''}`.trim();
    const at = ((event.ts - task.ts) / 1000).toFixed(0);
    console.log(`        @${at} ${((event.dur ?? 0) / 1000).toFixed(0)} ms ${event.name} ${what}`);
  }
}

interface Profile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The functions with the most self time inside one task (DETAIL=js, best on a build unminified). */
function topFunctions(profile: Profile, task: TraceEvent): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (at < task.ts || at > task.ts + (task.dur ?? 0)) return;
    const frame = byId.get(id)?.callFrame;
    const key = `${file(frame?.url)} ${frame?.functionName}:${frame?.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + delta / 1000);
  });
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 14)
    .map(([key, ms]) => `        ${ms.toFixed(0).padStart(4)} ms ${key}`)
    .join('\n');
}

const KINDS = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'ParseHTML',
  'v8.compileModule',
  'v8.compile',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'MajorGC',
  'MinorGC',
  'PrePaint',
  'Layerize',
  'HitTest',
  'v8.run',
]);

const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // EARLY=1: the scroll comes as soon as the HTML is parsed, as in the journeys, not after load.
    const early = process.env.EARLY === '1';
    await page.goto(`${base}${path}`, { waitUntil: early ? 'domcontentloaded' : 'load' });
    if (!early) await page.waitForTimeout(1000);
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'toplevel'],
    });
    if (process.env.DETAIL === 'js') {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    const started = Date.now();
    await page.mouse.wheel(0, 400);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
      timeout: 60_000,
    });
    const hydratedAt = Date.now() - started;
    await page.waitForTimeout(2500);
    const profile =
      process.env.DETAIL === 'js'
        ? ((await cdp.send('Profiler.stop')) as unknown as { profile: Profile }).profile
        : undefined;
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    const events = trace.traceEvents;
    const main = events.find(
      (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.ph === 'M',
    );
    const onMain = events
      .filter((e) => e.pid === main?.pid && e.tid === main?.tid && e.ph === 'X')
      .sort((a, b) => a.ts - b.ts);
    const first = onMain[0]?.ts ?? 0;
    const inside = onMain.filter((e) => KINDS.has(e.name));
    const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 50_000);
    if (process.env.PROFILE_OUT && profile) {
      const { writeFileSync } = await import('node:fs');
      writeFileSync(
        `${process.env.PROFILE_OUT}-${run + 1}.json`,
        JSON.stringify({ profile, tasks }),
      );
    }
    console.log(`\n${pageName} run ${run + 1}: hydrated ${hydratedAt} ms after the scroll`);
    for (const task of tasks) {
      const at = ((task.ts - first) / 1000).toFixed(0).padStart(5);
      const ms = ((task.dur ?? 0) / 1000).toFixed(0).padStart(4);
      console.log(`${at} +${ms} ms  ${describe(task, inside)}`);
      if (process.env.DETAIL === '1') detail(task, onMain);
      if (profile) console.log(topFunctions(profile, task));
    }
    await context.close();
  }
} finally {
  await browser.close();
}
