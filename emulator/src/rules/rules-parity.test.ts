// Where the rules engine used to differ from Firestore's (issue 42), each against the rules
// language reference (https://firebase.google.com/docs/reference/rules/rules and its types).
import { describe, expect, it } from 'vitest';
import { compileRules } from './compile';
import { dataSource, request } from './test-helpers';

const allows = (condition: string) =>
  compileRules(`rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /t/{id} { allow create: if ${condition}; }
  }
}`).evaluate(request('create', 't/x', { data: {} }), dataSource({})).allowed;

describe('rules values as Firestore evaluates them', () => {
  it('string() of a float keeps its decimal point: string(2.0) is "2.0"', () => {
    expect(allows("string(2.0) == '2.0'")).toBe(true);
    expect(allows("string(0.5) == '0.5'")).toBe(true);
    expect(allows("string(-3.0) == '-3.0'")).toBe(true);
    expect(allows("string(2) == '2'")).toBe(true);
  });

  it('integer overflow beyond 64 bits is an error (rules.Integer: signed 64-bit)', () => {
    expect(allows('9223372036854775807 + 1 > 0')).toBe(false);
    expect(allows('!(9223372036854775807 + 1 > 0)')).toBe(false);
    expect(allows('-9223372036854775807 - 2 < 0')).toBe(false);
    expect(allows('4611686018427387904 * 2 != 0')).toBe(false);
    expect(allows('9223372036854775806 + 1 == 9223372036854775807')).toBe(true);
  });

  it('bool() exists and converts the strings "true" and "false" (rules.Boolean reference)', () => {
    expect(allows("bool('true') == true")).toBe(true);
    expect(allows("bool('false') == false")).toBe(true);
    expect(allows("bool('yes') || true")).toBe(true);
    expect(allows("bool('yes') == true")).toBe(false);
  });
});

describe('rules_version 1 and collection-group queries', () => {
  const rules = (version: string) =>
    compileRules(`${version}
service cloud.firestore {
  match /databases/{database}/documents {
    match /{document=**} { allow read: if true; }
  }
}`);
  const group = { ...request('list', 'notes'), collectionGroup: true };

  it('under rules version 1, {document=**} does not allow a collection-group query', () => {
    expect(rules('').evaluate(group, dataSource({})).allowed).toBe(false);
    expect(rules('').evaluate(request('list', 'notes'), dataSource({})).allowed).toBe(true);
  });

  it("under rules_version = '2' it does", () => {
    expect(rules("rules_version = '2';").evaluate(group, dataSource({})).allowed).toBe(true);
  });
});
