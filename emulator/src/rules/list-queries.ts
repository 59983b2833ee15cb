import { fromFs, PartialMap, RConstrained, type Constraint, type RValue } from './rules-values';
import type { RulesFilter, RulesQuery } from './request';

/** What a list query's filters prove about the documents it may return. */

const QUERY_COMBINATIONS_MAX = 30;

/**
 * The ANDs of filters a list query is the union of: its OR branches, and one branch per value of
 * an `in` (an equality) or `array-contains-any` (an array-contains); null past 30.
 */
export function conjunctions(query: RulesQuery | undefined): RulesFilter[][] | null {
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
export function filteredData(filters: readonly RulesFilter[]): Map<string, RValue> {
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

export function partial(data: Map<string, RValue>): PartialMap {
  return new PartialMap(
    [...data].map(([k, v]) => [
      k,
      v instanceof Map && !(v instanceof PartialMap) ? partial(v as Map<string, RValue>) : v,
    ]),
  );
}
