import { describe, expect, it } from 'vitest';
import { prerenderHtml } from './prerender-html';
import { HydrationPart } from '../../components/hydration-part';

describe('prerenderHtml', () => {
  it('keeps a hydration part in place, however long, with no script to reveal it', async () => {
    const long = 'বই '.repeat(10_000);
    const html = await prerenderHtml(
      <div>
        <HydrationPart>
          <p>{long}</p>
          <HydrationPart>
            <footer>{long}</footer>
          </HydrationPart>
        </HydrationPart>
      </div>,
    );
    expect(html).toMatch(/^<div><!--\$--><p>/);
    expect(html).toContain(`<footer>${long.trimEnd()}`);
    expect(html.match(/<template data-hydration-part=""><\/template>/g)).toHaveLength(2);
    expect(html).not.toContain('hidden');
    expect(html).not.toContain('<script');
  });
});
