// The operations table (`@boi/domain/api/callables`) against every list that must agree with it: the
// handlers, the functions' exports, the Hosting rewrites and the /api/v1 write rows. Needs no
// emulator: it reads the modules and firebase.json.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Express } from 'express';
import { describe, expect, it } from 'vitest';
import { CALLABLE_NAMES, CALLABLES, callableNameOf } from '@boi/domain/api/callables';
import { createApiApp, createUploadApp } from './http/api-app';
import * as exported from './index';
import { HANDLERS } from './handlers';

type Rewrite = { source: string; function?: { functionId: string; region?: string } };
const firebaseJson = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../firebase.json'), 'utf8'),
) as { hosting: { rewrites: Rewrite[] } };

/** Write routes Express really has under /api/v1, as "METHOD /path". */
function writeRoutes(app: Express): string[] {
  type Layer = {
    route?: { path: string; methods: Record<string, boolean> };
    handle?: { stack?: Layer[] };
  };
  const routes: string[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods)) {
          if (method !== 'get' && method !== 'head') routes.push(`${method} ${layer.route.path}`);
        }
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack);
      }
    }
  };
  walk((app as unknown as { _router: { stack: Layer[] } })._router.stack);
  return routes.sort();
}

describe('the operations table', () => {
  it('has a handler for every operation, under its own name', () => {
    expect(Object.keys(HANDLERS).sort()).toEqual([...CALLABLE_NAMES].sort());
    for (const name of CALLABLE_NAMES) expect(HANDLERS[name].name).toBe(name);
  });

  it('is served by exactly the functions index.ts exports: api, callable, ssr, upload and the two schedules', () => {
    expect(Object.keys(exported).sort()).toEqual([
      'api',
      'callable',
      'expirePendingOrders',
      'settleOnlinePayments',
      'ssr',
      'upload',
    ]);
  });

  it('reaches every callable through the one Hosting rewrite, and every rewrite names an export', () => {
    const rewrites = firebaseJson.hosting.rewrites;
    const callableRewrite = rewrites.find((r) => r.source === '/api/callable/**');
    expect(callableRewrite?.function?.functionId).toBe('callable');
    for (const rewrite of rewrites) {
      if (rewrite.function) expect(Object.keys(exported)).toContain(rewrite.function.functionId);
    }
    const before = rewrites.indexOf(callableRewrite!);
    const apiRewrite = rewrites.findIndex((r) => r.source === '/api/**');
    expect(before).toBeLessThan(apiRewrite);
  });

  it('sends picture uploads, the one write that is not an operation, to their own function', () => {
    const rewrites = firebaseJson.hosting.rewrites;
    const uploadRewrite = rewrites.findIndex((r) => r.source === '/api/v1/upload');
    expect(rewrites[uploadRewrite]?.function?.functionId).toBe('upload');
    expect(uploadRewrite).toBeLessThan(rewrites.findIndex((r) => r.source === '/api/**'));
    expect(writeRoutes(createUploadApp())).toEqual(['post /api/v1/upload']);
  });

  it('registers exactly the REST rows of the table as /api/v1 writes', () => {
    const expected = CALLABLE_NAMES.flatMap((name) => {
      const row = CALLABLES[name].rest;
      return row ? [`${row.method} ${row.path}`] : [];
    });
    expect(writeRoutes(createApiApp())).toEqual(expected.sort());
  });

  it('names the operation by the last segment of the callable URL', () => {
    expect(callableNameOf('/api/callable/placeOrder')).toBe('placeOrder');
    expect(callableNameOf('/placeOrder')).toBe('placeOrder');
    expect(callableNameOf('/api/callable/toString')).toBeNull();
    expect(callableNameOf('/api/callable/')).toBeNull();
    expect(callableNameOf('/api/callable/dropDatabase')).toBeNull();
  });
});
