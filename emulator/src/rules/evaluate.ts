import type { Expr, FunctionDecl } from './ast';
import { callMethod, NAMESPACES } from './methods';
import {
  compare,
  equal,
  EvalError,
  fail,
  isFloat,
  isInt,
  isMap,
  isNumber,
  isType,
  RConstrained,
  RDuration,
  RPath,
  RSet,
  RTimestamp,
  typeName,
  type RValue,
} from './rules-values';
import { hasType, membership, relation } from './symbolic';
import type { ExpressionCounter } from './budget';

/** What `get()`/`exists()` read, and how many reads a request may make. */
export interface DocumentReader {
  read(path: RPath, after: boolean): RValue;
}

/** A function as declared, with the variables visible where it was declared. */
export type Closure = { decl: FunctionDecl; scope: Scope };

/** Variables (wildcards, parameters, lets: lets are evaluated when first read) and functions. */
export class Scope {
  private readonly cache = new Map<string, RValue>();
  constructor(
    private readonly parent: Scope | null,
    private readonly vars: ReadonlyMap<string, RValue | (() => RValue)>,
    private readonly functions: ReadonlyMap<string, Closure>,
  ) {}

  lookup(name: string): { value: RValue } | null {
    if (this.vars.has(name)) {
      if (!this.cache.has(name)) {
        const v = this.vars.get(name)!;
        this.cache.set(name, typeof v === 'function' ? v() : v);
      }
      return { value: this.cache.get(name)! };
    }
    return this.parent?.lookup(name) ?? null;
  }

  fn(name: string): Closure | null {
    return this.functions.get(name) ?? this.parent?.fn(name) ?? null;
  }
}

export type EvalContext = {
  request: RValue;
  resource: RValue;
  reader: DocumentReader;
  depth: number;
  steps: ExpressionCounter;
};

const MAX_CALL_DEPTH = 20;

const bool = (v: RValue, what: string): boolean =>
  typeof v === 'boolean' ? v : fail(`${what} is ${typeName(v)}, not bool`);

/** `$(name)` in a path literal with nothing called `name`: a placeholder for `bind()`. */
const isBound = (name: string, scope: Scope) =>
  name === 'request' || name === 'resource' || scope.lookup(name) !== null;

function binding(path: RPath, name: string): RValue {
  return path.bindings.get(name) ?? fail(`the path has no binding '${name}'`);
}

function member(target: RValue, name: string): RValue {
  if (target instanceof RPath) return binding(target, name);
  if (isMap(target)) {
    if (!target.has(name)) return fail(`Property ${name} is undefined on object.`);
    return target.get(name)!;
  }
  return fail(`${typeName(target)} has no property ${name}`);
}

function index(target: RValue, key: RValue): RValue {
  if (target instanceof RPath && typeof key === 'string') return binding(target, key);
  if (isMap(target))
    return member(target, typeof key === 'string' ? key : fail('a map key is a string'));
  const at = isInt(key) ? Number(key) : fail('an index is an int');
  const items = Array.isArray(target)
    ? target
    : typeof target === 'string'
      ? [...target]
      : target instanceof RPath
        ? target.segments
        : fail(`${typeName(target)} cannot be indexed`);
  if (at < 0 || at >= items.length) return fail(`index ${at} out of range`);
  return items[at]!;
}

function slice(target: RValue, from: RValue, to: RValue): RValue {
  const a =
    from === undefined ? undefined : isInt(from) ? Number(from) : fail('a slice bound is an int');
  const b = to === undefined ? undefined : isInt(to) ? Number(to) : fail('a slice bound is an int');
  if (Array.isArray(target)) return target.slice(a, b);
  if (typeof target === 'string') return [...target].slice(a, b).join('');
  if (target instanceof RPath) return new RPath(target.segments.slice(a, b));
  return fail(`${typeName(target)} cannot be sliced`);
}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** Rules integers are signed 64-bit: a result beyond that is an error, as in Firestore. */
const int64 = (v: bigint): bigint =>
  v < INT64_MIN || v > INT64_MAX ? fail('integer overflow') : v;

