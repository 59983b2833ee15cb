import type { FsMap, FsValue } from '../values';
import type { RulesAuth, RulesDataSource, RulesQuery, RulesRequest } from './request';

/** Plain JSON as Firestore values (integers stay integers), for rules tests. */
export function fs(value: unknown): FsValue {
  if (value === null || value === undefined) return { type: 'null' };
  if (typeof value === 'boolean') return { type: 'boolean', value };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { type: 'integer', value } : { type: 'double', value };
  if (typeof value === 'string') return { type: 'string', value };
  if (value instanceof Date)
    return {
      type: 'timestamp',
      seconds: Math.floor(value.getTime() / 1000),
      nanos: (value.getTime() % 1000) * 1e6,
    };
  if (Array.isArray(value)) return { type: 'array', values: value.map(fs) };
  return { type: 'map', fields: fsMap(value as Record<string, unknown>) };
}

export const fsMap = (fields: Record<string, unknown>): FsMap =>
  new Map(Object.entries(fields).map(([k, v]) => [k, fs(v)]));

/** Documents by path below /documents, before and after the request's writes. */
export function dataSource(
  before: Record<string, Record<string, unknown>>,
  after: Record<string, Record<string, unknown> | null> = {},
): RulesDataSource {
  return {
    get: (path) => (before[path] ? fsMap(before[path]) : null),
    getAfter: (path) => {
      if (path in after) return after[path] ? fsMap(after[path]) : null;
      return before[path] ? fsMap(before[path]) : null;
    },
  };
}

export const user = (uid: string, token: Record<string, unknown> = {}): RulesAuth => ({
  uid,
  token: { sub: uid, user_id: uid, ...token },
});

type Ask = {
  auth?: RulesAuth | null;
  resource?: Record<string, unknown> | null;
  data?: Record<string, unknown> | null;
  query?: Partial<RulesQuery>;
};

/** A request for `method` on `path`, as the emulator builds it. */
export function request(method: RulesRequest['method'], path: string, ask: Ask = {}): RulesRequest {
  return {
    database: '(default)',
    path,
    method,
    auth: ask.auth ?? null,
    resource: ask.resource ? { data: fsMap(ask.resource) } : null,
    requestResource: ask.data ? { data: fsMap(ask.data) } : null,
    query: method === 'list' ? { orderBy: [], filters: [], ...ask.query } : undefined,
    time: { seconds: Math.floor(Date.now() / 1000), nanos: 0 },
  };
}

export const eq = (field: string, value: unknown) => ({
  field,
  op: '==' as const,
  value: fs(value),
});
