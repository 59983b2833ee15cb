import { readFileSync } from 'node:fs';
import peggy from 'peggy';
import type { FsMap } from '../values';
import type { AllowDecl, FunctionDecl, Loc, MatchDecl, MatchSegment, RulesFile } from './ast';
import { checkService, RulesCheckError } from './check';
import { evaluate, Scope, type Closure, type EvalContext } from './evaluate';
import {
  documentPath,
  EvalError,
  fail,
  fromFsMap,
  fromJson,
  PartialMap,
  RPath,
  RTimestamp,
  UnknownValue,
  type RValue,
} from './rules-values';
import { ExpressionCounter, LimitError, MAX_READS, RequestBudget } from './budget';
import { conjunctions, filteredData, partial } from './list-queries';
import type {
  CompiledRules,
  RulesDataSource,
  RulesDecision,
  RulesMethod,
  RulesRequest,
} from './request';

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

const GRAMMAR = readFileSync(new URL('./rules.peggy', import.meta.url), 'utf8');
let parser: peggy.Parser | undefined;

/** The id of the documents a list may return, and the unknown prefix of a collection group. */
const LIST_ID = '\u0000id';
const ANY_PREFIX = '\u0000prefix';
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
