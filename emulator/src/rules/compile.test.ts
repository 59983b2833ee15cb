import { describe, expect, it } from 'vitest';
import { compileRules, RulesSyntaxError } from './compile';
import { dataSource, eq, request, user } from './test-helpers';

const service = (body: string) => `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
${body}
  }
}`;

const none = dataSource({});

describe('loading rules', () => {
  it('reports a syntax error with its line and column', () => {
    const source = service('    match /books/{id} {\n      allow read: if ;\n    }');
    expect(() => compileRules(source, 'firestore.rules')).toThrowError(RulesSyntaxError);
    try {
      compileRules(source, 'firestore.rules');
    } catch (error) {
      const e = error as RulesSyntaxError;
      expect([e.file, e.line, e.column]).toEqual(['firestore.rules', 5, 22]);
      expect(e.message).toMatch(/^firestore\.rules:5:22: /);
    }
  });

  it.each([
    ['an unknown function', 'allow read: if isAdmn();', /Unknown function 'isAdmn'/],
    ['an unknown variable', 'allow read: if usr.admin;', /Unknown variable 'usr'/],
    ['an unknown method', "allow read: if 'a'.shout();", /Unknown method 'shout'/],
    ['an unknown allow method', 'allow peek: if true;', /Unknown method 'peek' in allow/],
    ['an unknown type', 'allow read: if 1 is integer;', /'is' needs a type name/],
    ['an unknown library function', 'allow read: if math.cube(2) > 1;', /math\.cube/],
    [
      'a wrong number of arguments',
      'function f(a) { return a; }\nallow read: if f(1, 2);',
      /takes 1/,
    ],
  ])('refuses %s at load time, with its position', (_what, allow, message) => {
    const source = service(`    match /books/{id} {\n      ${allow}\n    }`);
    expect(() => compileRules(source)).toThrowError(message);
    expect(() => compileRules(source)).toThrowError(/^firestore\.rules:\d+:\d+: /);
  });

  it('refuses another service', () => {
    expect(() => compileRules('service firebase.storage { }')).toThrowError(/Unknown service/);
  });
});

describe('matching paths', () => {
  const rules = compileRules(
    service(`    match /books/{bookId} {
      allow get: if bookId == 'b1';
      match /reviews/{reviewId} {
        allow get: if bookId == 'b1' && reviewId == 'r1';
      }
    }
    match /{path=**}/notes/{noteId} {
      allow list: if true;
    }
    match /open/{document=**} {
      allow read: if true;
    }`),
  );
  const allowed = (r: Parameters<typeof rules.evaluate>[0]) => rules.evaluate(r, none).allowed;

  it('binds single wildcards, nested matches included', () => {
    expect(allowed(request('get', 'books/b1'))).toBe(true);
    expect(allowed(request('get', 'books/b2'))).toBe(false);
    expect(allowed(request('get', 'books/b1/reviews/r1'))).toBe(true);
    expect(allowed(request('get', 'books/b1/reviews/r2'))).toBe(false);
  });

  it('does not apply an outer allow to a nested path', () => {
    expect(allowed(request('get', 'books/b1/other/x'))).toBe(false);
  });

  it('matches any depth with a recursive wildcard (version 2)', () => {
    expect(allowed(request('get', 'open/a'))).toBe(true);
    expect(allowed(request('get', 'open/a/b/c'))).toBe(true);
    expect(allowed(request('list', 'notes', { query: { limit: 1 } }))).toBe(true);
    expect(allowed({ ...request('list', 'notes'), collectionGroup: true })).toBe(true);
  });

  it('names the path and the lines of a refusal', () => {
    const decision = rules.evaluate(request('get', 'books/b2'), none);
    expect(decision.message).toBe(
      "false for 'get' @ L5 on /databases/(default)/documents/books/b2",
    );
    expect(rules.evaluate(request('get', 'secret/x'), none).message).toBe(
      "No matching allow statements for 'get' on /databases/(default)/documents/secret/x",
    );
  });

  it('denies writes that only a read allows', () => {
    expect(allowed(request('create', 'open/a', { data: { x: 1 } }))).toBe(false);
  });
});

