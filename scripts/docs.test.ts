// The docs name files and lines of the code: these tests fail when one of them moves.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './stack';

const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** The rows of README's "Layout" table: [path cell, what cell]. */
function layoutRows(): [string, string][] {
  const readme = read('README.md');
  const section = readme.slice(
    readme.indexOf('## Layout'),
    readme.indexOf('\n## ', readme.indexOf('## Layout') + 1),
  );
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => line.split(' | ') as [string, string])
    .map(([path, what]) => [path.slice(2), what]);
}

const codeSpans = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);

/**
 * The files a row names, from the folder of its path cell: `x.ts` and `x/` in any row, and a bare
 * module name (`stock`) in a row of domain/src, whose rows list modules without their ending.
 */
function namedFiles(folder: string, what: string): string[] {
  const bareModules = folder.startsWith('domain/src/') && folder !== 'domain/src/';
  return codeSpans(what)
    .filter(
      (name) =>
        /^[a-z][\w./-]*(\.tsx?|\/)$/.test(name) || (bareModules && /^[a-z][a-z-]*$/.test(name)),
    )
    .map((name) => `${folder}${name}`);
}

describe('README layout', () => {
  it('names only paths that exist', () => {
    const missing: string[] = [];
    for (const [pathCell, what] of layoutRows()) {
      const [first, ...more] = codeSpans(pathCell);
      if (!first) continue;
      // `functions/src/<area>/`: the areas are the folders its row names.
      const folder = first.replace('<area>/', '');
      const parent = folder.replace(/[^/]+\/$/, '');
      const paths = [folder, ...more.map((name) => parent + name), ...namedFiles(folder, what)];
      for (const path of paths) {
        const found = ['', '.ts', '.tsx'].some((ending) =>
          existsSync(join(ROOT, path.replace(/\/$/, '') + ending)),
        );
        if (!found) missing.push(path);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('docs/firestore-rules.md', () => {
  it('shows a load error at the line and column of the call it misspells', () => {
    const [, line, column, name] = /firestore\.rules:(\d+):(\d+): Unknown function '(\w+)'/.exec(
      read('docs/firestore-rules.md'),
    )!;
    const ruleLine = read('firestore.rules').split('\n')[Number(line) - 1] ?? '';
    const spelled = name!.replace('Aproved', 'Approved');
    expect(ruleLine.slice(Number(column) - 1).startsWith(`${spelled}(`)).toBe(true);
  });
});
