import type { FsMap, FsValue } from '../values';
import type { RequestBudget } from './budget';

/** What a rules check is asked: the request, the documents it may read, and its answer. */

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