describe('expressions', () => {
  const check = (condition: string, ask: Parameters<typeof request>[2] = {}) =>
    compileRules(service(`    match /t/{id} {\n      allow get: if ${condition};\n    }`)).evaluate(
      request('get', 't/x', ask),
      none,
    ).allowed;

  it.each([
    '1 + 2 == 3',
    '7 / 2 == 3',
    '7.0 / 2 == 3.5',
    '1 == 1.0',
    '1 is int && 1.0 is float && 1 is number',
    "'a' + 'b' == 'ab'",
    "'abc'.size() == 3 && 'abc'[1] == 'b' && 'abcd'[1:3] == 'bc'",
    "'Boi'.lower() == 'boi' && 'boi'.matches('b.i') && !'boi'.matches('o')",
    "'a,b'.split(',') == ['a', 'b']",
    '[1, 2] + [3] == [1, 2, 3] && 2 in [1, 2] && [1, 2, 2].size() == 3',
    "['a', 'b'].hasAll(['a']) && ['a'].hasOnly(['a', 'b']) && ['a'].hasAny(['b', 'a'])",
    "{'a': 1}.keys() == ['a'] && 'a' in {'a': 1} && {'a': 1}.get('b', 2) == 2",
    "{'a': 1, 'b': 2}.diff({'a': 1, 'b': 3, 'c': 4}).affectedKeys().hasOnly(['b', 'c'])",
    "{'a': 1}.diff({'b': 1}).removedKeys() == ['a'].toSet()",
    '[1, 2, 3].toSet().intersection([2, 3, 4]).size() == 2',
    'true ? true : false',
    "duration.value(1, 'h') == duration.time(1, 0, 0, 0)",
    'timestamp.date(2024, 2, 29).month() == 2 && timestamp.value(86400000).day() == 2',
    "request.time > timestamp.value(0) && request.time - duration.value(1, 'd') < request.time",
    'math.abs(-2) == 2 && math.floor(1.5) == 1 && math.isNaN(0.0 / 0.0)',
    "int('12') == 12 && float(1) == 1.0 && string(true) == 'true'",
    "/databases/$(database)/documents/t/$('x') == request.path",
    'request.auth == null',
    '!(1 > 2) && -(1) == -1',
    "debug('x') == 'x'",
  ])('%s is true', (condition) => {
    expect(check(condition)).toBe(true);
  });

  it.each([
    '1 / 0 == 0',
    "'a' < 1",
    'request.auth.uid == null',
    'resource.data.missing == 1',
    "{'a': 1}['b'] == 1",
    '[1][3] == 1',
    "1 + 'a' == 1",
    '1',
  ])('%s denies (an error or not true)', (condition) => {
    expect(check(condition)).toBe(false);
  });

  it('absorbs an error on the decisive side of && and ||', () => {
    expect(check('resource.data.missing == 1 || true')).toBe(true);
    expect(check('true || resource.data.missing == 1')).toBe(true);
    expect(check('resource.data.missing == 1 && false')).toBe(false);
    expect(check('resource.data.missing == 1 || false')).toBe(false);
  });

  it('calls functions with their own lets, and sees the wildcards where they are declared', () => {
    const rules = compileRules(
      service(`    function double(n) { let twice = n * 2; return twice; }
    match /t/{id} {
      function isX() { return id == 'x'; }
      allow get: if double(2) == 4 && isX();
    }`),
    );
    expect(rules.evaluate(request('get', 't/x'), none).allowed).toBe(true);
    expect(rules.evaluate(request('get', 't/y'), none).allowed).toBe(false);
  });

  // https://firebase.google.com/docs/firestore/quotas#security_rules: recursion is not allowed.
  it('refuses recursion at load time', () => {
    const source = service(`    function f(n) { return f(n + 1); }
    match /t/{id} { allow get: if f(0); }`);
    expect(() => compileRules(source)).toThrowError(/^firestore\.rules:4:28: Recursive call/);
  });
});

