import { readFileSync } from 'node:fs';
import peggy from 'peggy';
import type { FsMap, FsValue } from '../values';
import type { AllowDecl, FunctionDecl, Loc, MatchDecl, MatchSegment, RulesFile } from './ast';
import { checkService, RulesCheckError } from './check';
import { evaluate, Scope, type Closure, type EvalContext } from './evaluate';
import {
  documentPath,
  EvalError,
  fail,
  fromFs,
  fromFsMap,
  fromJson,
  PartialMap,
  RConstrained,
  RPath,
  RTimestamp,
  UnknownValue,
  type Constraint,
  type RValue,
} from './rules-values';
import { ExpressionCounter, LimitError, MAX_READS, RequestBudget } from './budget';

export class RulesSyntaxError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly column: number,
    readonly reason: string,
  ) {
    super(`${file}:${line}:${column}: ${reason}`);
  }
}

export type RulesMethod = 'get' | 'list' | 'create' | 'update' | 'delete';
export interface RulesAuth {
  uid: string;
  token: Record<string, unknown>;
}
export interface RulesFilter {
  field: string;
  op:
    | '=='
    | '!='
    | '<'
    | '<='
    | '>'
    | '>='
    | 'in'
    | 'not-in'
    | 'array-contains'
    | 'array-contains-any';
  value: FsValue;
}
export interface RulesQuery {
  limit?: number;
  offset?: number;
  orderBy: { field: string; direction: 'asc' | 'desc' }[];
  filters: RulesFilter[];
  /** An OR query: each of these ANDs of filters must prove the rules, and `filters` is unused. */
  disjunction?: RulesFilter[][];
  /** A filter too large to prove (over 30 disjunctions): the query proves nothing. */
  unsupportedFilter?: boolean;
}
export interface RulesRequest {
  database: string;
  /** Below /databases/{db}/documents: 'books/b1'; for list the collection path 'books'. */
  path: string;
  /** A collection-group list: `path` is the collection id. */
  collectionGroup?: boolean;
  method: RulesMethod;
  auth: RulesAuth | null;
  resource: { data: FsMap } | null;
  requestResource: { data: FsMap } | null;
  query?: RulesQuery;
  time: { seconds: number; nanos: number };
}
export interface RulesDataSource {
  get(path: string): FsMap | null;
  getAfter(path: string): FsMap | null;
}
export interface RulesDecision {
  allowed: boolean;
  message: string;
}
export interface CompiledRules {
  /** `budget`: the document reads of the whole request (a commit's writes share one). */
  evaluate(request: RulesRequest, data: RulesDataSource, budget?: RequestBudget): RulesDecision;
}

const GRAMMAR = readFileSync(new URL('./rules.peggy', import.meta.url), 'utf8');
let parser: peggy.Parser | undefined;

/** The id of the documents a list may return, and the unknown prefix of a collection group. */
const LIST_ID = '\u0000id';
const ANY_PREFIX = '\u0000prefix';
const QUERY_COMBINATIONS_MAX = 30;
const MAX_SOURCE_BYTES = 256 * 1024;

const unknown = (what: string) => () => {
  throw new UnknownValue(`${what} is not fixed by the query`);
};

const COVERS: Record<string, readonly RulesMethod[]> = {
  read: ['get', 'list'],
  write: ['create', 'update', 'delete'],
  get: ['get'],
  list: ['list'],
  create: ['create'],
  update: ['update'],
  delete: ['delete'],
};

type Applicable = { allow: AllowDecl; scope: Scope };
type Binding = Map<string, RValue | (() => RValue)>;

/** Parses and checks a rules file; a construct it does not understand throws with its position. */
export function compileRules(source: string, file = 'firestore.rules'): CompiledRules {
  const size = Buffer.byteLength(source, 'utf8');
  if (size > MAX_SOURCE_BYTES)
    throw new RulesSyntaxError(
      file,
      1,
      1,
      `The ruleset is ${size} bytes, over the limit of ${MAX_SOURCE_BYTES} (256 KB)`,
    );
  let tree: RulesFile;
  try {
    tree = (parser ??= peggy.generate(GRAMMAR)).parse(source) as RulesFile;
  } catch (error) {
    const e = error as { message: string; location?: { start: Loc } };
    const at = e.location?.start ?? { line: 1, column: 1 };
    throw new RulesSyntaxError(file, at.line, at.column, e.message);
  }
  try {
    for (const service of tree.services) checkService(service, tree.version);
  } catch (error) {
    if (!(error instanceof RulesCheckError)) throw error;
    throw new RulesSyntaxError(file, error.loc.line, error.loc.column, error.message);
  }
  const version = tree.version === '2' ? 2 : 1;
  const firestore = tree.services.filter((s) => s.name === 'cloud.firestore');
  return {
    evaluate: (request, data, budget = new RequestBudget(MAX_READS)) =>
      decide(
        firestore.flatMap((s) => s.body),
        version,
        request,
        data,
        budget,
      ),
  };
}

