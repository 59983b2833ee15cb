import postcss, { type ChildNode, type Container } from 'postcss';

/**
 * A server page carries the app's stylesheet inline (web/build.ts), and that sheet styles every
 * screen: the dashboard, checkout, dialogs. Home used about a third of it, yet its 29 KiB gzip
 * came before the banner on a slow link. So each page keeps only the rules that can match its own
 * HTML, and the app adds the whole sheet before it renders anything else (lib/full-stylesheet.ts).
 *
 * The test is by class names only, and errs on the side of keeping: a rule stays when one of its
 * selectors needs no class the page lacks. Classes inside `:not()`, `:is()`, `:where()`, `:has()`
 * and attribute selectors are not needed, and attributes and states (`[data-active]`,
 * `[aria-busy]`, `:hover`) never drop a rule: the inline scripts set those before the app runs.
 * At-rules other than @media, @supports and @container (fonts, keyframes) always stay. The kept
 * rules stay in their order, so an element the page shows is styled exactly as by the whole
 * sheet, and adding the whole sheet later changes no style on it.
 */

/** The inline stylesheet of a server page, as web/build.ts writes it into the template. */
const INLINE_STYLE = /<style data-href="([^"]+)">([\s\S]*?)<\/style>/;
const CLASS_NAME = /\.(-?[_a-zA-Z][\w-]*)/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const GROUPING_AT_RULES = new Set(['media', 'supports', 'container']);

/** A rule kept when any of `needs` (the classes one selector needs) is all on the page. */
type Piece =
  | { kind: 'rule'; css: string; needs: string[][] }
  | { kind: 'group'; open: string; pieces: Piece[] }
  | { kind: 'always'; css: string };

/** Removes what a selector may contain that does not make it need a class: (…), […] and strings. */
function withoutArguments(selector: string): string {
  let out = '';
  let depth = 0;
  for (const char of selector) {
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth = Math.max(0, depth - 1);
    else if (depth === 0) out += char;
  }
  return out;
}

/** The classes each selector needs, or null when one of them needs none we can tell (keep it). */
function needsOf(selectors: string[]): string[][] | null {
  const needs: string[][] = [];
  for (const selector of selectors) {
    if (selector.includes('\\')) return null;
    const classes = [...withoutArguments(selector).matchAll(CLASS_NAME)].map(([, name]) => name!);
    if (classes.length === 0) return null;
    needs.push(classes);
  }
  return needs;
}

function piecesOf(container: Container<ChildNode>): Piece[] {
  const pieces: Piece[] = [];
  for (const node of container.nodes ?? []) {
    if (node.type === 'rule') {
      const needs = needsOf(node.selectors);
      const css = node.toString();
      pieces.push(needs ? { kind: 'rule', css, needs } : { kind: 'always', css });
    } else if (node.type === 'atrule' && GROUPING_AT_RULES.has(node.name) && node.nodes) {
      pieces.push({ kind: 'group', open: `@${node.name} ${node.params}{`, pieces: piecesOf(node) });
    } else if (node.type !== 'comment') {
      pieces.push({ kind: 'always', css: node.toString() });
    }
  }
  return pieces;
}

function keptCss(pieces: Piece[], classes: ReadonlySet<string>): string {
  let css = '';
  for (const piece of pieces) {
    if (piece.kind === 'always') css += piece.css;
    else if (piece.kind === 'rule') {
      if (piece.needs.some((names) => names.every((name) => classes.has(name)))) css += piece.css;
    } else {
      const inner = keptCss(piece.pieces, classes);
      if (inner) css += `${piece.open}${inner}}`;
    }
  }
  return css;
}

let parsed: { css: string; pieces: Piece[] } | null = null;

/** The sheet's pieces, parsed once per sheet (a function instance renders many pages). */
function piecesOfSheet(css: string): Piece[] {
  if (parsed?.css !== css) parsed = { css, pieces: piecesOf(postcss.parse(css)) };
  return parsed.pieces;
}

/** The class names in an HTML page's class attributes. */
export function pageClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, list = ''] of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of list.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** The rules of `css` that can match an element of a page with these classes, in order. */
export function cssForClasses(css: string, classes: ReadonlySet<string>): string {
  return keptCss(piecesOfSheet(css), classes);
}

/**
 * The page with only the inline rules its HTML can use, marked `data-pruned` so that the app
 * adds the whole sheet (`data-href`) before it renders. A page without the inline sheet is
 * returned as it is.
 */
export function withPageStyles(html: string): string {
  const inline = INLINE_STYLE.exec(html);
  if (!inline) return html;
  const [whole, href = '', css = ''] = inline;
  const rest = html.slice(0, inline.index) + html.slice(inline.index + whole.length);
  const kept = cssForClasses(css, pageClasses(rest));
  return (
    html.slice(0, inline.index) +
    `<style data-href="${href}" data-pruned>${kept}</style>` +
    html.slice(inline.index + whole.length)
  );
}
