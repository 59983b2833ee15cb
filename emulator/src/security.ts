import { readFileSync, watch, type FSWatcher } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import {
  StructuredQueryFieldFilterOperator as FieldOp,
  StructuredQueryCompositeFilterOperator as CompositeOp,
  StructuredQueryDirection as Direction,
  StructuredQueryUnaryFilterOperator as UnaryOp,
  type StructuredQuery,
  type StructuredQueryFilter,
} from '@firestore-emulator/proto/dist/google/firestore/v1/query';
import { GrpcError } from './grpc-error';
import { compileRules } from './rules/compile';
import type {
  CompiledRules,
  RulesAuth,
  RulesDataSource,
  RulesFilter,
  RulesMethod,
  RulesQuery,
  RulesRequest,
} from './rules/request';
import { MAX_BATCH_READS, MAX_READS, RequestBudget } from './rules/budget';
import type { DocChange, DocumentStore } from './store';
import { fromProto, type FsMap, type Ts } from './values';

/**
 * Who sends a request: the Admin SDK (`Bearer owner`, rules do not apply), or a client SDK with
 * a Firebase ID token, read without checking its signature as the official emulator does
 * (unsigned `mockUserToken`s and the Auth emulator's tokens), or nobody.
 */
export type Caller = { owner: true } | { owner: false; auth: RulesAuth | null };

export function callerOf(authorization: string | undefined): Caller {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) return { owner: false, auth: null };
  if (token === 'owner') return { owner: true };
  try {
    const payload = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as Record<string, unknown>;
    const uid = payload.sub ?? payload.user_id;
    if (typeof uid !== 'string' || uid === '') return { owner: false, auth: null };
    return { owner: false, auth: { uid, token: payload } };
  } catch {
    return { owner: false, auth: null };
  }
}

/** `projects/p/databases/d/documents/a/b` → its project, database and path below documents. */
export function splitName(name: string): { project: string; database: string; path: string } {
  const parts = name.split('/');
  return { project: parts[1] ?? '', database: parts[3] ?? '', path: parts.slice(5).join('/') };
}

const MAX_DISJUNCTS = 30;

const FIELD_OPS: Partial<Record<FieldOp, RulesFilter['op']>> = {
  [FieldOp.EQUAL]: '==',
  [FieldOp.NOT_EQUAL]: '!=',
  [FieldOp.LESS_THAN]: '<',
  [FieldOp.LESS_THAN_OR_EQUAL]: '<=',
  [FieldOp.GREATER_THAN]: '>',
  [FieldOp.GREATER_THAN_OR_EQUAL]: '>=',
  [FieldOp.IN]: 'in',
  [FieldOp.NOT_IN]: 'not-in',
  [FieldOp.ARRAY_CONTAINS]: 'array-contains',
  [FieldOp.ARRAY_CONTAINS_ANY]: 'array-contains-any',
};

const UNARY_OPS: Partial<Record<UnaryOp, Omit<RulesFilter, 'field'>>> = {
  [UnaryOp.IS_NULL]: { op: '==', value: { type: 'null' } },
  [UnaryOp.IS_NAN]: { op: '==', value: { type: 'double', value: NaN } },
  [UnaryOp.IS_NOT_NULL]: { op: '!=', value: { type: 'null' } },
  [UnaryOp.IS_NOT_NAN]: { op: '!=', value: { type: 'double', value: NaN } },
};

/** The filter as an OR of ANDs (what Firestore calls disjunctive normal form), or null past 30. */
function disjuncts(filter: StructuredQueryFilter): RulesFilter[][] | null {
  switch (filter.filter_type) {
    case 'field_filter': {
      const op = FIELD_OPS[filter.field_filter.op];
      const field = filter.field_filter.field.field_path;
      return op ? [[{ field, op, value: fromProto(filter.field_filter.value) }]] : [[]];
    }
    case 'unary_filter': {
      const unary = UNARY_OPS[filter.unary_filter.op];
      return unary ? [[{ field: filter.unary_filter.field.field_path, ...unary }]] : [[]];
    }
    case 'composite_filter': {
      const children = filter.composite_filter.filters.map(disjuncts);
      if (children.some((c) => c === null)) return null;
      const all = children as RulesFilter[][][];
      const combined =
        filter.composite_filter.op === CompositeOp.OR
          ? all.flat()
          : all.reduce<RulesFilter[][]>(
              (acc, child) => acc.flatMap((a) => child.map((c) => [...a, ...c])),
              [[]],
            );
      return combined.length > MAX_DISJUNCTS ? null : combined;
    }
    default:
      return [[]];
  }
}

/** A structured query as the rules see it: the collection listed, filters, limit and order. */
export function listRequestOf(parent: string, query: StructuredQuery) {
  const from = query.from[0];
  const below = splitName(`${parent}/x`).path.split('/').slice(0, -1).join('/');
  const rules: RulesQuery = {
    filters: [],
    orderBy: query.order_by.map((o) => ({
      field: o.field.field_path,
      direction: o.direction === Direction.DESCENDING ? 'desc' : 'asc',
    })),
  };
  if (query.has_limit) rules.limit = query.limit.value;
  if (query.offset) rules.offset = query.offset;
  if (query.has_where) {
    const or = disjuncts(query.where);
    if (!or) rules.unsupportedFilter = true;
    else if (or.length === 1) rules.filters = or[0]!;
    else rules.disjunction = or;
  }
  const collection = from?.collection_id ?? '';
  return {
    path: from?.all_descendants ? collection : [below, collection].filter(Boolean).join('/'),
    collectionGroup: from?.all_descendants === true,
    query: rules,
  };
}

