import escapeHtml from 'escape-html';
import { z } from 'zod';
import { CALLABLE_NAMES, CALLABLES } from '@boi/domain/api/callables';
import { queryKeysOf } from '@boi/domain/api/read-queries';
import { READ_NAMES, READS, type ReadAccess, type ReadName } from '@boi/domain/api/reads';

/**
 * The OpenAPI 3.1 document of /api/v1 (GET /api/v1/openapi.json, read at /api/docs): every row
 * of the reads table (domain/src/api/reads.ts), the images, and every write row of the operations
 * table with its request body generated from the operation's zod schema.
 * functions/test/openapi.test.ts calls every route it documents and checks the answers against it.
 */
type Access = 'anyone' | 'signed-in' | 'admin';

/** The responses a read documents: an owner-or-admin row is refused (403) by the read itself. */
const ACCESS_OF_READ: Record<ReadAccess, Access> = {
  public: 'anyone',
  'signed-in': 'signed-in',
  'owner-or-admin': 'signed-in',
  admin: 'admin',
};

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

type AddOperation = (path: string, method: string, operation: object) => void;

/**
 * Reads: one operation per path. A path several rows share (GET /review) is documented by its
 * first row, with the parameter that chooses (`when`) and the widest access's answers.
 */
function addReads(add: AddOperation): void {
  const read = { '200': { description: 'The answer', ...json(ref('Data')) } };
  const readsByPath = new Map<string, ReadName[]>();
  for (const name of READ_NAMES) {
    const path = READS[name].path;
    readsByPath.set(path, [...(readsByPath.get(path) ?? []), name]);
  }
  const widest = (names: ReadName[]): Access =>
    names.map((name) => ACCESS_OF_READ[READS[name].access]).includes('admin')
      ? 'admin'
      : ACCESS_OF_READ[READS[names[0] as ReadName].access];
  for (const [path, names] of readsByPath) {
    const first = READS[names[0] as ReadName];
    const shared = names.length > 1;
    // A public row that refuses other parameters lists the ones it takes.
    const strict = !shared && first.access === 'public' && !first.lenient;
    const queryNames = shared
      ? [first.when ?? '']
      : strict
        ? queryKeysOf(names[0] as ReadName)
        : [];
    add(path, 'get', {
      summary: first.summary ?? `Public read ${path}`,
      parameters: [
        ...parametersOf(path),
        ...queryNames.map((name) => ({
          name,
          in: 'query',
          required: false,
          schema: { type: 'string' },
        })),
      ],
      security: names.some((name) => READS[name].access === 'public')
        ? []
        : securityFor(ACCESS_OF_READ[first.access]),
      responses: responsesFor(widest(names), read),
      ...(strict ? { description: 'Any other query parameter is refused (400).' } : {}),
    });
  }
}

function addImages(add: AddOperation): void {
  add('/images/*', 'get', {
    summary: 'A picture of the image store',
    parameters: parametersOf('/images/*'),
    security: [],
    responses: {
      '200': { description: 'The picture', content: { 'image/webp': {}, 'image/png': {} } },
      '404': error('No such picture'),
    },
  });
}

/** Every write row of the operations table, its body described by the operation's zod schema. */
function addWrites(add: AddOperation): void {
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
        '411': error('The body came without a Content-Length (chunked bodies are refused)'),
        '413': error('The body is too large (128 KiB; a picture upload 5 MB)'),
      },
    });
  }
}

const COMPONENTS = {
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
};

export function openApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, object>> = {};
  const add: AddOperation = (path, method, operation) => {
    (paths[toOpenApiPath(path)] ??= {})[method] = operation;
  };
  addReads(add);
  addImages(add);
  addWrites(add);
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
    components: COMPONENTS,
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
