import { describe, expect, it } from 'vitest';
import { deferEntry } from './deferred-entry';

const TEMPLATE = `<!doctype html>
<html lang="bn">
  <head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="modulepreload" crossorigin href="/assets/mantine-2.js">
    <style>body{margin:0}</style>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** Runs the loader against a tiny stand-in for the DOM and reports what it appended. */
function runLoader(html: string, paint: 'frame' | 'timeout') {
  const loader = /<script>(\(function[\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const appended: Record<string, string>[] = [];
  const timers: (() => void)[] = [];
  const frames: (() => void)[] = [];
  const document = {
    head: { appendChild: (node: Record<string, string>) => appended.push(node) },
    createElement: (tag: string) => ({ tag }),
  };
  new Function('document', 'requestAnimationFrame', 'setTimeout', loader)(
    document,
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => timers.push(callback),
  );
  if (paint === 'frame') frames.forEach((callback) => callback());
  // Every timer fires, the frame's and the fallback's: the loader must still add each file once.
  while (timers.length) timers.shift()?.();
  return appended;
}

describe('deferEntry', () => {
  it('takes the entry script and its module preloads out of the head', () => {
    const html = deferEntry(TEMPLATE);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('/assets/');
    expect(head).toContain('<style>body{margin:0}</style>');
    expect(html.indexOf('<script>(function')).toBeGreaterThan(html.indexOf('<div id="root">'));
  });

  it.each(['frame', 'timeout'] as const)(
    'adds the preloads and then the entry once, after the first %s',
    (paint) => {
      const appended = runLoader(deferEntry(TEMPLATE), paint);
      expect(appended.map((node) => node.href ?? node.src)).toEqual([
        '/assets/react-1.js',
        '/assets/mantine-2.js',
        '/assets/index-abc.js',
      ]);
      expect(appended.at(-1)).toMatchObject({ tag: 'script', type: 'module' });
    },
  );

  it('refuses a template without a module entry, so a changed build cannot ship a dead page', () => {
    expect(() => deferEntry('<html><head></head><body></body></html>')).toThrow(/entry/);
  });
});
