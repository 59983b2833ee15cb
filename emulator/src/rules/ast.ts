/** The syntax tree the grammar (rules.peggy) builds. */
export type Loc = { line: number; column: number };

export type Expr =
  | {
      type: 'literal';
      loc: Loc;
      value: null | boolean | string | { int: string } | { float: number } | { bytes: number[] };
    }
  | { type: 'identifier'; loc: Loc; name: string }
  | { type: 'call'; loc: Loc; name: string; args: Expr[] }
  | { type: 'member'; loc: Loc; target: Expr; name: string }
  | { type: 'method'; loc: Loc; target: Expr; name: string; args: Expr[] }
  | { type: 'index'; loc: Loc; target: Expr; index: Expr }
  | { type: 'slice'; loc: Loc; target: Expr; from: Expr | null; to: Expr | null }
  | { type: 'unary'; loc: Loc; op: '!' | '-'; operand: Expr }
  | { type: 'binary'; loc: Loc; op: string; left: Expr; right: Expr }
  | { type: 'ternary'; loc: Loc; test: Expr; then: Expr; otherwise: Expr }
  | { type: 'list'; loc: Loc; items: Expr[] }
  | { type: 'map'; loc: Loc; entries: { key: Expr; value: Expr }[] }
  | { type: 'path'; loc: Loc; segments: PathSegment[] };

export type PathSegment = { kind: 'literal'; value: string } | { kind: 'expr'; expr: Expr };

export type MatchSegment =
  | { kind: 'literal'; value: string }
  | { kind: 'wildcard'; name: string }
  | { kind: 'recursive'; name: string };

export type FunctionDecl = {
  type: 'function';
  loc: Loc;
  name: string;
  params: string[];
  lets: { type: 'let'; loc: Loc; name: string; value: Expr }[];
  body: Expr;
};

export type AllowDecl = {
  type: 'allow';
  loc: Loc;
  methods: { name: string; loc: Loc }[];
  condition: Expr | null;
};

export type MatchDecl = {
  type: 'match';
  loc: Loc;
  path: MatchSegment[];
  body: (FunctionDecl | AllowDecl | MatchDecl)[];
};

export type ServiceDecl = {
  type: 'service';
  loc: Loc;
  name: string;
  body: (FunctionDecl | MatchDecl)[];
};

export type RulesFile = { version: string; services: ServiceDecl[] };
