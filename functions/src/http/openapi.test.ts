// The OpenAPI document and the routes Express really serves, both derived from the reads table
// (domain/src/api/reads.ts) and the operations table: every GET is a row of the reads table (or the
// images and the document itself), and every route is documented. Needs no emulator.
import type { Express } from 'express';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { CALLABLE_NAMES, CALLABLES } from '@boi/domain/api/callables';
import { READ_NAMES, READS } from '@boi/domain/api/reads';
import { createApiApp } from './api-app';
import { openApiDocument } from './openapi';

function routesOf(app: Express): string[] {
  type Layer = {
    route?: { path: string; methods: Record<string, boolean> };
    handle?: { stack?: Layer[] };
  };
  const routes = new Set<string>();
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods)) {
          routes.add(`${method} ${layer.route.path}`);
        }
      } else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk((app as unknown as { _router: { stack: Layer[] } })._router.stack);
  return [...routes];
}

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}').replace('/*', '/{path}');

describe('the OpenAPI document', () => {
  const document = openApiDocument() as {
    openapi: string;
    paths: Record<string, Record<string, { operationId?: string }>>;
  };

  it('is OpenAPI 3.1 and documents every route /api/v1 serves, and no other', () => {
    expect(document.openapi).toBe('3.1.0');
    const served = routesOf(createApiApp())
      .filter((route) => !route.endsWith(' /api/docs') && !route.endsWith(' /openapi.json'))
      // Where bKash sends the shopper back: a browser's redirect, not part of /api/v1.
      .filter((route) => !route.endsWith(' /api/payments/bkash/callback'))
      .filter((route) => !route.startsWith('post /upload'))
      .map((route) => {
        const [method, path] = route.split(' ') as [string, string];
        return `${method} ${openApiPath(path)}`;
      })
      .sort();
    const documented = Object.entries(document.paths)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method} ${path}`))
      .sort();
    expect(documented).toEqual([...new Set(served)].sort());
  });

  it('serves no GET that the reads table lacks', () => {
    const rows = new Set(READ_NAMES.map((name) => `get ${READS[name].path}`));
    const served = routesOf(createApiApp()).filter((route) => route.startsWith('get '));
    const outside = served.filter((route) => !rows.has(route));
    expect(outside.sort()).toEqual([
      'get /api/docs',
      'get /api/payments/bkash/callback',
      'get /images/*',
      'get /openapi.json',
    ]);
    expect(served).toEqual(expect.arrayContaining([...rows]));
  });

  it('names each write row after its operation', () => {
    for (const name of CALLABLE_NAMES) {
      const row = CALLABLES[name].rest;
      if (!row) continue;
      expect(document.paths[openApiPath(row.path)]?.[row.method]?.operationId).toBe(name);
    }
  });

  it('validates against the official OpenAPI 3.1 schema', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    // The checker is not lenient: a document that breaks the schema fails.
    const broken = { ...structuredClone(document), info: { title: 'Boi' } };
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });
});
