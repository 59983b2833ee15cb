import { describe, expect, it } from 'vitest';
import { cssForClasses, pageClasses, withPageStyles } from './page-styles';

const SHEET = [
  ':root{--gap:4px}',
  '@font-face{font-family:F;src:url(/f.woff2)}',
  '.card{padding:1px}',
  '.dialog{position:fixed}',
  '.card .title,.dialog .title{color:red}',
  '.tab[data-active]{color:green}',
  '.button:not(.dialog){margin:0}',
  ':where(.dialog) .title{font-weight:600}',
  '@media (min-width:48em){.card{padding:2px}.dialog{inset:0}}',
  '@media (min-width:64em){.dialog{inset:1px}}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
  '.card{margin:1px}',
].join('');

describe('cssForClasses', () => {
  const kept = cssForClasses(SHEET, new Set(['card', 'title', 'tab', 'button']));

  it('keeps the rules whose selectors need only classes the page has, in their order', () => {
    expect(kept).toBe(
      [
        ':root{--gap:4px}',
        '@font-face{font-family:F;src:url(/f.woff2)}',
        '.card{padding:1px}',
        '.card .title,.dialog .title{color:red}',
        '.tab[data-active]{color:green}',
        '.button:not(.dialog){margin:0}',
        ':where(.dialog) .title{font-weight:600}',
        '@media (min-width:48em){.card{padding:2px}}',
        '@keyframes spin{to{transform:rotate(1turn)}}',
        '.card{margin:1px}',
      ].join(''),
    );
  });

  it('drops a rule that needs a class the page lacks, and a media block left empty', () => {
    expect(kept).not.toContain('.dialog{');
    expect(kept).not.toContain('64em');
  });

  it('keeps the whole sheet for a page with every class', () => {
    expect(cssForClasses(SHEET, new Set(['card', 'title', 'tab', 'button', 'dialog']))).toBe(SHEET);
  });
});

describe('pageClasses', () => {
  it('reads every class of every class attribute', () => {
    const html = '<html class="a"><div class="b  c"><span class="">x</span></div></html>';
    expect([...pageClasses(html)].sort()).toEqual(['a', 'b', 'c']);
  });
});

describe('withPageStyles', () => {
  const page = (style: string) =>
    `<html><head>${style}</head><body><div class="card"><b class="title">x</b></div></body></html>`;

  it('keeps the inline rules the page uses and marks the style with the whole sheet', () => {
    const html = withPageStyles(page(`<style data-href="/assets/index.css">${SHEET}</style>`));
    expect(html).toContain('<style data-href="/assets/index.css" data-pruned>');
    expect(html).toContain('.card .title,.dialog .title{color:red}');
    expect(html).not.toContain('.dialog{position:fixed}');
    expect(html).toContain('<b class="title">x</b>');
  });

  it('leaves a page without the inline sheet as it is', () => {
    const html = page('<link rel="stylesheet" href="/assets/index.css">');
    expect(withPageStyles(html)).toBe(html);
  });
});
