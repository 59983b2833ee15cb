import escapeHtml from 'escape-html';
import { z } from 'zod';
import { CALLABLE_NAMES, CALLABLES } from '@boi/domain/callables';
import { PUBLIC_READS } from '../catalog/public-reads';

/**
 * The OpenAPI 3.1 document of /api/v1 (GET /api/v1/openapi.json, read at /api/docs): the
 * public reads of `catalog/public-reads.ts`, the signed-in and admin reads below, and every write
 * row of the operations table with its request body generated from the operation's zod schema.
 * functions/test/openapi.test.ts calls every route it documents and checks the answers against it.
 */
type Access = 'anyone' | 'signed-in' | 'admin';

/** The GETs that need a bearer token (registered in api-app.ts; the test keeps both in step). */
export const PRIVATE_READS: { path: string; access: Access; summary: string }[] = [
  { path: '/user/me', access: 'signed-in', summary: 'Your name, e-mail and role' },
  { path: '/order/mine', access: 'signed-in', summary: 'Your orders, a page (page, size)' },
  {
    path: '/wishlist',
    access: 'signed-in',
    summary: 'Your wishlist: ids and the books still sold',
  },
  { path: '/order/orderDetails/:id', access: 'signed-in', summary: 'One of your orders' },
  { path: '/order/:email', access: 'signed-in', summary: 'The orders of an address (yours)' },
  {
    path: '/order',
    access: 'admin',
    summary:
      'The order desk: newest first, a page (page or after, size) filtered by status, method, from, to (YYYY-MM-DD, Dhaka days) or q (order number, phone or e-mail), with the counts per status',
  },
  { path: '/admin/overview', access: 'admin', summary: 'The shop’s figures' },
  {
    path: '/admin/catalog-export',
    access: 'admin',
    summary: 'The whole catalog, 1,000 books a page by id (after, size), for the CSV export',
  },
  { path: '/coupon', access: 'admin', summary: 'Every coupon' },
  { path: '/admin/admins', access: 'admin', summary: 'The accounts with the admin claim' },
  { path: '/audit', access: 'admin', summary: 'Who changed what (page, size, operation, uid)' },
];

const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}').replace('/*', '/{path}');

const parametersOf = (path: string) =>
  [...path.matchAll(/:(\w+)|\/\*/g)].map((match) => ({
    name: match[1] ?? 'path',
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: object) => ({ content: { 'application/json': { schema } } });
const error = (description: string) => ({ description, ...json(ref('Error')) });

function responsesFor(access: Access, success: object): Record<string, object> {
  return {
    ...success,
    '400': error('Invalid request: the message names the field'),
    ...(access === 'anyone' ? {} : { '401': error('No or an expired ID token') }),
    ...(access === 'admin' ? { '403': error('Not an admin') } : {}),
    '404': error('Not found'),
    '429': error('Too many requests; Retry-After says when to try again'),
  };
}

const securityFor = (access: Access) => (access === 'anyone' ? [] : [{ bearer: [] }]);

export function openApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, object>> = {};
  const add = (path: string, method: string, operation: object) => {
    (paths[toOpenApiPath(path)] ??= {})[method] = operation;
  };
  const read = { '200': { description: 'The answer', ...json(ref('Data')) } };

  for (const { path, query } of PUBLIC_READS) {
    add(path, 'get', {
      summary: `Public read ${path}`,
      parameters: [
        ...parametersOf(path),
        ...query.map((name) => ({
          name,
          in: 'query',
          required: false,
          schema: { type: 'string' },
        })),
      ],
      security: [],
      responses: responsesFor('anyone', read),
      description: 'Any other query parameter is refused (400).',
    });
  }
  add('/review', 'get', {
    summary: 'A book’s approved reviews (product); without it, every review (admin)',
    parameters: [{ name: 'product', in: 'query', required: false, schema: { type: 'string' } }],
    security: [],
    responses: responsesFor('admin', read),
  });
  add('/images/*', 'get', {
    summary: 'A picture of the image store',
    parameters: parametersOf('/images/*'),
    security: [],
    responses: {
      '200': { description: 'The picture', content: { 'image/webp': {}, 'image/png': {} } },
      '404': error('No such picture'),
    },
  });
  for (const { path, access, summary } of PRIVATE_READS) {
    add(path, 'get', {
      summary,
      parameters: parametersOf(path),
      security: securityFor(access),
      responses: responsesFor(access, read),
    });
  }
  for (const name of CALLABLE_NAMES) {
    const { rest, access, input } = CALLABLES[name];
    if (!rest) continue;
    const schema = z.toJSONSchema(input, { io: 'input', unrepresentable: 'any' });
    const status = rest.method === 'post' ? '201' : '200';
    add(rest.path, rest.method, {
      operationId: name,
      summary: `${name} (also the callable /api/callable/${name})`,
      parameters: parametersOf(rest.path),
      security: rest.bearerField ? [{ bearer: [] }] : securityFor(access),
      requestBody: {
        required: true,
        content: {
          'application/json': { schema },
          'application/x-www-form-urlencoded': { schema },
          'multipart/form-data': { schema },
        },
      },
      responses: {
        ...responsesFor(access, { [status]: { description: 'Done', ...json(ref('Written')) } }),
        '409': error('A conflict: the state does not allow it (the message says why)'),
        '413': error('The body is too large (128 KiB; a picture upload 5 MB)'),
      },
    });
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Boi API',
      version: '1',
      description:
        'The bookstore’s HTTP API (spec §7). Reads answer { data }; writes { message, data }; ' +
        'failures { error, message }. Writes are the operations of the shop, also reachable as ' +
        'callables.',
    },
    servers: [{ url: '/api/v1' }],
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'A Firebase ID token (POST /user/login answers one)',
        },
      },
      schemas: {
        Data: { type: 'object', required: ['data'], properties: { data: {} } },
        Written: {
          type: 'object',
          required: ['data'],
          properties: { message: { type: 'string' }, data: {} },
        },
        Error: {
          type: 'object',
          required: ['error', 'message'],
          properties: { error: { type: 'string' }, message: { type: 'string' } },
        },
      },
    },
  };
}

/** /api/docs: the document as a page people read (no script: the API's policy allows none). */
export function apiDocsPage(document: Record<string, unknown>): string {
  const paths = document.paths as Record<string, Record<string, { summary?: string }>>;
  const rows = Object.entries(paths)
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(
        ([method, operation]) =>
          `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(operation.summary ?? '')}</td></tr>`,
      ),
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Boi API</title></head><body>
<h1>Boi API</h1>
<p>OpenAPI 3.1: <a href="/api/v1/openapi.json">/api/v1/openapi.json</a>. Reads answer <code>{ data }</code>, writes <code>{ message, data }</code>, failures <code>{ error, message }</code>. Signed-in routes take <code>Authorization: Bearer &lt;Firebase ID token&gt;</code> (POST /user/login).</p>
<table><thead><tr><th>Method</th><th>Path (under /api/v1)</th><th>What</th></tr></thead><tbody>
${rows}
</tbody></table></body></html>`;
}
