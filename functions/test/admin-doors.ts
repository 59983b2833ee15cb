import { expect } from 'vitest';
import { apiWrite } from './admin-helpers';
import { callFunction, type TestUser } from './auth-helpers';
import { BASE_URL } from './fixtures';

/**
 * One admin operation through its two doors: the callable (`/api/callable/<name>`) and its /api/v1
 * row. Both answers are brought to one shape: the HTTP status, the error code in the API's
 * spelling ('permission-denied'), the message and the result.
 */
export type Door = 'callable' | 'http';
export const DOORS: readonly Door[] = ['callable', 'http'];

export type AdminCall = {
  /** The callable's name. */
  name: string;
  method: 'POST' | 'PATCH' | 'DELETE';
  /** The /api/v1 path and body for this input (path params are not repeated in the body). */
  http: (input: Record<string, unknown>) => { path: string; body?: Record<string, unknown> };
  /** Send the HTTP body as multipart form data instead of JSON. */
  form?: boolean;
};

export type Answer = {
  status: number;
  code: string | undefined;
  message: string | undefined;
  result: any;
};

const apiCode = (status: string | undefined) => status?.toLowerCase().replaceAll('_', '-');

export async function send(
  door: Door,
  call: AdminCall,
  input: Record<string, unknown>,
  user: TestUser | null,
): Promise<Answer> {
  if (door === 'callable') {
    const { status, body } = await callFunction(call.name, input, user?.idToken);
    return {
      status,
      code: apiCode(body.error?.status),
      message: body.error?.message,
      result: body.result,
    };
  }
  const { path, body } = call.http(input);
  const { status, body: answer } = await apiWrite(call.method, path, {
    body,
    token: user?.idToken,
    as: call.form ? 'form' : 'json',
  });
  return { status, code: answer.error, message: answer.message, result: answer.data };
}

/** The status an admin's success has at each door. */
export const okStatus = (door: Door, call: AdminCall): number =>
  door === 'http' && call.method === 'POST' ? 201 : 200;

/** The status a refusal with this code has at each door (callables answer 400 for refusals). */
export function refusalStatus(door: Door, code: string): number {
  const http: Record<string, number> = {
    'invalid-argument': 400,
    unauthenticated: 401,
    'permission-denied': 403,
    'not-found': 404,
    'already-exists': 409,
    'failed-precondition': 409,
  };
  const callable: Record<string, number> = { ...http, 'failed-precondition': 400 };
  return (door === 'http' ? http : callable)[code] ?? 500;
}

export async function expectRefused(
  door: Door,
  call: AdminCall,
  input: Record<string, unknown>,
  user: TestUser | null,
  code: string,
  message?: string | RegExp,
): Promise<Answer> {
  const answer = await send(door, call, input, user);
  expect({ status: answer.status, code: answer.code }).toEqual({
    status: refusalStatus(door, code),
    code,
  });
  if (typeof message === 'string') expect(answer.message).toBe(message);
  else if (message) expect(answer.message).toMatch(message);
  return answer;
}

/**
 * The authorization matrix of one operation at one door: a visitor gets 401 / unauthenticated, a
 * signed-in customer 403 / permission-denied, and the state read by `state` does not change.
 */
export async function expectAdminOnly(
  door: Door,
  call: AdminCall,
  input: Record<string, unknown>,
  customer: TestUser,
  state: () => Promise<unknown>,
): Promise<void> {
  const before = await state();
  await expectRefused(door, call, input, null, 'unauthenticated');
  await expectRefused(door, call, input, customer, 'permission-denied');
  expect(await state()).toEqual(before);
}

/** An admin GET: 401 without a token, 403 for a customer. */
export async function expectAdminOnlyRead(path: string, customer: TestUser): Promise<void> {
  const visitor = await fetch(`${BASE_URL}${path}`);
  expect([visitor.status, ((await visitor.json()) as { error: string }).error]).toEqual([
    401,
    'unauthenticated',
  ]);
  const denied = await fetch(`${BASE_URL}${path}`, {
    headers: { authorization: `Bearer ${customer.idToken}` },
  });
  expect([denied.status, ((await denied.json()) as { error: string }).error]).toEqual([
    403,
    'permission-denied',
  ]);
}

/**
 * The function itself, past Hosting: the Hosting emulator's static lookup fails on path segments
 * longer than PATH_MAX before any rewrite (see admin-catalog.test.ts), production Hosting does not.
 */
export async function fetchFunction(path: string, init: RequestInit = {}) {
  const functions = new URL(BASE_URL);
  functions.port = String(Number(functions.port) + 1);
  const response = await fetch(`${functions.origin}/demo-boi/asia-south1/api/api/v1${path}`, init);
  return { status: response.status, body: (await response.json()) as any };
}

/** Ids that must never reach Firestore as paths nor cause a 5xx. */
export const HOSTILE_IDS = ['%2e%2e%2f', '..', 'a%2Fb', 'a/b', 'x'.repeat(4_000), '%00', '__x__'];
