import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROUTES } from './routes';

/**
 * Every storefront path is typed once, in paths/routes.ts: this fails when a string in web/src or
 * domain/src (tests aside) spells one out, e.g. `to="/cart"` or `'/category/' + id`.
 */

const ROOT = join(import.meta.dirname, '..', '..', '..');
const SCANNED = ['web/src', 'domain/src'];
const OWNER = 'domain/src/paths/routes.ts';

/** '/cart', '/category', '/up-comming-book'…: the first segment of every route but home. */
export const ROUTE_PREFIXES = [
  ...new Set(
    Object.values(ROUTES)
      .flat()
      .map((pattern) => `/${pattern.split('/')[1] ?? ''}`)
      .filter((prefix) => prefix !== '/'),
  ),
];

/** Whether a string starts with a storefront route: its prefix alone or followed by / ? #. */
export function isStorefrontPath(text: string): boolean {
  return ROUTE_PREFIXES.some(
    (prefix) =>
      text === prefix || (text.startsWith(prefix) && '/?#'.includes(text[prefix.length] ?? '')),
  );
}

/**
 * Calls whose first argument is a path of the API (`api.get('/category')`, `post('/order')`, and
 * the rows of the reads table, `read<Category>()('/category/:id', …)`).
 */
const API_CALLS = new Set(['api.get', 'post', 'patch', 'del']);
const API_ROW_BUILDERS = new Set(['read']);
/** Where the bare '/' is the home page: a link's target or a navigation. */
const LINK_ATTRIBUTES = new Set(['to', 'href', 'action']);

function isApiPath(node: ts.Node): boolean {
  const call = node.parent;
  if (!ts.isCallExpression(call) || call.arguments[0] !== node) return false;
  const callee = call.expression;
  if (ts.isCallExpression(callee)) return API_ROW_BUILDERS.has(callee.expression.getText());
  return API_CALLS.has(callee.getText());
}

function isHomeLink(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isJsxAttribute(parent)) return LINK_ATTRIBUTES.has(parent.name.getText());
  if (ts.isPropertyAssignment(parent)) return LINK_ATTRIBUTES.has(parent.name.getText());
  if (ts.isCallExpression(parent)) return /navigate$/i.test(parent.expression.getText());
  return false;
}

/** The literal storefront paths of one source file, as `file:line: text`. */
export function literalPaths(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    let text: string | null = null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateHead(node)) text = node.text;
    if (text !== null && !isApiPath(ts.isTemplateHead(node) ? node.parent : node)) {
      if (isStorefrontPath(text) || (text === '/' && isHomeLink(node))) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart());
        found.push(`${fileName}:${line + 1}: ${JSON.stringify(text)}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .filter((path) => !/\.test\.tsx?$/.test(path) && !path.includes('/test-utils/'))
    .filter((path) => path !== OWNER)
    .sort();
}

describe('literal storefront paths', () => {
  it('knows the route prefixes', () => {
    expect(ROUTE_PREFIXES).toEqual(
      expect.arrayContaining(['/cart', '/login', '/category', '/side-navbar', '/up-comming']),
    );
  });

  it('finds a literal path, and leaves API paths and other strings alone', () => {
    const source = [
      'const a = <Link to="/cart" />;',
      'const b = `/category/${id}`;',
      "const c = { to: '/' };",
      "api.get('/category', {});",
      "const r = read<Category>()('/category/:id', 'public', none);",
      "const d = '/api/v1'; const e = s.split('/'); const f = '/carton';",
    ].join('\n');
    expect(literalPaths('x.tsx', source)).toEqual([
      'x.tsx:1: "/cart"',
      'x.tsx:2: "/category/"',
      'x.tsx:3: "/"',
    ]);
  });

  it('has none outside routes.ts: use ROUTES and the builders of domain/src/paths/routes.ts', () => {
    const found = SCANNED.flatMap((dir) => sourceFiles(join(ROOT, dir))).flatMap((path) =>
      literalPaths(path, readFileSync(join(ROOT, path), 'utf8')),
    );
    expect(found).toEqual([]);
  });
});