describe('documents and queries', () => {
  const rules = compileRules(
    service(`    function isAdmin() {
      return get(/databases/$(database)/documents/users/$(request.auth.uid)).data.role == 'admin';
    }
    match /posts/{postId} {
      allow get: if resource.data.published == true || isAdmin();
      allow list: if resource.data.published == true && request.query.limit <= 50;
      allow create: if request.auth != null && request.resource.data.author == request.auth.uid
        && request.resource.data.keys().hasOnly(['author', 'title', 'published']);
      allow update: if request.resource.data.diff(resource.data).affectedKeys().hasOnly(['title'])
        && exists(/databases/$(database)/documents/users/$(request.auth.uid));
      allow delete: if isAdmin();
    }`),
  );
  const data = dataSource({ 'users/root': { role: 'admin' }, 'users/ann': { role: 'reader' } });
  const allowed = (r: Parameters<typeof rules.evaluate>[0]) => rules.evaluate(r, data).allowed;

  it('reads the stored document and other documents through get() and exists()', () => {
    expect(allowed(request('get', 'posts/p', { resource: { published: true } }))).toBe(true);
    expect(allowed(request('get', 'posts/p', { resource: { published: false } }))).toBe(false);
    expect(
      allowed(request('get', 'posts/p', { resource: { published: false }, auth: user('root') })),
    ).toBe(true);
    expect(
      allowed(request('get', 'posts/p', { resource: { published: false }, auth: user('ann') })),
    ).toBe(false);
    expect(
      allowed(request('delete', 'posts/p', { resource: { x: 1 }, auth: user('nobody') })),
    ).toBe(false);
  });

  it('checks the written document', () => {
    const create = (auth: ReturnType<typeof user> | null, doc: Record<string, unknown>) =>
      allowed(request('create', 'posts/p', { auth, data: doc }));
    expect(create(user('ann'), { author: 'ann', title: 't' })).toBe(true);
    expect(create(user('ann'), { author: 'bob', title: 't' })).toBe(false);
    expect(create(user('ann'), { author: 'ann', title: 't', role: 'admin' })).toBe(false);
    expect(create(null, { author: 'ann' })).toBe(false);
  });

  it('compares the document before and after an update', () => {
    const update = (before: Record<string, unknown>, after: Record<string, unknown>) =>
      allowed(request('update', 'posts/p', { auth: user('ann'), resource: before, data: after }));
    expect(update({ title: 'a', published: true }, { title: 'b', published: true })).toBe(true);
    expect(update({ title: 'a', published: false }, { title: 'a', published: true })).toBe(false);
  });

  it('is not a filter: a list must ask for what the rule requires', () => {
    const list = (filters: ReturnType<typeof eq>[], limit?: number) =>
      allowed(request('list', 'posts', { query: { filters, limit } }));
    expect(list([eq('published', true)], 10)).toBe(true);
    expect(list([eq('published', false)], 10)).toBe(false);
    expect(list([], 10)).toBe(false);
    expect(list([eq('published', true)])).toBe(false);
    expect(list([eq('published', true)], 51)).toBe(false);
  });

  it("proves an 'in' filter value by value", () => {
    const rules2 = compileRules(
      service(`    match /r/{id} { allow list: if resource.data.status in ['A', 'B']; }`),
    );
    const list = (values: string[]) =>
      rules2.evaluate(
        request('list', 'r', {
          query: {
            filters: [
              {
                field: 'status',
                op: 'in',
                value: { type: 'array', values: values.map((v) => ({ type: 'string', value: v })) },
              },
            ],
          },
        }),
        none,
      ).allowed;
    expect(list(['A', 'B'])).toBe(true);
    expect(list(['A', 'C'])).toBe(false);
  });

  it('knows no document id in a list', () => {
    const rules3 = compileRules(service(`    match /u/{uid} { allow list: if uid == 'x'; }`));
    expect(rules3.evaluate(request('list', 'u', { query: { limit: 1 } }), none).allowed).toBe(
      false,
    );
  });
});

describe("the rules guide's recursive wildcard, version 1 against version 2", () => {
  const body = `service cloud.firestore {
  match /databases/{database}/documents {
    match /cities/{city}/{document=**} {
      allow read: if true;
    }
  }
}`;

  it('version 1 matches the documents below a city, not the city itself', () => {
    const rules = compileRules(body);
    expect(rules.evaluate(request('get', 'cities/SF'), none).allowed).toBe(false);
    expect(rules.evaluate(request('get', 'cities/SF/landmarks/l1'), none).allowed).toBe(true);
  });

  it('version 2 matches zero segments too, so the city itself', () => {
    const rules = compileRules(`rules_version = '2';\n${body}`);
    expect(rules.evaluate(request('get', 'cities/SF'), none).allowed).toBe(true);
    expect(rules.evaluate(request('get', 'cities/SF/landmarks/l1'), none).allowed).toBe(true);
  });
});

describe("the rules guide's role-based access (a user document holds the role)", () => {
  const rules = compileRules(
    service(`    function getRole(rsc) { return rsc.data.roles[request.auth.uid]; }
    function isOneOfRoles(rsc, array) {
      return isSignedIn() && (getRole(rsc) in array);
    }
    function isSignedIn() { return request.auth != null; }
    match /stories/{story} {
      allow read: if isOneOfRoles(resource, ['owner', 'writer', 'commenter', 'reader']);
      allow update: if isOneOfRoles(resource, ['owner'])
        || (isOneOfRoles(resource, ['writer']) && request.resource.data.diff(resource.data).affectedKeys().hasOnly(['title', 'content']));
    }`),
  );
  const story = {
    title: 't',
    content: 'c',
    roles: { alice: 'owner', bob: 'writer', carol: 'reader' },
  };
  const allowed = (r: Parameters<typeof rules.evaluate>[0]) => rules.evaluate(r, none).allowed;

  it('lets each role read, and nobody else', () => {
    expect(allowed(request('get', 'stories/s', { auth: user('carol'), resource: story }))).toBe(
      true,
    );
    expect(allowed(request('get', 'stories/s', { auth: user('dave'), resource: story }))).toBe(
      false,
    );
    expect(allowed(request('get', 'stories/s', { resource: story }))).toBe(false);
  });

  it('lets a writer change the text but not the roles', () => {
    const update = (uid: string, data: Record<string, unknown>) =>
      allowed(
        request('update', 'stories/s', {
          auth: user(uid),
          resource: story,
          data: { ...story, ...data },
        }),
      );
    expect(update('bob', { title: 'new' })).toBe(true);
    expect(update('bob', { roles: { bob: 'owner' } })).toBe(false);
    expect(update('alice', { roles: { bob: 'owner' } })).toBe(true);
    expect(update('carol', { title: 'x' })).toBe(false);
  });
});
