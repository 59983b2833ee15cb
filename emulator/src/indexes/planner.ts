import {
  StructuredQueryCompositeFilterOperator as CompositeOp,
  StructuredQueryDirection as Direction,
  StructuredQueryFieldFilterOperator as FieldOp,
  StructuredQueryUnaryFilterOperator as UnaryOp,
  type StructuredQuery,
  type StructuredQueryFilter,
} from '@firestore-emulator/proto/dist/google/firestore/v1/query';
import {
  nameDirection,
  type CompositeIndex,
  type FieldOverride,
  type IndexConfig,
  type IndexField,
  type Order,
  type QueryScope,
  type SingleFieldIndex,
} from './index-file';
import { compareStrings } from '../values';

/** How a filter uses its field: equality-like, array membership, or a range / inequality. */
type Use = 'eq' | 'contains' | 'range';
interface Atom {
  readonly field: string;
  readonly use: Use;
}

export type MissingIndex =
  { kind: 'index'; index: CompositeIndex } | { kind: 'fieldOverride'; override: FieldOverride };

export interface Plan {
  /** Declared composite indexes that serve (part of) the query. */
  composites: CompositeIndex[];
  /** Field sets served by merging single-field indexes. */
  merged: string[][];
  /** The first index production would ask for, when the query cannot be served. */
  missing?: MissingIndex;
}

export interface QueryTarget {
  collectionGroup: string;
  queryScope: QueryScope;
}

const NAME = '__name__';
const EQ_OPS = new Set<number>([FieldOp.EQUAL, FieldOp.IN]);
const CONTAINS_OPS = new Set<number>([FieldOp.ARRAY_CONTAINS, FieldOp.ARRAY_CONTAINS_ANY]);

/** The filter as a disjunction of conjunctions (each conjunction served by its own index). */
function disjuncts(filter: StructuredQueryFilter): Atom[][] {
  switch (filter.filter_type) {
    case 'composite_filter': {
      const children = filter.composite_filter.filters.map(disjuncts);
      if (filter.composite_filter.op === CompositeOp.OR) return children.flat();
      return children.reduce<Atom[][]>(
        (acc, child) => acc.flatMap((left) => child.map((right) => [...left, ...right])),
        [[]],
      );
    }
    case 'field_filter': {
      const { field, op } = filter.field_filter;
      const use: Use = EQ_OPS.has(op) ? 'eq' : CONTAINS_OPS.has(op) ? 'contains' : 'range';
      return [[{ field: field.field_path, use }]];
    }
    case 'unary_filter': {
      const { field, op } = filter.unary_filter;
      const use: Use = op === UnaryOp.IS_NULL || op === UnaryOp.IS_NAN ? 'eq' : 'range';
      return [[{ field: field.field_path, use }]];
    }
    default:
      return [[]];
  }
}

interface Sort {
  readonly field: string;
  readonly order: Order;
  /** Read by sum() / avg(): any direction serves. */
  readonly aggregated?: boolean;
}

/** What one conjunction needs: equality fields (by first appearance), sort fields, `__name__` direction. */
interface Need {
  equalities: Map<string, 'eq' | 'contains'>;
  sorts: Sort[];
  name: Order;
}

function needOf(
  atoms: readonly Atom[],
  query: StructuredQuery,
  aggregated: readonly string[],
): Need {
  const ranges = new Set(atoms.filter((a) => a.use === 'range').map((a) => a.field));
  const equalities = new Map<string, 'eq' | 'contains'>();
  for (const atom of atoms) {
    if (atom.field === NAME || atom.use === 'range' || ranges.has(atom.field)) continue;
    if (!equalities.has(atom.field)) equalities.set(atom.field, atom.use);
  }
  const explicit: Sort[] = [];
  let name: Order | undefined;
  for (const o of query.order_by) {
    const order: Order = o.direction === Direction.DESCENDING ? 'DESCENDING' : 'ASCENDING';
    if (o.field.field_path === NAME) {
      name = order;
      break; // nothing orders after the unique __name__
    }
    explicit.push({ field: o.field.field_path, order });
  }
  const last: Order = name ?? explicit.at(-1)?.order ?? 'ASCENDING';
  const sorts = explicit.filter((s) => equalities.get(s.field) !== 'eq');
  const sorted = new Set(sorts.map((s) => s.field));
  for (const field of [...ranges].sort(compareStrings)) {
    if (field !== NAME && !sorted.has(field)) sorts.push({ field, order: last });
  }
  // sum() / avg() read the field from the index, as if ordered by it (approximation).
  // An array-membership filter's index entries hold one element, not the field's value.
  for (const field of aggregated) {
    if (equalities.get(field) !== 'eq' && !sorts.some((s) => s.field === field)) {
      sorts.push({ field, order: 'ASCENDING', aggregated: true });
    }
  }
  return { equalities, sorts, name: last };
}