function arithmetic(op: string, a: RValue, b: RValue): RValue {
  if (isInt(a) && isInt(b)) {
    if ((op === '/' || op === '%') && b === 0n) return fail('division by zero');
    switch (op) {
      case '+':
        return int64(a + b);
      case '-':
        return int64(a - b);
      case '*':
        return int64(a * b);
      case '/':
        return int64(a / b);
      case '%':
        return a % b;
    }
  }
  if (isNumber(a) && isNumber(b)) {
    const [x, y] = [Number(a), Number(b)];
    switch (op) {
      case '+':
        return x + y;
      case '-':
        return x - y;
      case '*':
        return x * y;
      case '/':
        return x / y;
      case '%':
        return x % y;
    }
  }
  if (op === '+' && typeof a === 'string' && typeof b === 'string') return a + b;
  if (op === '+' && Array.isArray(a) && Array.isArray(b)) return [...a, ...b];
  if (a instanceof RTimestamp && b instanceof RDuration) {
    if (op === '+') return RTimestamp.fromNanos(a.totalNanos + b.totalNanos);
    if (op === '-') return RTimestamp.fromNanos(a.totalNanos - b.totalNanos);
  }
  if (op === '+' && a instanceof RDuration && b instanceof RTimestamp)
    return RTimestamp.fromNanos(a.totalNanos + b.totalNanos);
  if (op === '-' && a instanceof RTimestamp && b instanceof RTimestamp)
    return new RDuration(a.totalNanos - b.totalNanos);
  if (a instanceof RDuration && b instanceof RDuration) {
    if (op === '+') return new RDuration(a.totalNanos + b.totalNanos);
    if (op === '-') return new RDuration(a.totalNanos - b.totalNanos);
  }
  return fail(`${typeName(a)} ${op} ${typeName(b)} is undefined`);
}

/** `error || true` is true and `error && false` is false; otherwise errors propagate. */
function logical(op: '&&' | '||', left: () => RValue, right: () => RValue): boolean {
  const decisive = op === '||';
  let leftError: EvalError | null = null;
  try {
    if (bool(left(), op) === decisive) return decisive;
  } catch (error) {
    if (!(error instanceof EvalError)) throw error;
    leftError = error;
  }
  const r = bool(right(), op);
  if (leftError) {
    if (r === decisive) return decisive;
    throw leftError;
  }
  return r;
}

function contains(container: RValue, value: RValue): boolean {
  if (Array.isArray(container)) return container.some((item) => equal(item, value));
  if (container instanceof RSet) return container.has(value);
  if (isMap(container)) return typeof value === 'string' ? container.has(value) : false;
  return fail(`'in' needs a list, set or map, not ${typeName(container)}`);
}

function toSegment(value: RValue): string[] {
  if (typeof value === 'string') return [value];
  if (isInt(value)) return [String(value)];
  if (value instanceof RPath) return [...value.segments];
  return fail(`a path segment cannot be ${typeName(value)}`);
}

const BUILTINS: Record<string, (args: RValue[], ctx: EvalContext) => RValue> = {
  get: ([p], ctx) => ctx.reader.read(p instanceof RPath ? p : fail('get() needs a path'), false),
  getAfter: ([p], ctx) =>
    ctx.reader.read(p instanceof RPath ? p : fail('getAfter() needs a path'), true),
  exists: ([p], ctx) => {
    const doc = ctx.reader.read(p instanceof RPath ? p : fail('exists() needs a path'), false);
    return doc !== null;
  },
  existsAfter: ([p], ctx) => {
    const doc = ctx.reader.read(p instanceof RPath ? p : fail('existsAfter() needs a path'), true);
    return doc !== null;
  },
  int: ([v]) => {
    if (isInt(v ?? null)) return v as bigint;
    if (isFloat(v ?? null)) return BigInt(Math.trunc(v as number));
    if (typeof v === 'string' && /^-?\d+$/.test(v)) return BigInt(v);
    return fail(`int() of ${typeName(v ?? null)}`);
  },
  float: ([v]) => {
    if (isNumber(v ?? null)) return Number(v);
    if (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v))) return Number(v);
    return fail(`float() of ${typeName(v ?? null)}`);
  },
  string: ([v]) => {
    if (typeof v === 'string') return v;
    if (v === null) return 'null';
    const value = v ?? null;
    if (typeof value === 'boolean' || isInt(value)) return String(value);
    // A float keeps a decimal point: string(2.0) == '2.0'.
    if (isFloat(value)) {
      const text = String(value);
      return Number.isFinite(value) && /^-?\d+$/.test(text) ? `${text}.0` : text;
    }
    if (v instanceof RPath) return v.toString();
    return fail(`string() of ${typeName(v ?? null)}`);
  },
  bool: ([v]) => {
    if (typeof v === 'boolean') return v;
    if (v === 'true' || v === 'false') return v === 'true';
    return fail(`bool() of ${typeName(v ?? null)}`);
  },
  path: ([v]) =>
    new RPath(typeof v === 'string' ? v.split('/').filter(Boolean) : fail('path() needs a string')),
  debug: ([v]) => v ?? null,
};

export const BUILTIN_NAMES = new Set(Object.keys(BUILTINS));

