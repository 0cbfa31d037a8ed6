// The health check (docs/design/wording.md): parse the content by mode, run the eight rules on each of
// the first 50 questions, score (100 minus 25/10/4 per high/medium/low issue, floor 0; overall the rounded mean),
// list every issue by severity and say what is good.
import { csvQuestions, NoQuestions, textQuestions, type ImportSignals, type ParsedQuestion } from './parse';
import { RULES, type Finding, type IssueType, type Severity } from './rules';
import { prepare } from './text';
import { HEALTH_CHECK, type Mode } from './thresholds';
import type { Schemas } from '../contract';

export interface Issue extends Finding {
  questionIndex: number;
  questionText: string;
}

export type HealthCheckResult = Schemas['HealthCheckResult'];

const ORDER: Record<Severity, number> = { high: 0, medium: 1, low: 2 };

/** " (" anywhere, or a comma or slash at least two characters after the first "?" (what `/ \(|\?.+[,/]/` asked, which
 * retried from every "?" and took quadratic time). */
function listsOptions(text: string): boolean {
  const mark = text.indexOf('?');
  return text.includes(' (') || (mark >= 0 && /[,/]/.test(text.slice(mark + 2)));
}

function strengths(questions: HealthCheckResult['questions'], words: number[]): string[] {
  const found = new Set<IssueType>(questions.flatMap((q) => q.issues.map((i) => i.type)));
  const out: string[] = [];
  const mean = words.reduce((a, b) => a + b, 0) / Math.max(1, words.length);
  if (!found.has('too_long') && mean <= 15) out.push(`Questions are short: ${Math.round(mean)} words on average.`);
  if (!found.has('leading_question')) out.push('Neutral wording: no leading stems or loaded words.');
  if (!found.has('double_barreled')) out.push('Each question asks about one thing.');
  if (!found.has('ambiguous_wording')) out.push('Clear wording: no vague quantifiers, absolutes or missing reference periods.');
  if (!found.has('jargon')) out.push('Plain language: no unexplained acronyms or technical terms.');
  if (!found.has('unbalanced_scale') && !found.has('missing_option') && questions.some((q) => q.type || listsOptions(q.text))) {
    out.push('Answer options are balanced and complete.');
  }
  return out;
}

export function analyze(mode: Mode, content: string): HealthCheckResult {
  let parsed: ParsedQuestion[];
  let importSignals: ImportSignals | undefined;
  if (mode === 'text') {
    parsed = textQuestions(content).slice(0, HEALTH_CHECK.maxQuestions);
  } else {
    const csv = csvQuestions(content, mode);
    parsed = csv.questions;
    importSignals = csv.signals;
  }
  if (parsed.length === 0) throw new NoQuestions(mode === 'text' ? 'no line holds a question' : 'no column holds a question');
  const words: number[] = [];
  const questions = parsed.map((q, index) => {
    const prepared = prepare(q.text);
    words.push(prepared.words.length);
    const issues = RULES.flatMap((rule) => rule(prepared))
      .map((f) => ({ questionIndex: index, questionText: q.text, ...f }))
      .sort((a, b) => ORDER[a.severity] - ORDER[b.severity]);
    return { index, text: q.text, ...(q.type ? { type: q.type } : {}), issues };
  });
  const score = (issues: Issue[]) => Math.max(0, 100 - issues.reduce((n, i) => n + HEALTH_CHECK.penalty[i.severity], 0));
  const overallScore = Math.round(questions.reduce((n, q) => n + score(q.issues), 0) / questions.length);
  const issues = questions
    .flatMap((q) => q.issues)
    .sort((a, b) => ORDER[a.severity] - ORDER[b.severity] || a.questionIndex - b.questionIndex);
  return {
    overallScore,
    questionCount: questions.length,
    questions,
    issues,
    strengths: strengths(questions, words),
    ...(importSignals ? { importSignals } : {}),
  };
}