/** A scope whose functions (declared in `body`) see the scope itself, wildcards included. */
function scopeWith(
  parent: Scope | null,
  bindings: Binding,
  body: readonly { type: string }[],
): Scope {
  const functions = new Map<string, Closure>();
  const scope = new Scope(parent, bindings, functions);
  for (const item of body) {
    if (item.type === 'function')
      functions.set((item as FunctionDecl).name, { decl: item as FunctionDecl, scope });
  }
  return scope;
}

function boundPath(segments: readonly string[]): RValue | (() => RValue) {
  return segments.some((s) => s === LIST_ID || s === ANY_PREFIX)
    ? unknown('the path')
    : new RPath(segments);
}

function* matchFrom(
  pattern: readonly MatchSegment[],
  pi: number,
  segments: readonly string[],
  si: number,
  bindings: Binding,
  version: number,
): Generator<{ end: number; bindings: Binding }> {
  if (pi === pattern.length) {
    yield { end: si, bindings };
    return;
  }
  const p = pattern[pi]!;
  if (p.kind === 'recursive') {
    // Version 2: zero or more segments, anywhere; version 1: the rest of the path, at least one.
    const last = version === 1 ? segments.length : si;
    for (let end = segments.length; end >= Math.max(si + (version === 1 ? 1 : 0), last); end--) {
      const next = new Map(bindings).set(p.name, boundPath(segments.slice(si, end)));
      yield* matchFrom(pattern, pi + 1, segments, end, next, version);
    }
    return;
  }
  const segment = segments[si];
  if (segment === undefined || segment === ANY_PREFIX) return;
  if (p.kind === 'literal') {
    if (segment === p.value) yield* matchFrom(pattern, pi + 1, segments, si + 1, bindings, version);
    return;
  }
  const value = segment === LIST_ID ? unknown('the document id') : segment;
  yield* matchFrom(
    pattern,
    pi + 1,
    segments,
    si + 1,
    new Map(bindings).set(p.name, value),
    version,
  );
}

function collect(
  body: readonly (FunctionDecl | AllowDecl | MatchDecl)[],
  segments: readonly string[],
  at: number,
  scope: Scope,
  method: RulesMethod,
  version: number,
  out: Applicable[],
): void {
  for (const item of body) {
    if (item.type !== 'match') continue;
    for (const { end, bindings } of matchFrom(item.path, 0, segments, at, new Map(), version)) {
      const inner = scopeWith(scope, bindings, item.body);
      if (end === segments.length) {
        for (const allow of item.body) {
          if (allow.type === 'allow' && allow.methods.some((m) => COVERS[m.name]?.includes(method)))
            out.push({ allow, scope: inner });
        }
      }
      collect(item.body, segments, end, inner, method, version, out);
    }
  }
}

const resourceOf = (database: string, path: string, data: FsMap): RValue =>
  new Map<string, RValue>([
    ['data', fromFsMap(data)],
    ['id', path.split('/').pop() ?? ''],
    ['__name__', documentPath(database, path)],
  ]);

/**
 * The ANDs of filters a list query is the union of: its OR branches, and one branch per value of
 * an `in` (an equality) or `array-contains-any` (an array-contains); null past 30.
 */
function conjunctions(query: RulesQuery | undefined): RulesFilter[][] | null {
  const out: RulesFilter[][] = [];
  for (const conjunction of query?.disjunction ?? [query?.filters ?? []]) {
    let combinations: RulesFilter[][] = [[]];
    for (const filter of conjunction) {
      const split =
        filter.op === 'in' ? '==' : filter.op === 'array-contains-any' ? 'array-contains' : null;
      if (split && filter.value.type === 'array') {
        const values = filter.value.values;
        combinations = combinations.flatMap((c) =>
          values.map((value) => [...c, { field: filter.field, op: split, value }] as RulesFilter[]),
        );
      } else {
        combinations = combinations.map((c) => [...c, filter]);
      }
      if (combinations.length > QUERY_COMBINATIONS_MAX) return null;
    }
    out.push(...combinations);
    if (out.length > QUERY_COMBINATIONS_MAX) return null;
  }
  return out;
}

/** What one AND of filters says of the documents: fixed values, or bounds (RConstrained). */
function filteredData(filters: readonly RulesFilter[]): Map<string, RValue> {
  const byField = new Map<string, RulesFilter[]>();
  for (const filter of filters)
    byField.set(filter.field, [...(byField.get(filter.field) ?? []), filter]);
  const data = new Map<string, RValue>();
  for (const [field, fieldFilters] of byField) {
    const fixed = fieldFilters.find((f) => f.op === '==');
    const value = fixed
      ? fromFs(fixed.value)
      : new RConstrained(
          field,
          fieldFilters.map((f) => ({ op: f.op as Constraint['op'], value: fromFs(f.value) })),
        );
    // A dotted field (`category.id`) is a nested value.
    const parts = field.split('.');
    let at = data;
    parts.slice(0, -1).forEach((part) => {
      const next = (at.get(part) as Map<string, RValue> | undefined) ?? new PartialMap([]);
      at.set(part, next);
      at = next;
    });
    at.set(parts.at(-1)!, value);
  }
  return data;
}