export function evaluate(expr: Expr, scope: Scope, ctx: EvalContext): RValue {
  ctx.steps.step();
  const ev = (e: Expr) => evaluate(e, scope, ctx);
  switch (expr.type) {
    case 'literal': {
      const v = expr.value;
      if (v === null || typeof v !== 'object') return v;
      if ('int' in v) return BigInt(v.int);
      return 'bytes' in v ? new Uint8Array(v.bytes) : v.float;
    }
    case 'identifier': {
      if (expr.name === 'request') return ctx.request;
      if (expr.name === 'resource') return ctx.resource;
      const found = scope.lookup(expr.name);
      return found ? found.value : fail(`${expr.name} is not defined`);
    }
    case 'list':
      return expr.items.map(ev);
    case 'map': {
      const out = new Map<string, RValue>();
      for (const { key, value } of expr.entries) {
        const k = ev(key);
        out.set(typeof k === 'string' ? k : fail('a map key is a string'), ev(value));
      }
      return out;
    }
    case 'path':
      return new RPath(
        expr.segments.flatMap((s) => {
          if (s.kind === 'literal') return [s.value];
          if (s.expr.type === 'identifier' && !isBound(s.expr.name, scope))
            return [`{${s.expr.name}}`];
          return toSegment(ev(s.expr));
        }),
      );
    case 'member':
      return member(ev(expr.target), expr.name);
    case 'index':
      return index(ev(expr.target), ev(expr.index));
    case 'slice':
      return slice(
        ev(expr.target),
        expr.from ? ev(expr.from) : (undefined as unknown as RValue),
        expr.to ? ev(expr.to) : (undefined as unknown as RValue),
      );
    case 'method': {
      if (
        expr.target.type === 'identifier' &&
        NAMESPACES[expr.target.name] &&
        !scope.lookup(expr.target.name)
      ) {
        const fn = NAMESPACES[expr.target.name]![expr.name];
        return fn ? fn(expr.args.map(ev)) : fail(`${expr.target.name}.${expr.name} is undefined`);
      }
      return callMethod(ev(expr.target), expr.name, expr.args.map(ev));
    }
    case 'call': {
      const closure = scope.fn(expr.name);
      if (closure) return callFunction(closure, expr.args.map(ev), ctx);
      const builtin = BUILTINS[expr.name];
      return builtin ? builtin(expr.args.map(ev), ctx) : fail(`${expr.name}() is undefined`);
    }
    case 'unary': {
      const v = ev(expr.operand);
      if (expr.op === '!') return !bool(v, '!');
      if (isInt(v)) return int64(-v);
      if (isFloat(v)) return -v;
      if (v instanceof RDuration) return new RDuration(-v.totalNanos);
      return fail(`-${typeName(v)} is undefined`);
    }
    case 'ternary':
      return bool(ev(expr.test), '?:') ? ev(expr.then) : ev(expr.otherwise);
    case 'binary': {
      const { op } = expr;
      if (op === '&&' || op === '||')
        return logical(
          op,
          () => ev(expr.left),
          () => ev(expr.right),
        );
      if (op === 'is') {
        const right = expr.right;
        const left = ev(expr.left);
        if (right.type !== 'identifier') return fail('is needs a type name');
        return left instanceof RConstrained ? hasType(left, right.name) : isType(left, right.name);
      }
      const a = ev(expr.left);
      const b = ev(expr.right);
      if (a instanceof RConstrained || b instanceof RConstrained)
        return op === 'in' ? membership(a, b) : relation(op, a, b);
      switch (op) {
        case '==':
          return equal(a, b);
        case '!=':
          return !equal(a, b);
        case '<':
          return compare(a, b) < 0;
        case '<=':
          return compare(a, b) <= 0;
        case '>':
          return compare(a, b) > 0;
        case '>=':
          return compare(a, b) >= 0;
        case 'in':
          return contains(b, a);
        default:
          return arithmetic(op, a, b);
      }
    }
  }
}

function callFunction(closure: Closure, args: RValue[], ctx: EvalContext): RValue {
  const { decl } = closure;
  if (args.length !== decl.params.length)
    return fail(`${decl.name}() takes ${decl.params.length} arguments, not ${args.length}`);
  if (ctx.depth >= MAX_CALL_DEPTH) return fail('function calls nested too deep');
  const inner: EvalContext = { ...ctx, depth: ctx.depth + 1 };
  const vars = new Map<string, RValue | (() => RValue)>(decl.params.map((p, i) => [p, args[i]!]));
  const scope = new Scope(closure.scope, vars, new Map());
  for (const { name, value } of decl.lets) vars.set(name, () => evaluate(value, scope, inner));
  return evaluate(decl.body, scope, inner);
}
