import {
  StructuredQueryCompositeFilterOperator as CompositeOp,
  StructuredQueryDirection as Direction,
  StructuredQueryFieldFilterOperator as FieldOp,
  StructuredQueryUnaryFilterOperator as UnaryOp,
  type StructuredQuery,
  type StructuredQueryFilter,
} from '@firestore-emulator/proto/dist/google/firestore/v1/query';
import { indexKey, type CompositeIndex, type FieldOverride, type QueryScope } from './index-file';
import type { MissingIndex } from './planner';

export interface IndexReportJson {
  requireIndexes: boolean;
  /** Declared composite indexes that served queries; `source` is the file or `projects/{p}`. */
  used: { source: string; index: CompositeIndex; queries: number }[];
  unused: { source: string; index: CompositeIndex }[];
  /** Queries served by merging single-field indexes. */
  merged: { collectionGroup: string; queryScope: QueryScope; fields: string[]; queries: number }[];
  /** Queries that needed an index that was not there (refused when indexes are required). */
  missing: {
    project: string;
    kind: 'index' | 'fieldOverride';
    index: CompositeIndex | FieldOverride;
    query: string;
    refused: boolean;
    queries: number;
  }[];
}

export const INDEX_REPORT_PATH = '/emulator/v1/indexes:report';

const FIELD_OPS: Record<number, string> = {
  [FieldOp.LESS_THAN]: '<',
  [FieldOp.LESS_THAN_OR_EQUAL]: '<=',
  [FieldOp.GREATER_THAN]: '>',
  [FieldOp.GREATER_THAN_OR_EQUAL]: '>=',
  [FieldOp.EQUAL]: '==',
  [FieldOp.NOT_EQUAL]: '!=',
  [FieldOp.ARRAY_CONTAINS]: 'array-contains',
  [FieldOp.IN]: 'in',
  [FieldOp.ARRAY_CONTAINS_ANY]: 'array-contains-any',
  [FieldOp.NOT_IN]: 'not-in',
};
const UNARY_OPS: Record<number, string> = {
  [UnaryOp.IS_NULL]: '== null',
  [UnaryOp.IS_NOT_NULL]: '!= null',
  [UnaryOp.IS_NAN]: '== NaN',
  [UnaryOp.IS_NOT_NAN]: '!= NaN',
};

function describeFilter(filter: StructuredQueryFilter): string {
  switch (filter.filter_type) {
    case 'composite_filter': {
      const op = filter.composite_filter.op === CompositeOp.OR ? ' or ' : ' and ';
      const parts = filter.composite_filter.filters.map(describeFilter);
      return parts.length > 1 ? `(${parts.join(op)})` : (parts[0] ?? '');
    }
    case 'field_filter':
      return `${filter.field_filter.field.field_path} ${FIELD_OPS[filter.field_filter.op] ?? '?'}`;
    case 'unary_filter':
      return `${filter.unary_filter.field.field_path} ${UNARY_OPS[filter.unary_filter.op] ?? '?'}`;
    default:
      return '';
  }
}

/** `collection books where (genre == and price <) orderBy price desc sum(price)`, without values. */
export function describeQuery(query: StructuredQuery, aggregated: readonly string[] = []): string {
  const from = query.from[0];
  const parts = [
    `${from?.all_descendants ? 'collectionGroup' : 'collection'} ${from?.collection_id || '*'}`,
  ];
  if (query.has_where) parts.push(`where ${describeFilter(query.where)}`);
  if (query.order_by.length > 0) {
    const orders = query.order_by.map(
      (o) => `${o.field.field_path}${o.direction === Direction.DESCENDING ? ' desc' : ''}`,
    );
    parts.push(`orderBy ${orders.join(', ')}`);
  }
  if (aggregated.length > 0) parts.push(`aggregating ${aggregated.join(', ')}`);
  return parts.join(' ');
}

/** What the index checks saw since the start (or the last reset). */
export class IndexReport {
  #used = new Map<string, { source: string; index: CompositeIndex; queries: number }>();
  #merged = new Map<string, IndexReportJson['merged'][number]>();
  #missing = new Map<string, IndexReportJson['missing'][number]>();

  used(source: string, index: CompositeIndex): void {
    const key = `${source}|${indexKey(index)}`;
    const entry = this.#used.get(key) ?? { source, index, queries: 0 };
    entry.queries++;
    this.#used.set(key, entry);
  }

  merged(collectionGroup: string, queryScope: QueryScope, fields: readonly string[]): void {
    const sorted = [...fields].sort();
    const key = JSON.stringify([collectionGroup, queryScope, sorted]);
    const entry = this.#merged.get(key) ?? {
      collectionGroup,
      queryScope,
      fields: sorted,
      queries: 0,
    };
    entry.queries++;
    this.#merged.set(key, entry);
  }

  missing(project: string, missing: MissingIndex, query: string, refused: boolean): void {
    const index = missing.kind === 'index' ? missing.index : missing.override;
    const key = JSON.stringify([project, index, query, refused]);
    const entry = this.#missing.get(key) ?? {
      project,
      kind: missing.kind,
      index,
      query,
      refused,
      queries: 0,
    };
    entry.queries++;
    this.#missing.set(key, entry);
  }

  isUsed(source: string, index: CompositeIndex): boolean {
    return this.#used.has(`${source}|${indexKey(index)}`);
  }

  reset(): void {
    this.#used.clear();
    this.#merged.clear();
    this.#missing.clear();
  }

  snapshot(): Pick<IndexReportJson, 'used' | 'merged' | 'missing'> {
    return {
      used: [...this.#used.values()].map((entry) => ({ ...entry })),
      merged: [...this.#merged.values()].map((entry) => ({ ...entry })),
      missing: [...this.#missing.values()].map((entry) => ({ ...entry })),
    };
  }
}
