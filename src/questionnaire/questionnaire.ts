// The questionnaire engine: a survey's questions as the respondent flow sees them (in position order, configs
// parsed) and the docs/design/questions-and-logic.md logic that decides what comes after each answer. Beside the
// question registry (src/questions), whose answer checks it pairs with; used by collect, by import (to replay a path),
// by the seed and the analytics. It imports no service code, so the change journal's events can carry it.
import type { QuestionRow } from '../db/schema';
import type { EndReason, Schemas } from '../contract';

type QuestionType = Schemas['QuestionType'];
import { hiddenKey, sessionKey, type Condition, type Rule } from './logic';
import { fromJson } from '../db/values';

export interface FlowQuestion {
  id: string;
  type: QuestionType;
  title: string;
  description: string | null;
  required: boolean;
  position: number;
  config: Record<string, unknown>;
  /** An adaptive probe (docs/design/instruments.md): asked right after question `of` when its answer meets `when`. */
  probe?: { of: string; when: Condition };
}

interface StoredProbe {
  id: string;
  when: Condition;
  text: string;
  answerType: QuestionType;
  config: Record<string, unknown>;
}

/** What follows an answer: another question, or the end of the session (with why it ended early, if it did). */
export type Step = { next: string; logic: boolean } | { end: true; endReason: EndReason | null; logic: boolean };

/** The latest answer to each question so far (a loop replaces earlier ones), and the session's hidden field values
 * under hiddenKey(name). */
export type AnswerLookup = ReadonlyMap<string, unknown>;

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

function contains(answer: unknown, value: unknown): boolean {
  if (Array.isArray(answer)) return answer.some((x) => same(x, value));
  if (typeof answer === 'string' && typeof value === 'string') return answer.includes(value);
  if (typeof answer === 'object' && answer !== null)
    return Object.values(answer).some((x) => same(x, value) || (Array.isArray(x) && x.includes(value)));
  return false;
}

function compare(answer: unknown, value: unknown, test: (a: number, b: number) => boolean): boolean {
  return typeof answer === 'number' && typeof value === 'number' && test(answer, value);
}

/** A hidden field's value (a string) compared with a number: the number it reads as, if it reads as one. */
const asNumber = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;

export function conditionHolds(c: Condition, owner: string, answers: AnswerLookup): boolean {
  if (c.all) return c.all.every((x) => conditionHolds(x, owner, answers));
  if (c.any) return c.any.some((x) => conditionHolds(x, owner, answers));
  const key = c.hiddenField ? hiddenKey(c.hiddenField) : c.sessionField ? sessionKey(c.sessionField) : (c.questionId ?? owner);
  const answered = answers.has(key);
  const given = answers.get(key);
  const answer = c.hiddenField && typeof c.value === 'number' ? asNumber(given) : given;
  switch (c.operator) {
    case 'answered':
      return answered;
    case 'skipped':
      return !answered;
    case 'equals':
      return answered && same(answer, c.value);
    case 'not_equals':
      return !answered || !same(answer, c.value);
    case 'includes':
      return answered && contains(answer, c.value);
    case 'excludes':
      return !answered || !contains(answer, c.value);
    case 'gt':
      return compare(answer, c.value, (a, b) => a > b);
    case 'gte':
      return compare(answer, c.value, (a, b) => a >= b);
    case 'lt':
      return compare(answer, c.value, (a, b) => a < b);
    case 'lte':
      return compare(answer, c.value, (a, b) => a <= b);
    default:
      return false;
  }
}

export class Questionnaire {
  readonly questions: readonly FlowQuestion[];
  private readonly byId: Map<string, FlowQuestion>;

  /** Each question's probes, in the order they are asked. */
  private readonly probes = new Map<string, FlowQuestion[]>();

  constructor(rows: readonly QuestionRow[]) {
    this.questions = [...rows]
      .sort((a, b) => a.position - b.position)
      .flatMap((r) => {
        const question: FlowQuestion = {
          id: r.id,
          type: r.type,
          title: r.title,
          description: r.description,
          required: Boolean(r.required),
          position: r.position,
          config: fromJson(r.config, {}),
        };
        const probes = fromJson<StoredProbe[]>(r.probes ?? '[]', []).map((p): FlowQuestion => ({
          id: p.id,
          type: p.answerType,
          title: p.text,
          description: null,
          required: false,
          position: r.position,
          config: p.config ?? {},
          probe: { of: r.id, when: p.when },
        }));
        if (probes.length) this.probes.set(r.id, probes);
        return [question, ...probes];
      });
    this.byId = new Map(this.questions.map((q) => [q.id, q]));
  }

  get(id: string): FlowQuestion | undefined {
    return this.byId.get(id);
  }

  /** The first question shown, or null for an empty survey. */
  first(): string | null {
    return this.questions[0]?.id ?? null;
  }

  /** What follows question `id` once it has been answered (or passed), given every answer so far. */
  after(id: string, answers: AnswerLookup): Step {
    const question = this.byId.get(id);
    if (!question) return { end: true, endReason: null, logic: false };
    if (question.probe) {
      // After a probe: the probed question's later probes, then where its answer leads.
      const of = this.byId.get(question.probe.of) as FlowQuestion;
      return this.afterQuestion(of, answers, (this.probes.get(of.id) ?? []).indexOf(question) + 1);
    }
    return this.afterQuestion(question, answers, 0);
  }

  private afterQuestion(question: FlowQuestion, answers: AnswerLookup, fromProbe: number): Step {
    const id = question.id;
    const probes = this.probes.get(id) ?? [];
    for (let i = fromProbe; i < probes.length; i++) {
      if (conditionHolds(probes[i].probe?.when as Condition, id, answers)) return { next: probes[i].id, logic: false };
    }
    for (const rule of (question.config.logic as Rule[] | undefined) ?? []) {
      if (!conditionHolds(rule.when, id, answers)) continue;
      const then = rule.then;
      if (then.jumpTo && this.byId.has(then.jumpTo)) return { next: then.jumpTo, logic: true };
      if (then.screenOut) return { end: true, endReason: 'screened_out', logic: true };
      if (then.quotaFull) return { end: true, endReason: 'quota_full', logic: true };
      if (then.endSurvey) return { end: true, endReason: null, logic: true };
    }
    const following = this.questions.slice(this.questions.indexOf(question) + 1).find((q) => !q.probe);
    return following ? { next: following.id, logic: false } : { end: true, endReason: null, logic: false };
  }
}