/**
 * The rules of each project: the file the emulator was started with (reloaded when it changes)
 * for every project, unless a project had its own rules loaded through the HTTP endpoint. With
 * no rules at all, everything is allowed, as the official emulator does without a rules file.
 */
export class Security {
  private fileRules: CompiledRules | null = null;
  private readonly projectRules = new Map<string, CompiledRules>();
  private watcher: FSWatcher | undefined;

  constructor(private readonly log: (message: string) => void) {}

  /** Loads the file now (throwing its error) and again whenever it changes (logging errors). */
  watchFile(file: string): void {
    const load = () => {
      this.fileRules = compileRules(readFileSync(file, 'utf8'), file);
    };
    load();
    let timer: NodeJS.Timeout | undefined;
    // The folder, not the file: editors that save by replacing the file would end a file watch.
    this.watcher = watch(dirname(resolve(file)), (_event, changed) => {
      if (changed !== null && changed !== basename(file)) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        try {
          load();
          this.log(`Reloaded ${file}`);
        } catch (error) {
          this.log(`Kept the previous rules: ${(error as Error).message}`);
        }
      }, 100);
      timer.unref();
    });
  }

  setProjectRules(project: string, rules: CompiledRules): void {
    this.projectRules.set(project, rules);
  }

  close(): void {
    this.watcher?.close();
  }

  private rulesFor(project: string): CompiledRules | null {
    return this.projectRules.get(project) ?? this.fileRules;
  }

  /** Throws PERMISSION_DENIED unless the rules allow the request (or it needs no rules). */
  check(
    caller: Caller,
    project: string,
    request: Omit<RulesRequest, 'auth' | 'time'> & { time?: Ts },
    data: RulesDataSource,
    budget?: RequestBudget,
  ): void {
    if (caller.owner) return;
    const rules = this.rulesFor(project);
    if (!rules) return;
    const now = Date.now();
    const time = request.time ?? { seconds: Math.floor(now / 1000), nanos: (now % 1000) * 1e6 };
    const decision = rules.evaluate({ ...request, auth: caller.auth, time }, data, budget);
    if (!decision.allowed) {
      throw new GrpcError(
        'PERMISSION_DENIED',
        `Missing or insufficient permissions. ${decision.message}`,
      );
    }
  }

  /** A read of one document (`get`). */
  checkGet(caller: Caller, name: string, store: DocumentStore): void {
    if (caller.owner) return;
    const { project, database, path } = splitName(name);
    const doc = store.get(name);
    this.check(
      caller,
      project,
      {
        database,
        path,
        method: 'get',
        resource: doc ? { data: doc.fields } : null,
        requestResource: null,
      },
      storeSource(store, project, database),
    );
  }

  /** A query (`list`). */
  checkList(caller: Caller, parent: string, query: StructuredQuery, store: DocumentStore): void {
    if (caller.owner) return;
    const { project, database } = splitName(`${parent}/x/y`);
    const list = listRequestOf(parent, query);
    this.check(
      caller,
      project,
      { database, method: 'list', resource: null, requestResource: null, ...list },
      storeSource(store, project, database),
    );
  }

  /**
   * Every document a commit changes: create, update or delete, judged against the batch's result
   * at the commit's time (what `serverTimestamp()` writes), with one document-read budget for
   * the whole commit.
   */
  checkWrites(
    caller: Caller,
    changes: readonly DocChange[],
    store: DocumentStore,
    { time, batch }: { time: Ts; batch: boolean },
  ): void {
    if (caller.owner || changes.length === 0) return;
    const after = new Map(changes.map((change) => [change.name, change.after]));
    const budget = new RequestBudget(batch ? MAX_BATCH_READS : MAX_READS);
    for (const change of changes) {
      const { project, database, path } = splitName(change.name);
      const method: RulesMethod = !change.after ? 'delete' : change.before ? 'update' : 'create';
      const base = storeSource(store, project, database);
      this.check(
        caller,
        project,
        {
          database,
          path,
          method,
          time,
          resource: change.before ? { data: change.before.fields } : null,
          requestResource: change.after ? { data: change.after.fields } : null,
        },
        {
          get: (p) => base.get(p),
          getAfter: (p) => {
            const name = `projects/${project}/databases/${database}/documents/${p}`;
            return after.has(name) ? (after.get(name)?.fields ?? null) : base.get(p);
          },
        },
        budget,
      );
    }
  }
}

function storeSource(store: DocumentStore, project: string, database: string): RulesDataSource {
  const get = (path: string): FsMap | null =>
    store.get(`projects/${project}/databases/${database}/documents/${path}`)?.fields ?? null;
  return { get, getAfter: get };
}
