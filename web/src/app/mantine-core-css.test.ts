// mantine-core.css imports Mantine's styles one component at a time (not the whole sheet): a
// component used without its file renders unstyled (the order desk's checkboxes once showed a bare
// native box under a large check glyph). This fails when the app imports such a component.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');
const STYLES = join(
  dirname(createRequire(import.meta.url).resolve('@mantine/core')),
  '..',
  'styles',
);

/** The components with a stylesheet of their own in @mantine/core/styles. */
const styled = new Set(
  readdirSync(STYLES)
    .filter((file) => /^[A-Z]\w*\.css$/.test(file))
    .map((file) => file.slice(0, -'.css'.length)),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Value imports from '@mantine/core' in the app's source (type imports need no styles). */
function mantineComponents(source: string): string[] {
  const names: string[] = [];
  for (const [, list = ''] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
    for (const part of list.split(',')) {
      const name =
        part
          .trim()
          .split(/\s+as\s+/)[0]
          ?.trim() ?? '';
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

describe('mantine-core.css', () => {
  it('reads component imports, not type imports', () => {
    const source = "import { Checkbox, type MantineTheme, Table as T } from '@mantine/core';";
    expect(mantineComponents(source)).toEqual(['Checkbox', 'Table']);
  });

  it('imports the stylesheet of every Mantine component the app uses', () => {
    const css = readFileSync(join(SRC, 'app', 'mantine-core.css'), 'utf8');
    const imported = new Set([...css.matchAll(/styles\/(\w+)\.css/g)].map(([, name]) => name));
    const used = new Set(
      sourceFiles(SRC).flatMap((file) => mantineComponents(readFileSync(file, 'utf8'))),
    );
    const missing = [...used].filter((name) => styled.has(name) && !imported.has(name)).sort();
    expect(missing).toEqual([]);
  });
});
