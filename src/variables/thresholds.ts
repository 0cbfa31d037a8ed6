// Every limit of calculated variables (docs/design/variables.md) in one place. The expression limits bound the cost of parsing and of
// evaluating: a tree is at most as large as its text, each node is evaluated once per session, and no value grows
// past MAX_STRING_CHARS.
export const VARIABLES = {
  /** Longest expression accepted (characters); the contract's maxLength says the same. */
  maxExpressionChars: 2000,
  /** Deepest nesting of parentheses and calls: deeper is refused before parsing (the parser recurses). */
  maxDepth: 32,
  /** Parsed expressions kept per process (the text is the key), so a completion does not parse them again. */
  parseCache: 1000,
  /** Variables one survey may define. */
  maxPerSurvey: 100,
  /** Longest string a value may hold; `concat` cuts there. */
  maxStringChars: 10_000,
  /** Sessions recomputed per transaction: each batch holds the survey's session lock only this long. */
  recomputeBatch: 500,
  /** How often each process looks for a background recompute to work on. */
  recomputePollMs: 2_000,
} as const;
