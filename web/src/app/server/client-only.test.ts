import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../router';
import { routeHandleOf } from '../route-handle';
import { isClientOnly } from './client-only';

/** The Hosting globs that must serve shell.html: each client-only route, and what is below it. */
function shellGlobs(tree: readonly RouteObject[], inherited = false): string[] {
  return tree.flatMap((route) => {
    const clientOnly = inherited || routeHandleOf(route).clientOnly === true;
    const globs: string[] = [];
    if (clientOnly && route.path) {
      const param = route.path.indexOf('/:');
      if (param >= 0) globs.push(`${route.path.slice(0, param)}/**`);
      else globs.push(route.path, ...(route.children ? [`${route.path}/**`] : []));
    }
    // Children of a client-only layout are covered by its `/**`.
    return [...globs, ...(clientOnly ? [] : shellGlobs(route.children ?? []))];
  });
}

describe('client-only pages', () => {
  it('are the cart, checkout, invoices, the account area and sign-in', () => {
    for (const path of [
      '/cart',
      '/shipping',
      '/order/abc',
      '/side-navbar',
      '/side-navbar/order',
      '/side-navbar/product-page',
      '/login',
      '/singUp',
      '/forgot-password',
      '/reset-password',
      '/reset-password/uid/code',
    ]) {
      expect(isClientOnly(path), path).toBe(true);
    }
  });

  it('leave the storefront to the server', () => {
    for (const path of ['/', '/home', '/product3Details/b1', '/category/c1', '/search', '/x']) {
      expect(isClientOnly(path), path).toBe(false);
    }
  });

  it("are exactly firebase.json's shell.html rewrites", () => {
    const firebase = JSON.parse(
      readFileSync(resolve(import.meta.dirname, '../../../../firebase.json'), 'utf8'),
    ) as { hosting: { rewrites: { source: string; destination?: string }[] } };
    const shell = firebase.hosting.rewrites
      .filter((rewrite) => rewrite.destination === '/shell.html')
      .map((rewrite) => rewrite.source);
    expect(shell.sort()).toEqual(shellGlobs(routes).sort());
  });
});
