// Text to tree. The nesting depth is measured before the parser runs (it recurses once per level, so ten thousand
// parentheses would exhaust the stack); the parser's own refusals carry the offset where the input stopped making
// sense and what it expected there.
import { parse as generatedParse, SyntaxError as ParseError } from '../../generated/expression-parser';
import { ExpressionRefused, type Node } from './ast';
import { VARIABLES } from './thresholds';

/** The offset of the first opening parenthesis nested deeper than the limit (strings skipped), or -1. */
function tooDeep(text: string): number {
  let depth = 0;
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(') {
      if (++depth > VARIABLES.maxDepth) return i;
    } else if (c === ')') depth = Math.max(0, depth - 1);
  }
  return -1;
}

/** Trees of recently parsed expressions (a survey's program is compiled at every completion); trees are never changed. */
const parsed = new Map<string, Node>();

/** parseExpression() through a bounded cache of the last VARIABLES.parseCache texts. */
export function parseCached(text: string): Node {
  const hit = parsed.get(text);
  if (hit) return hit;
  const tree = parseExpression(text);
  if (parsed.size >= VARIABLES.parseCache) parsed.delete(parsed.keys().next().value as string);
  parsed.set(text, tree);
  return tree;
}

export function parseExpression(text: string): Node {
  if (text.length > VARIABLES.maxExpressionChars) {
    throw new ExpressionRefused([
      { position: VARIABLES.maxExpressionChars, message: `is longer than ${VARIABLES.maxExpressionChars} characters` },
    ]);
  }
  if (!text.trim()) throw new ExpressionRefused([{ position: 0, message: 'is empty' }]);
  const deep = tooDeep(text);
  if (deep >= 0) throw new ExpressionRefused([{ position: deep, message: `nests deeper than ${VARIABLES.maxDepth} levels` }]);
  try {
    return generatedParse(text) as Node;
  } catch (e) {
    if (e instanceof ParseError) throw new ExpressionRefused([{ position: e.location.start.offset, message: e.message }]);
    throw e;
  }
}
