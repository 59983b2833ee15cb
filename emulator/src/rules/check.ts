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

type Names = {
  vars: ReadonlySet<string>;
  functions: ReadonlyMap<string, FunctionDecl>;
  caller?: FunctionDecl;
  calls: Map<FunctionDecl, { callee: FunctionDecl; loc: Loc }[]>;
  version: string;
};

const MAX_PARAMS = 7;
const MAX_LETS = 10;

/**
 * What the evaluator does not understand fails here, at load time, with its line and column:
 * unknown variables, functions, methods, allow methods, type names and services.
 */
export function checkService(service: ServiceDecl, version: string): void {
  if (service.name !== 'cloud.firestore') {
    throw new RulesCheckError(
      `Unknown service '${service.name}' (expected cloud.firestore)`,
      service.loc,
    );
  }
  const calls = new Map<FunctionDecl, { callee: FunctionDecl; loc: Loc }[]>();
  checkBlock(service.body, { vars: new Set(), functions: new Map(), calls, version });
  checkNoRecursion(calls);
}

/** Functions may not call themselves, directly or through others. */
function checkNoRecursion(calls: Names['calls']): void {
  const done = new Set<FunctionDecl>();
  const visit = (fn: FunctionDecl, stack: FunctionDecl[]) => {
    if (done.has(fn)) return;
    for (const { callee, loc } of calls.get(fn) ?? []) {
      if (callee === fn || stack.includes(callee))
        throw new RulesCheckError(
          `Recursive call of function '${callee.name}' (recursion is not allowed)`,
          loc,
        );
      visit(callee, [...stack, fn]);
    }
    done.add(fn);
  };
  for (const fn of calls.keys()) visit(fn, []);
}

function checkBlock(body: (FunctionDecl | MatchDecl | { type: 'allow' })[], outer: Names): void {
  const functions = new Map(outer.functions);
  for (const item of body) if (item.type === 'function') functions.set(item.name, item);
  const names = { ...outer, functions };
  for (const item of body) {
    if (item.type === 'function') checkFunction(item, names);
    else if (item.type === 'match') checkMatch(item, names);
  }
}

function checkFunction(decl: FunctionDecl, names: Names): void {
  if (decl.params.length > MAX_PARAMS)
    throw new RulesCheckError(
      `Function '${decl.name}' has ${decl.params.length} arguments, over the limit of ${MAX_PARAMS}`,
      decl.loc,
    );
  if (decl.lets.length > MAX_LETS)
    throw new RulesCheckError(
      `Function '${decl.name}' has ${decl.lets.length} let bindings, over the limit of ${MAX_LETS}`,
      decl.lets[MAX_LETS]!.loc,
    );
  const vars = new Set([...names.vars, ...decl.params]);
  const inner = { ...names, vars, caller: decl };
  for (const { name, value } of decl.lets) {
    checkExpr(value, inner);
    vars.add(name);
  }
  checkExpr(decl.body, inner);
}

function checkMatch(match: MatchDecl, outer: Names): void {
  if (
    outer.version !== '2' &&
    match.path.slice(0, -1).some((segment) => segment.kind === 'recursive')
  )
    throw new RulesCheckError(
      "A recursive wildcard {name=**} must be the last segment of the path unless rules_version = '2'",
      match.loc,
    );
  const vars = new Set(outer.vars);
  for (const segment of match.path) if (segment.kind !== 'literal') vars.add(segment.name);
  const functions = new Map(outer.functions);
  for (const item of match.body) if (item.type === 'function') functions.set(item.name, item);
  const inner: Names = { ...outer, vars, functions };
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
      const callee = names.functions.get(expr.name);
      if (callee === undefined && !BUILTIN_NAMES.has(expr.name))
        throw new RulesCheckError(`Unknown function '${expr.name}'`, expr.loc);
      if (callee !== undefined && callee.params.length !== expr.args.length)
        throw new RulesCheckError(
          `Function '${expr.name}' takes ${callee.params.length} arguments, not ${expr.args.length}`,
          expr.loc,
        );
      if (callee && names.caller)
        names.calls.set(names.caller, [
          ...(names.calls.get(names.caller) ?? []),
          { callee, loc: expr.loc },
        ]);
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
        if (expr.name === 'bind' && expr.target.type === 'path')
          checkPath(expr.target, names, true);
        else check(expr.target);
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
      return checkPath(expr, names, false);
  }
}

/** In the path a `bind()` completes, `$(name)` may name nothing: `bind` fills it in. */
function checkPath(path: Extract<Expr, { type: 'path' }>, names: Names, placeholders: boolean) {
  for (const segment of path.segments) {
    if (segment.kind !== 'expr') continue;
    const bare = segment.expr.type === 'identifier';
    if (!(placeholders && bare && !names.vars.has((segment.expr as { name: string }).name)))
      checkExpr(segment.expr, names);
  }
}
