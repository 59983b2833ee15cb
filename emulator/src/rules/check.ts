import type { Expr, FunctionDecl, Loc, MatchDecl, ServiceDecl } from './ast';
import { BUILTIN_NAMES } from './evaluate';
import { METHOD_NAMES, NAMESPACES } from './methods';
import { TYPE_NAMES } from './rules-values';

export class RulesCheckError extends Error {
  constructor(
    message: string,
    readonly loc: Loc,
  ) {
    super(message);
  }
}

const METHODS = new Set(['read', 'write', 'get', 'list', 'create', 'update', 'delete']);
const GLOBALS = new Set(['request', 'resource', ...Object.keys(NAMESPACES)]);

type Names = { vars: ReadonlySet<string>; functions: ReadonlyMap<string, number> };

/**
 * What the evaluator does not understand fails here, at load time, with its line and column:
 * unknown variables, functions, methods, allow methods, type names and services.
 */
export function checkService(service: ServiceDecl): void {
  if (service.name !== 'cloud.firestore') {
    throw new RulesCheckError(
      `Unknown service '${service.name}' (expected cloud.firestore)`,
      service.loc,
    );
  }
  checkBlock(service.body, { vars: new Set(), functions: new Map() });
}

function checkBlock(body: (FunctionDecl | MatchDecl | { type: 'allow' })[], outer: Names): void {
  const functions = new Map(outer.functions);
  for (const item of body)
    if (item.type === 'function') functions.set(item.name, item.params.length);
  const names = { vars: outer.vars, functions };
  for (const item of body) {
    if (item.type === 'function') checkFunction(item, names);
    else if (item.type === 'match') checkMatch(item, names);
  }
}

function checkFunction(decl: FunctionDecl, names: Names): void {
  const vars = new Set([...names.vars, ...decl.params]);
  for (const { name, value } of decl.lets) {
    checkExpr(value, { vars, functions: names.functions });
    vars.add(name);
  }
  checkExpr(decl.body, { vars, functions: names.functions });
}

function checkMatch(match: MatchDecl, outer: Names): void {
  const vars = new Set(outer.vars);
  for (const segment of match.path) if (segment.kind !== 'literal') vars.add(segment.name);
  const functions = new Map(outer.functions);
  for (const item of match.body)
    if (item.type === 'function') functions.set(item.name, item.params.length);
  const inner: Names = { vars, functions };
  for (const item of match.body) {
    if (item.type === 'allow') {
      for (const method of item.methods) {
        if (!METHODS.has(method.name))
          throw new RulesCheckError(`Unknown method '${method.name}' in allow`, method.loc);
      }
      if (item.condition) checkExpr(item.condition, inner);
    } else if (item.type === 'function') {
      checkFunction(item, inner);
    } else {
      checkMatch(item, inner);
    }
  }
}

function checkExpr(expr: Expr, names: Names): void {
  const check = (e: Expr) => checkExpr(e, names);
  switch (expr.type) {
    case 'literal':
      return;
    case 'identifier':
      if (!names.vars.has(expr.name) && !GLOBALS.has(expr.name))
        throw new RulesCheckError(`Unknown variable '${expr.name}'`, expr.loc);
      return;
    case 'call': {
      const arity = names.functions.get(expr.name);
      if (arity === undefined && !BUILTIN_NAMES.has(expr.name))
        throw new RulesCheckError(`Unknown function '${expr.name}'`, expr.loc);
      if (arity !== undefined && arity !== expr.args.length)
        throw new RulesCheckError(
          `Function '${expr.name}' takes ${arity} arguments, not ${expr.args.length}`,
          expr.loc,
        );
      expr.args.forEach(check);
      return;
    }
    case 'method': {
      const namespace =
        expr.target.type === 'identifier' ? NAMESPACES[expr.target.name] : undefined;
      if (namespace && !names.vars.has((expr.target as { name: string }).name)) {
        if (!namespace[expr.name])
          throw new RulesCheckError(
            `Unknown function '${(expr.target as { name: string }).name}.${expr.name}'`,
            expr.loc,
          );
      } else {
        if (!METHOD_NAMES.has(expr.name))
          throw new RulesCheckError(`Unknown method '${expr.name}'`, expr.loc);
        check(expr.target);
      }
      expr.args.forEach(check);
      return;
    }
    case 'member':
      return check(expr.target);
    case 'index':
      check(expr.target);
      return check(expr.index);
    case 'slice':
      check(expr.target);
      if (expr.from) check(expr.from);
      if (expr.to) check(expr.to);
      return;
    case 'unary':
      return check(expr.operand);
    case 'binary':
      check(expr.left);
      if (expr.op === 'is') {
        if (expr.right.type !== 'identifier' || !TYPE_NAMES.has(expr.right.name))
          throw new RulesCheckError("'is' needs a type name", expr.right.loc);
        return;
      }
      return check(expr.right);
    case 'ternary':
      check(expr.test);
      check(expr.then);
      return check(expr.otherwise);
    case 'list':
      return expr.items.forEach(check);
    case 'map':
      for (const { key, value } of expr.entries) {
        check(key);
        check(value);
      }
      return;
    case 'path':
      for (const segment of expr.segments) if (segment.kind === 'expr') check(segment.expr);
      return;
  }
}