function partial(data: Map<string, RValue>): PartialMap {
  return new PartialMap(
    [...data].map(([k, v]) => [
      k,
      v instanceof Map && !(v instanceof PartialMap) ? partial(v as Map<string, RValue>) : v,
    ]),
  );
}

function decide(
  body: readonly (FunctionDecl | MatchDecl)[],
  version: number,
  request: RulesRequest,
  data: RulesDataSource,
  budget: RequestBudget,
): RulesDecision {
  const { database, method } = request;
  const path = request.path.split('/').filter(Boolean);
  const segments = request.collectionGroup
    ? ['databases', database, 'documents', ANY_PREFIX, ...path, LIST_ID]
    : ['databases', database, 'documents', ...path, ...(method === 'list' ? [LIST_ID] : [])];
  const shown = request.collectionGroup
    ? `/databases/${database}/documents/{path=**}/${request.path}`
    : documentPath(database, request.path).toString();

  const top = scopeWith(null, new Map(), body);
  const applicable: Applicable[] = [];
  // Collection-group queries need rules_version = '2': under version 1 nothing matches them.
  if (!request.collectionGroup || version === 2) {
    collect(body, segments, 0, top, method, version, applicable);
  }
  if (applicable.length === 0) {
    return { allowed: false, message: `No matching allow statements for '${method}' on ${shown}` };
  }

  const query = request.query;
  const resources: RValue[] =
    method === 'list'
      ? query?.unsupportedFilter
        ? [new PartialMap([['data', new PartialMap([])]])]
        : (conjunctions(query) ?? []).map(
            (filters) => new PartialMap([['data', partial(filteredData(filters))]]),
          )
      : [request.resource ? resourceOf(database, request.path, request.resource.data) : null];
  if (resources.length === 0) resources.push(new PartialMap([['data', new PartialMap([])]]));

  const reads = new Map<string, RValue>();
  const ownReads = new Set<string>();
  const reader = {
    read(p: RPath, after: boolean): RValue {
      const [d, db, docs, ...rest] = p.segments;
      if (
        d !== 'databases' ||
        db !== database ||
        docs !== 'documents' ||
        rest.length % 2 !== 0 ||
        rest.length === 0
      )
        return fail(`${p.toString()} is not a document path`);
      const path = rest.join('/');
      const key = `${after ? 'after' : 'now'}:${path}`;
      if (!reads.has(key)) {
        const load = () => (after ? data.getAfter(path) : data.get(path));
        const fields = budget.read(key, load, ownReads);
        reads.set(key, fields ? resourceOf(database, path, fields) : null);
      }
      return reads.get(key)!;
    },
  };

  const requestValue = new Map<string, RValue>([
    [
      'auth',
      request.auth
        ? new Map<string, RValue>([
            ['uid', request.auth.uid],
            ['token', fromJson(request.auth.token)],
          ])
        : null,
    ],
    ['method', method],
    ['path', documentPath(database, request.path)],
    ['time', new RTimestamp(BigInt(request.time.seconds), request.time.nanos)],
    [
      'resource',
      request.requestResource
        ? resourceOf(database, request.path, request.requestResource.data)
        : null,
    ],
    [
      'query',
      method === 'list'
        ? new Map<string, RValue>([
            ['limit', query?.limit === undefined ? null : BigInt(query.limit)],
            ['offset', query?.offset === undefined ? null : BigInt(query.offset)],
            [
              'orderBy',
              (query?.orderBy ?? []).map(
                (o) =>
                  new Map<string, RValue>([
                    ['field', o.field],
                    ['direction', o.direction],
                  ]),
              ),
            ],
          ])
        : null,
    ],
  ]);

  let limit: LimitError | null = null;
  const grants = (resource: RValue, steps: ExpressionCounter, { allow, scope }: Applicable) => {
    if (!allow.condition || limit) return !limit;
    const ctx: EvalContext = { request: requestValue, resource, reader, depth: 0, steps };
    try {
      return evaluate(allow.condition, scope, ctx) === true;
    } catch (error) {
      if (error instanceof LimitError) limit = error;
      else if (!(error instanceof EvalError)) throw error;
      return false;
    }
  };
  const allowed = resources.every((resource) => {
    const steps = new ExpressionCounter();
    return applicable.some((a) => grants(resource, steps, a));
  });
  if (allowed && !limit) return { allowed: true, message: '' };
  const lines = applicable.map(({ allow }) => `L${allow.loc.line}`).join(', ');
  const reason = limit ? `${(limit as LimitError).message}` : 'false';
  return { allowed: false, message: `${reason} for '${method}' @ ${lines} on ${shown}` };
}