function overrideFor(config: IndexConfig, group: string, field: string): FieldOverride | undefined {
  // An override of a map field also covers its subfields; the deepest one wins.
  return config.fieldOverrides
    .filter(
      (o) =>
        o.collectionGroup === group &&
        (o.fieldPath === field || field.startsWith(`${o.fieldPath}.`)),
    )
    .sort((a, b) => b.fieldPath.length - a.fieldPath.length)[0];
}

const AUTOMATIC: SingleFieldIndex[] = [
  { order: 'ASCENDING', queryScope: 'COLLECTION' },
  { order: 'DESCENDING', queryScope: 'COLLECTION' },
  { arrayConfig: 'CONTAINS', queryScope: 'COLLECTION' },
];

function singleFieldIndexes(config: IndexConfig, group: string, field: string) {
  return overrideFor(config, group, field)?.indexes ?? AUTOMATIC;
}

/** The single-field index a field needs for this use (`eq` takes either direction). */
function singleFieldNeed(use: 'eq' | 'contains' | Order, scope: QueryScope): SingleFieldIndex {
  if (use === 'contains') return { arrayConfig: 'CONTAINS', queryScope: scope };
  return { order: use === 'eq' ? 'ASCENDING' : use, queryScope: scope };
}

function hasSingleField(
  config: IndexConfig,
  target: QueryTarget,
  field: string,
  use: 'eq' | 'contains' | Order,
): boolean {
  return singleFieldIndexes(config, target.collectionGroup, field).some((index) => {
    if (index.queryScope !== target.queryScope) return false;
    if (use === 'contains') return 'arrayConfig' in index;
    return 'order' in index && (use === 'eq' || index.order === use);
  });
}

function missingOverride(
  config: IndexConfig,
  target: QueryTarget,
  field: string,
  use: 'eq' | 'contains' | Order,
): MissingIndex {
  const existing = overrideFor(config, target.collectionGroup, field);
  const base = existing?.fieldPath === field ? existing.indexes : AUTOMATIC;
  return {
    kind: 'fieldOverride',
    override: {
      collectionGroup: target.collectionGroup,
      fieldPath: field,
      indexes: [...base, singleFieldNeed(use, target.queryScope)],
    },
  };
}

const sameSort = (field: IndexField, sort: Sort) =>
  field.fieldPath === sort.field &&
  'order' in field &&
  (sort.aggregated || field.order === sort.order);

/** How much of the equality set a declared composite serves; undefined: it cannot serve. */
function coverage(index: CompositeIndex, need: Need): string[] | undefined {
  const fields = index.fields.at(-1)?.fieldPath === NAME ? index.fields.slice(0, -1) : index.fields;
  const name =
    index.fields.at(-1)?.fieldPath === NAME ? nameDirection(index.fields) : nameDirection(fields);
  const anyName = need.sorts.at(-1)?.aggregated === true;
  if ((!anyName && name !== need.name) || fields.length < need.sorts.length) return undefined;
  const prefix = fields.slice(0, fields.length - need.sorts.length);
  const suffix = fields.slice(fields.length - need.sorts.length);
  // sum() / avg() fields (always last in `sorts`) may come in any order.
  const firstAggregated = need.sorts.findIndex((s) => s.aggregated);
  const fixed = firstAggregated < 0 ? need.sorts.length : firstAggregated;
  if (!suffix.slice(0, fixed).every((field, i) => sameSort(field, need.sorts[i]!)))
    return undefined;
  const aggregated = new Set(need.sorts.slice(fixed).map((s) => s.field));
  const rest = suffix.slice(fixed);
  if (!rest.every((f) => 'order' in f && aggregated.delete(f.fieldPath))) return undefined;
  const covered: string[] = [];
  for (const field of prefix) {
    const use = need.equalities.get(field.fieldPath);
    if (use === undefined || 'arrayConfig' in field !== (use === 'contains')) return undefined;
    covered.push(field.fieldPath);
  }
  return covered;
}

