// Which bodies are refused before the app reads them, by how their length arrives.
import { describe, expect, it } from 'vitest';
import { bodyRefusal } from './body-caps';

const request = (method: string, headers: Record<string, string>, rawBody?: Buffer) => ({
  method,
  get: (name: string) => headers[name.toLowerCase()],
  rawBody,
});
const statusOf = (...args: Parameters<typeof request>) =>
  bodyRefusal(request(...args), 100)?.status;

describe('bodyRefusal', () => {
  it('takes a body whose declared length is within the cap', () => {
    expect(statusOf('POST', { 'content-length': '10' }, Buffer.alloc(10))).toBeUndefined();
  });

  it('takes a request without a body, whatever its method', () => {
    expect(statusOf('DELETE', {})).toBeUndefined();
    expect(statusOf('PATCH', {})).toBeUndefined();
    // The local Hosting emulator forwards an empty body chunked.
    expect(statusOf('DELETE', { 'transfer-encoding': 'chunked' }, Buffer.alloc(0))).toBeUndefined();
  });

  it('refuses a body of undeclared length with 411', () => {
    expect(statusOf('POST', { 'transfer-encoding': 'chunked' }, Buffer.alloc(5))).toBe(411);
    // Cloud Run drops Transfer-Encoding: a body that arrived with no Content-Length.
    expect(statusOf('POST', {}, Buffer.alloc(5))).toBe(411);
    expect(statusOf('POST', { 'content-length': '5, 5' }, Buffer.alloc(5))).toBe(411);
  });

  it('refuses a body over the cap with 413, declared or as it arrived', () => {
    expect(statusOf('POST', { 'content-length': '101' })).toBe(413);
    expect(statusOf('POST', { 'content-length': '50' }, Buffer.alloc(101))).toBe(413);
  });
});
