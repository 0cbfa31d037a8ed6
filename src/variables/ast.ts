// The tree the expression parser (generated/expression-parser.js, from expression.peggy) builds. Every node keeps
// the characters it came from, `at: [start, end)` (0-based), so a refusal can name its position.
export type Range = [number, number];

export type Literal = { kind: 'literal'; value: number | string | boolean | null; at: Range };
export type NameRef = { kind: 'name'; name: string; at: Range };
export type Call = { kind: 'call'; name: string; args: Node[]; at: Range; nameAt: Range };
export type Unary = { kind: 'unary'; op: '-' | 'not'; arg: Node; at: Range };
export type BinaryOp = '+' | '-' | '*' | '/' | '=' | '!=' | '<' | '<=' | '>' | '>=' | 'and' | 'or';
export type Binary = { kind: 'binary'; op: BinaryOp; left: Node; right: Node; at: Range };

export type Node = Literal | NameRef | Call | Unary | Binary;

/** Something wrong with an expression, at a character offset into it. */
export interface ExpressionError {
  position: number;
  message: string;
}

export class ExpressionRefused extends Error {
  constructor(readonly errors: ExpressionError[]) {
    super(errors.map((e) => `at ${e.position}: ${e.message}`).join('; '));
  }
}
