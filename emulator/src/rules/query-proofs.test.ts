import { describe, expect, it } from 'vitest';
import { compileRules } from './compile';
import type { RulesFilter } from './request';
import { dataSource, fs, request } from './test-helpers';

// https://firebase.google.com/docs/firestore/security/rules-query: rules are not filters; a
// query is allowed only if every document its filters allow satisfies the rule.
const rules = compileRules(`rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /cheap/{id} { allow list: if resource.data.price < 100; }
    match /notFree/{id} { allow list: if !(resource.data.price <= 0); }
    match /typed/{id} { allow list: if resource.data.price is number; }
    match /tagged/{id} { allow list: if resource.data.tags.hasAny(['x', 'y']); }
    match /has/{id} { allow list: if 'x' in resource.data.tags; }
    match /visible/{id} { allow list: if resource.data.status != 'hidden'; }
    match /either/{id} {
      allow list: if resource.data.status == 'open' || resource.data.price < 10;
    }
  }
}`);

const f = (field: string, op: RulesFilter['op'], value: unknown): RulesFilter => ({
  field,
  op,
  value: fs(value),
});
const none = dataSource({});
const list = (path: string, filters: RulesFilter[], disjunction?: RulesFilter[][]) =>
  rules.evaluate(request('list', path, { query: { filters, disjunction } }), none).allowed;

describe('list queries proven by their filters', () => {
  it('proves a bound from a range filter, and not from one that reaches past it', () => {
    expect(list('cheap', [f('price', '<', 50)])).toBe(true);
    expect(list('cheap', [f('price', '<=', 99)])).toBe(true);
    expect(list('cheap', [f('price', '<', 100)])).toBe(true);
    expect(list('cheap', [f('price', '<=', 100)])).toBe(false);
    expect(list('cheap', [f('price', '<', 150)])).toBe(false);
    expect(list('cheap', [f('price', '>', 10)])).toBe(false);
    expect(list('cheap', [f('price', '>', 10), f('price', '<', 20)])).toBe(true);
    expect(list('cheap', [])).toBe(false);
  });

  it('proves a negated condition from the opposite bound', () => {
    expect(list('notFree', [f('price', '>', 0)])).toBe(true);
    expect(list('notFree', [f('price', '>=', 0)])).toBe(false);
  });

  it('knows a range filter returns values of its own type', () => {
    expect(list('typed', [f('price', '>=', 1)])).toBe(true);
    expect(list('typed', [f('price', '>=', 'a')])).toBe(false);
  });

  it('proves list conditions from array-contains and array-contains-any', () => {
    expect(list('tagged', [f('tags', 'array-contains', 'x')])).toBe(true);
    expect(list('tagged', [f('tags', 'array-contains', 'z')])).toBe(false);
    expect(list('tagged', [f('tags', 'array-contains-any', ['x', 'y'])])).toBe(true);
    expect(list('tagged', [f('tags', 'array-contains-any', ['x', 'z'])])).toBe(false);
    expect(list('has', [f('tags', 'array-contains', 'x')])).toBe(true);
    expect(list('has', [f('tags', 'array-contains-any', ['x', 'y'])])).toBe(false);
  });

  it('proves != from != and not-in filters', () => {
    expect(list('visible', [f('status', '!=', 'hidden')])).toBe(true);
    expect(list('visible', [f('status', 'not-in', ['hidden', 'draft'])])).toBe(true);
    expect(list('visible', [f('status', 'not-in', ['draft'])])).toBe(false);
    expect(list('visible', [f('status', 'in', ['open', 'closed'])])).toBe(true);
    expect(list('visible', [f('status', 'in', ['open', 'hidden'])])).toBe(false);
  });

  it('proves each disjunct of an OR query separately', () => {
    const open = [f('status', '==', 'open')];
    const cheap = [f('price', '<', 5)];
    expect(list('either', [], [open, cheap])).toBe(true);
    expect(list('either', [], [open, [f('price', '<', 50)]])).toBe(false);
    expect(list('visible', [], [open, [f('status', '==', 'hidden')]])).toBe(false);
  });
});
