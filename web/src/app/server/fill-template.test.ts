import { describe, expect, it } from 'vitest';
import { readPageState } from '../../lib/dehydrated-state';
import { fillTemplate } from './fill-template';

const TEMPLATE = `<!doctype html>
<html lang="bn">
  <head>
    <meta
      name="description"
      content="shell description"
    />
    <title>বই — Boi</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const parts = {
  language: 'bn' as const,
  headTags: '',
  preloads: '',
  rootHtml: '<p>page</p>',
  globals: {},
};

describe('fillTemplate', () => {
  it("marks the page with the reader's language", () => {
    expect(fillTemplate(TEMPLATE, { ...parts, language: 'en' })).toContain('<html lang="en">');
    expect(fillTemplate(TEMPLATE, parts)).toContain('<html lang="bn">');
  });

  it('puts the page in #root and its state in a data block that text cannot break out of', () => {
    const state = { note: '</script><script>alert(1)</script>', line: '\u2028' };
    const html = fillTemplate(TEMPLATE, { ...parts, globals: { __STATE__: state } });
    expect(html).toContain('<div id="root"><p>page</p></div>');
    const block = /<script type="application\/json" id="__STATE__">(.*?)<\/script>/.exec(html);
    expect(block?.[1]).not.toContain('</script');
    document.body.innerHTML = html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));
    expect(readPageState('__STATE__')).toEqual(state);
    expect(readPageState('__MISSING__')).toBeUndefined();
  });

  it("replaces the shell's title and description with the page's head tags", () => {
    const html = fillTemplate(TEMPLATE, {
      ...parts,
      headTags: '<title>পথের পাঁচালী</title><meta name="description" content="বই">',
    });
    expect(html).not.toContain('shell description');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>পথের পাঁচালী</title>');
  });

  it("keeps a book's text as written, even where it looks like a replacement pattern", () => {
    const tags = `<meta name="description" content="Tk $& and $' and $\`">`;
    const html = fillTemplate(TEMPLATE, { ...parts, headTags: tags, preloads: '<!-- $& -->' });
    expect(html).toContain(tags);
    expect(html).toContain('<!-- $& -->');
  });

  it('escapes a page title that has no head tags', () => {
    const html = fillTemplate(TEMPLATE, { ...parts, title: 'a <b> & c | বই — Boi' });
    expect(html).toContain('<title>a &lt;b&gt; &amp; c | বই — Boi</title>');
    expect(html).toContain('shell description');
  });

  it('puts the LCP preload first in <head>', () => {
    const template = `<html><head><meta charset="UTF-8" />\n<meta name="viewport" content="x" />\n<script type="module" src="/a.js"></script></head><body><div id="root"></div></body></html>`;
    const html = fillTemplate(template, {
      ...parts,
      lcpPreload: '<link rel="preload" as="image" href="/c.webp">',
    });
    expect(html.indexOf('href="/c.webp"')).toBeLessThan(html.indexOf('src="/a.js"'));
    expect(html.indexOf('href="/c.webp"')).toBeGreaterThan(html.indexOf('name="viewport"'));
  });
});
