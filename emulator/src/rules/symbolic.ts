import {
  compare,
  equal,
  isNumber,
  RConstrained,
  typeName,
  UnknownValue,
  type Constraint,
  type RValue,
} from './rules-values';

/**
 * Conditions on a field a list query bounds without fixing it: true when every document the
 * filters allow satisfies them, false when none does, otherwise unknown (the query is denied).
 * https://firebase.google.com/docs/firestore/security/rules-query
 */
const unknown = (v: RConstrained): never => {
  throw new UnknownValue(`the query does not prove the condition on '${v.field}'`);
};

const FLIP: Record<string, string> = { '<': '>', '<=': '>=', '>': '<', '>=': '<=' };

const lowers = (v: RConstrained) => v.constraints.filter((c) => c.op === '>' || c.op === '>=');
const uppers = (v: RConstrained) => v.constraints.filter((c) => c.op === '<' || c.op === '<=');
const strict = (c: Constraint) => c.op === '<' || c.op === '>';

/** Whether the filters allow no document whose field equals `value`. */
function excludes(v: RConstrained, value: RValue): boolean {
  for (const c of v.constraints) {
    if (c.op === '!=' && equal(c.value, value)) return true;
    if (c.op === 'not-in' && Array.isArray(c.value) && c.value.some((x) => equal(x, value)))
      return true;
  }
  const bounds = [...lowers(v), ...uppers(v)];
  return bounds.some((c) => !sameClass(c.value, value) || outside(c, value));
}

const sameClass = (a: RValue, b: RValue) =>
  (isNumber(a) && isNumber(b)) || (!isNumber(a) && typeName(a) === typeName(b));

function outside(bound: Constraint, value: RValue): boolean {
  const order = compare(value, bound.value);
  if (bound.op === '>' || bound.op === '>=') return order < 0 || (order === 0 && strict(bound));
  return order > 0 || (order === 0 && strict(bound));
}

/** Whether bound `b` lies at `c` or beyond it on its side (`sign` 1: below, -1: above). */
function reaches(b: Constraint, c: RValue, sign: number, inclusive: boolean): boolean {
  const order = sign * compare(b.value, c);
  return order < 0 || (order === 0 && (inclusive || strict(b)));
}

function ordered(v: RConstrained, op: string, c: RValue): boolean {
  const inclusive = op.endsWith('=');
  const [near, far, sign] = op.startsWith('<')
    ? [uppers(v), lowers(v), 1]
    : [lowers(v), uppers(v), -1];
  if (near.some((b) => reaches(b, c, sign, inclusive))) return true;
  if (far.some((b) => reaches(b, c, -sign, !inclusive))) return false;
  return unknown(v);
}

/** `a op b` where a or b is a bounded field. */
export function relation(op: string, a: RValue, b: RValue): boolean {
  if (!(a instanceof RConstrained)) return relation(FLIP[op] ?? op, b, a);
  if (b instanceof RConstrained) return unknown(a);
  switch (op) {
    case '==':
      return excludes(a, b) ? false : unknown(a);
    case '!=':
      return excludes(a, b) ? true : unknown(a);
    case '<':
    case '<=':
    case '>':
    case '>=':
      return ordered(a, op, b);
    default:
      return unknown(a);
  }
}

const contained = (v: RConstrained) =>
  v.constraints.filter((c) => c.op === 'array-contains').map((c) => c.value);

/** `value in container` where either is a bounded field. */
export function membership(value: RValue, container: RValue): boolean {
  if (container instanceof RConstrained) {
    return contained(container).some((x) => equal(x, value)) ? true : unknown(container);
  }
  if (value instanceof RConstrained && Array.isArray(container)) {
    return container.every((x) => excludes(value, x)) ? false : unknown(value);
  }
  return unknown(value as RConstrained);
}

/** `list.hasAny()` / `hasAll()` on a field an array-contains filter bounds. */
export function listMethod(v: RConstrained, name: string, args: RValue[]): RValue {
  const other = args[0];
  const known = contained(v);
  if (Array.isArray(other)) {
    if (name === 'hasAny' && other.some((x) => known.some((k) => equal(k, x)))) return true;
    if (name === 'hasAll' && other.every((x) => known.some((k) => equal(k, x)))) return true;
  }
  return unknown(v);
}

/** `field is type`: a range filter returns only values of its bound's type. */
export function hasType(v: RConstrained, name: string): boolean {
  if (name === 'list' && contained(v).length > 0) return true;
  const bound = [...lowers(v), ...uppers(v)][0];
  if (!bound) return unknown(v);
  const kind = isNumber(bound.value) ? 'number' : typeName(bound.value);
  if (name === kind) return true;
  if (kind === 'number' && (name === 'int' || name === 'float')) return unknown(v);
  return false;
}
