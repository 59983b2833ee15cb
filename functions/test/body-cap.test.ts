// A body over its route's cap is refused by its declared length, before the token is checked or
// anything is parsed: a script cannot make the API buffer and parse megabytes for free.
import { describe, expect, it } from 'vitest';
import { BASE_URL } from './fixtures';

describe('body caps', () => {
  it('answers 413 to a large body, signed out, without reading it', async () => {
    const body = JSON.stringify({ name: 'x'.repeat(300_000) });
    const response = await fetch(`${BASE_URL}/api/v1/category`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer forged' },
      body,
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toContain('over');
  });

  it('still takes a normal write body to the token check', async () => {
    const response = await fetch(`${BASE_URL}/api/v1/category`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'ছোট' }),
    });
    expect(response.status).toBe(401);
  });

  it('refuses a large callable body before the caller is checked or the operation runs', async () => {
    const response = await fetch(`${BASE_URL}/api/callable/createCategory`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { name: 'x'.repeat(300_000) } }),
    });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { status: string; message: string } };
    expect(error.status).toBe('INVALID_ARGUMENT');
    expect(error.message).toContain('over');
  });
});
