// Every route the OpenAPI document names, called as an API client would (the right token, an
// empty body for writes, ids that name nothing): each answers a status the document lists, with
// the body shape it gives for that status. So the document and the API cannot drift apart.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from './auth-helpers';
import { BASE_URL } from './fixtures';

type Operation = {
  security?: unknown[];
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

let document: Document;
let admin: TestUser;

beforeAll(async () => {
  admin = await createTestUser({ admin: true });
  const response = await fetch(`${BASE_URL}/api/v1/openapi.json`);
  expect(response.status).toBe(200);
  document = (await response.json()) as Document;
});

const SAMPLE_PARAMS: Record<string, string> = {
  email: 'nobody@boi.test',
  path: 'covers/none.webp',
  section: 'no-such-section',
};

describe('/api/v1 against its OpenAPI document', () => {
  it('is served as OpenAPI 3.1, with a page for people at /api/docs', async () => {
    expect(document.openapi).toBe('3.1.0');
    const page = await fetch(`${BASE_URL}/api/docs`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('/api/v1/openapi.json');
  });

  it('answers every documented route with a documented status and body', async () => {
    const checked: string[] = [];
    for (const [template, operations] of Object.entries(document.paths)) {
      const path = template.replace(/\{(\w+)\}/g, (_, name: string) =>
        encodeURIComponent(SAMPLE_PARAMS[name] ?? 'no-such-id'),
      );
      for (const [method, operation] of Object.entries(operations)) {
        const secured = (operation.security ?? []).length > 0;
        const response = await fetch(`${BASE_URL}/api/v1${path}`, {
          method: method.toUpperCase(),
          headers: {
            ...(secured ? { authorization: `Bearer ${admin.idToken}` } : {}),
            ...(method === 'get' ? {} : { 'content-type': 'application/json' }),
          },
          body: method === 'get' ? undefined : '{}',
        });
        const what = `${method.toUpperCase()} ${template} → ${response.status}`;
        const documented = operation.responses[String(response.status)];
        expect(documented, what).toBeDefined();
        const schema = documented?.content?.['application/json']?.schema?.$ref?.split('/').pop();
        if (schema) {
          const body = (await response.json()) as Record<string, unknown>;
          if (schema === 'Error') {
            expect(typeof body.error, what).toBe('string');
            expect(typeof body.message, what).toBe('string');
          } else {
            expect(body, what).toHaveProperty('data');
          }
        }
        checked.push(what);
      }
    }
    expect(checked.length).toBeGreaterThan(40);
  }, 120_000);
});
