import type { Language } from '@boi/domain/shared/language';
import { escapeHtml } from '@boi/domain/shared/html';

/** JSON inside <script>: nothing in it can close the tag or end the line early. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export type PageParts = {
  /** The page's language, for <html lang>. */
  language: Language;
  /** The whole <title>, used when there are no headTags. */
  title?: string;
  /** Replaces the shell's <title> and description when not empty. */
  headTags: string;
  /** Hints for the end of <head>, e.g. the font preload. */
  preloads: string;
  /** The LCP image's preload: first in <head>, ahead of the scripts and the stylesheet. */
  lcpPreload?: string;
  rootHtml: string;
  /**
   * The page's state for the app, each as a data block `<script type="application/json"
   * id="<name>">`: the browser parses it only when the app starts (readPageState).
   */
  globals: Record<string, unknown>;
};

/** The client build's index.html with the rendered page in #root and its state beside it. */
export function fillTemplate(template: string, parts: PageParts): string {
  let html = template.replace(/<html lang="[a-z]+"/, () => `<html lang="${parts.language}"`);
  if (parts.headTags) {
    html = html
      .replace(/<title>[\s\S]*?<\/title>\s*/, '')
      .replace(/<meta\s+name="description"[\s\S]*?>\s*/, '')
      // Function replacers: a `$&` or `$'` in a book's text must stay text, not a pattern.
      .replace('</head>', () => `${parts.headTags}\n  </head>`);
  } else if (parts.title) {
    html = html.replace(
      /<title>[\s\S]*?<\/title>/,
      () => `<title>${escapeHtml(parts.title ?? '')}</title>`,
    );
  }
  if (parts.lcpPreload) {
    const first = parts.lcpPreload;
    html = html.replace(/<meta name="viewport"[^>]*>/, (viewport) => `${viewport}\n    ${first}`);
  }
  if (parts.preloads) html = html.replace('</head>', () => `${parts.preloads}\n  </head>`);
  // Data blocks, not scripts: nothing runs while the page loads, and the app parses them when
  // it starts (the app may load only at the shopper's first interaction: deferred-entry.ts).
  const state = Object.entries(parts.globals)
    .map(
      ([name, value]) =>
        `<script type="application/json" id="${name}">${scriptJson(value)}</script>`,
    )
    .join('');
  return html.replace(
    '<div id="root"></div>',
    () => `<div id="root">${parts.rootHtml}</div>\n    ${state}`,
  );
}
