import { describe, expect, it } from 'vitest';
import { compileRules } from './compile';
import { dataSource, request } from './test-helpers';

const allows = (condition: string, data: Record<string, unknown> = {}) =>
  compileRules(`rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /t/{id} { allow create: if ${condition}; }
  }
}`).evaluate(request('create', 't/x', { data }), dataSource({})).allowed;

// https://firebase.google.com/docs/reference/rules/rules.String#matches: RE2, the whole string.
describe('String.matches (RE2)', () => {
  it('matches the whole string', () => {
    expect(allows("'abc'.matches('a.c')")).toBe(true);
    expect(allows("'abcd'.matches('a.c')")).toBe(false);
    expect(allows("'héllo'.matches('\\\\p{L}+')")).toBe(true);
  });

  it('fails (denies) on lookarounds and backreferences, as RE2 has neither', () => {
    expect(allows("'ab'.matches('a(?=b).')")).toBe(false);
    expect(allows("!'ab'.matches('a(?=b).')")).toBe(false);
    expect(allows("!'aa'.matches('(a)\\\\1')")).toBe(false);
  });

  it('splits and replaces with RE2 too', () => {
    expect(allows("'a1b22c'.split('[0-9]+') == ['a', 'b', 'c']")).toBe(true);
    expect(allows("'a-b-c'.replace('-', '+') == 'a+b+c'")).toBe(true);
  });
});

// https://firebase.google.com/docs/reference/rules/rules.hashing and rules.Bytes
describe('hashing and bytes', () => {
  it('computes crc32 and crc32c as bytes, of strings and bytes', () => {
    expect(allows("hashing.crc32('123456789') == b'\\xCB\\xF4\\x39\\x26'")).toBe(true);
    expect(allows("hashing.crc32c('123456789').toHexString() == 'E3069283'")).toBe(true);
    expect(allows("hashing.crc32(b'123456789') == hashing.crc32('123456789')")).toBe(true);
    expect(allows("hashing.md5('').toHexString() == 'D41D8CD98F00B204E9800998ECF8427E'")).toBe(
      true,
    );
  });

  it('reads bytes literals with hex, octal and character escapes', () => {
    expect(allows("b'\\x00\\xff'.size() == 2 && b'\\x00\\xff'.toHexString() == '00FF'")).toBe(true);
    expect(allows('b"abc" == \'abc\'.toUtf8()')).toBe(true);
    expect(allows("b'\\101' == b'A' && b'é'.size() == 2")).toBe(true);
    expect(allows('b"\\x01" != b"\\x02" && b\'\' is bytes')).toBe(true);
  });
});

// https://firebase.google.com/docs/reference/rules/rules.Path
describe('paths', () => {
  it('binds names with bind() and reads them with path[name] and path.name', () => {
    const bound = "(/path/$(foo)/$(bar)).bind({'foo': 'something', 'bar': 'another'})";
    expect(allows(`${bound} == /path/something/another`)).toBe(true);
    expect(allows(`${bound}['foo'] == 'something' && ${bound}.bar == 'another'`)).toBe(true);
    expect(allows(`${bound}[1] == 'something'`)).toBe(true);
  });

  it('indexes a path built from a string', () => {
    expect(allows("path('/databases/' + database + '/documents/a/b')[4] == 'b'")).toBe(true);
  });

  it('still refuses an unknown variable in a path that is not bound', () => {
    expect(() => allows('exists(/databases/$(databse)/documents/a/b)')).toThrowError(
      /Unknown variable 'databse'/,
    );
  });
});
