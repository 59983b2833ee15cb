import { describe, expect, it } from 'vitest';
import { MAX_BATCH_READS, RequestBudget } from './budget';
import { compileRules } from './compile';
import { dataSource, request } from './test-helpers';

const service = (body: string, version = "rules_version = '2';") => `${version}
service cloud.firestore {
  match /databases/{database}/documents {
${body}
  }
}`;

const where = (source: string) => {
  try {
    compileRules(source);
  } catch (error) {
    return (error as Error).message;
  }
  return 'compiled';
};

// https://firebase.google.com/docs/firestore/quotas#security_rules
describe('limits checked when the rules load', () => {
  it('refuses a function with more than 7 arguments', () => {
    const ok = service('function f(a, b, c, d, e, f, g) { return true; }');
    const tooMany = service('function f(a, b, c, d, e, f, g, h) { return true; }');
    expect(where(ok)).toBe('compiled');
    expect(where(tooMany)).toMatch(/^firestore\.rules:4:1: Function 'f' has 8 arguments/);
  });

  it('refuses more than 10 let bindings in one function', () => {
    const lets = (n: number) => Array.from({ length: n }, (_, i) => `let v${i} = ${i};`).join(' ');
    expect(where(service(`function f() { ${lets(10)} return true; }`))).toBe('compiled');
    expect(where(service(`function f() { ${lets(11)} return true; }`))).toMatch(
      /^firestore\.rules:4:\d+: Function 'f' has 11 let bindings/,
    );
  });

  it('refuses functions that call each other in a cycle', () => {
    const source = service(`function a() { return b(); }
function b() { return a(); }`);
    expect(where(source)).toMatch(/^firestore\.rules:5:23: Recursive call of function 'a'/);
  });

  it("refuses a recursive wildcard before the last segment unless rules_version = '2'", () => {
    const body = 'match /{rest=**}/notes/{id} { allow read: if true; }';
    expect(where(service(body))).toBe('compiled');
    expect(where(service(body, ''))).toMatch(/^firestore\.rules:4:1: A recursive wildcard/);
    expect(where(service(body, "rules_version = '1';"))).toMatch(/recursive wildcard/);
    expect(where(service('match /a/{rest=**} { allow read: if true; }', ''))).toBe('compiled');
  });

  it('refuses a ruleset over 256 KB', () => {
    const padding = `// ${'x'.repeat(256 * 1024)}\n`;
    expect(where(padding + service(''))).toMatch(/^firestore\.rules:1:1: The ruleset is \d+ bytes/);
  });
});

describe('limits of one request', () => {
  const reads = (n: number) =>
    Array.from(
      { length: n },
      (_, i) => `exists(/databases/$(database)/documents/$(id)/d${i})`,
    ).join(' || ');
  const rules = compileRules(
    service(`match /ten/{id} { allow get, create: if ${reads(10)} || true; }
match /eleven/{id} { allow get: if ${reads(11)} || true; }
match /loop/{id} { allow get: if [${Array.from({ length: 1100 }, (_, i) => i).join(', ')}].size() > 0; }`),
  );
  const none = dataSource({});

  it('allows 10 get/exists calls and denies the 11th', () => {
    expect(rules.evaluate(request('get', 'ten/x'), none).allowed).toBe(true);
    const denied = rules.evaluate(request('get', 'eleven/x'), none);
    expect(denied).toEqual({
      allowed: false,
      message: expect.stringMatching(/^Exceeded maximum of 10 get\/exists calls per request/),
    });
  });

  it('shares 20 calls among the writes of a batch, counting a document read twice once', () => {
    const budget = new RequestBudget(MAX_BATCH_READS);
    const create = (id: string) =>
      rules.evaluate(request('create', `ten/${id}`, { data: {} }), none, budget);
    expect(create('a').allowed).toBe(true);
    expect(create('b').allowed).toBe(true);
    expect(create('a').allowed).toBe(true);
    expect(create('c')).toEqual({
      allowed: false,
      message: expect.stringMatching(/^Exceeded maximum of 20 get\/exists calls per request/),
    });
  });

  it('denies a request that evaluates more than 1,000 expressions', () => {
    expect(rules.evaluate(request('get', 'loop/x'), none)).toEqual({
      allowed: false,
      message: expect.stringMatching(/^Exceeded maximum of 1000 expressions evaluated/),
    });
  });
});