function requiredComposite(need: Need, target: QueryTarget): CompositeIndex {
  const fields: IndexField[] = [...need.equalities].map(([fieldPath, use]) =>
    use === 'contains' ? { fieldPath, arrayConfig: 'CONTAINS' } : { fieldPath, order: 'ASCENDING' },
  );
  for (const sort of need.sorts) fields.push({ fieldPath: sort.field, order: sort.order });
  const anyName = need.sorts.at(-1)?.aggregated === true;
  if (!anyName && nameDirection(fields) !== need.name) {
    fields.push({ fieldPath: NAME, order: need.name });
  }
  return { collectionGroup: target.collectionGroup, queryScope: target.queryScope, fields };
}

function planConjunction(need: Need, config: IndexConfig, target: QueryTarget): Plan {
  const served: Plan = { composites: [], merged: [] };
  const { equalities, sorts } = need;
  if (equalities.size === 0 && sorts.length === 0) return served;
  if (equalities.size === 0 && sorts.length === 1) {
    const [{ field, order, aggregated }] = sorts as [Sort];
    if (order === need.name) {
      if (hasSingleField(config, target, field, aggregated ? 'eq' : order)) return served;
      return { ...served, missing: missingOverride(config, target, field, order) };
    }
  }
  if (sorts.length === 0) {
    const missing = [...equalities].find(
      ([field, use]) => !hasSingleField(config, target, field, use),
    );
    if (!missing)
      return equalities.size > 1 ? { ...served, merged: [[...equalities.keys()]] } : served;
    if (equalities.size === 1) {
      return { ...served, missing: missingOverride(config, target, missing[0], missing[1]) };
    }
  }

  const candidates = config.indexes.filter(
    (index) =>
      index.collectionGroup === target.collectionGroup && index.queryScope === target.queryScope,
  );
  const partial: { index: CompositeIndex; covered: string[] }[] = [];
  for (const index of candidates) {
    const covered = coverage(index, need);
    if (!covered) continue;
    if (covered.length === equalities.size) return { ...served, composites: [index] };
    if (covered.length > 0) partial.push({ index, covered });
  }
  // Index merging of composites: each serves some equalities with the same sort suffix.
  const left = new Set(equalities.keys());
  const used: CompositeIndex[] = [];
  for (const { index, covered } of partial.sort((a, b) => b.covered.length - a.covered.length)) {
    if (!covered.some((field) => left.has(field))) continue;
    used.push(index);
    covered.forEach((field) => left.delete(field));
  }
  if (equalities.size > 0 && left.size === 0) return { ...served, composites: used };
  return { ...served, missing: { kind: 'index', index: requiredComposite(need, target) } };
}

/**
 * Decides whether production Firestore could serve the query with the declared indexes, the
 * automatic single-field ones and index merging (see README "Indexes" for what is approximated).
 */
export function planQuery(
  query: StructuredQuery,
  config: IndexConfig,
  aggregated: readonly string[] = [],
): Plan {
  const from = query.from[0];
  const plan: Plan = { composites: [], merged: [] };
  // Kindless queries (recursiveDelete's) only use the built-in __name__ index.
  if (!from?.collection_id) return plan;
  const target: QueryTarget = {
    collectionGroup: from.collection_id,
    queryScope: from.all_descendants ? 'COLLECTION_GROUP' : 'COLLECTION',
  };
  const conjunctions = query.has_where ? disjuncts(query.where) : [[]];
  for (const atoms of conjunctions) {
    const part = planConjunction(needOf(atoms, query, aggregated), config, target);
    for (const index of part.composites)
      if (!plan.composites.includes(index)) plan.composites.push(index);
    plan.merged.push(...part.merged);
    if (part.missing) return { ...plan, missing: part.missing };
  }
  return plan;
}
