// What a participant answers, in order: each chosen question as the survey asks it, then each probe about it
// (docs/design/debriefs.md): comprehension, paraphrase and recall as open text, confidence as a 1-5 scale. A step's id is the
// question's id for the question itself and `<questionId>:<n>` for its n-th probe.
import type { DebriefRow } from '../db/schema';
import type { Schemas } from '../contract';
import type { Config } from '../questions/answer-checks';
import type { QuestionType } from '../questions/table';
import { QUESTION_TYPES } from '../questions/registry';
import { fromJson } from '../db/values';
import type { FlowQuestion } from '../questionnaire/questionnaire';
import type { ProbeKind } from './table';

export interface Probe {
  kind: ProbeKind;
  text: string;
}

export interface Step {
  id: string;
  kind: 'question' | 'probe';
  questionId: string;
  probeKind: ProbeKind | null;
  type: QuestionType;
  title: string;
  description: string | null;
  required: boolean;
  config: Config;
}

/** How a confidence probe asks (a 1-5 scale). */
export const CONFIDENCE_SCALE: Config = { min: 1, max: 5, lowLabel: 'Not at all sure', highLabel: 'Completely sure' };
/** Longest probe answer kept. */
export const PROBE_ANSWER_CHARS = 2000;
/** Config keys a participant never sees (branching, an attention check's answer). */
const HIDDEN_CONFIG_KEYS = ['logic', 'expectedOptionId'];

export const probesOf = (row: Pick<DebriefRow, 'probes'>): Probe[] => fromJson<Probe[]>(row.probes, []);
export const questionIdsOf = (row: Pick<DebriefRow, 'question_ids'>): string[] => fromJson<string[]>(row.question_ids, []);

/** The run's steps over the questions that still exist (a question deleted since the run opened is skipped). */
export function stepsOf(row: Pick<DebriefRow, 'probes' | 'question_ids'>, questions: readonly FlowQuestion[]): Step[] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const probes = probesOf(row);
  return questionIdsOf(row).flatMap((id) => {
    const q = byId.get(id);
    if (!q) return [];
    const config = Object.fromEntries(Object.entries(q.config).filter(([k]) => !HIDDEN_CONFIG_KEYS.includes(k)));
    const about = `About the question: "${q.title}"`;
    return [
      {
        id,
        kind: 'question' as const,
        questionId: id,
        probeKind: null,
        type: q.type,
        title: q.title,
        description: q.description,
        required: q.required,
        config,
      },
      ...probes.map((p, i) => ({
        id: `${id}:${i + 1}`,
        kind: 'probe' as const,
        questionId: id,
        probeKind: p.kind,
        type: (p.kind === 'confidence' ? 'opinion_scale' : 'long_text') as QuestionType,
        title: p.text,
        description: about,
        required: true,
        config: p.kind === 'confidence' ? CONFIDENCE_SCALE : { maxLength: PROBE_ANSWER_CHARS },
      })),
    ];
  });
}

/** What is wrong with an answer to a step (null when nothing): the question type's own check. */
export function answerProblem(step: Step, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return step.required ? 'an answer is required' : null;
  return QUESTION_TYPES[step.type].answer?.(value, step.config) ?? null;
}

export function toStep(step: Step, position: number): Schemas['DebriefStep'] {
  return {
    stepId: step.id,
    kind: step.kind,
    questionId: step.questionId,
    probeKind: step.probeKind,
    position,
    question: {
      id: step.questionId,
      type: step.type,
      title: step.title,
      description: step.description,
      required: step.required,
      position,
      config: step.config,
    } as Schemas['RespondentQuestion'],
  };
}
