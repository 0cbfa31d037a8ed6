// The built-in phrasing predictor (docs/design/model-calls.md, docs/design/phrasing-priors.md): deterministic, from published priors. Each phrasing is
// given an expected break-off (length, reading grade, an open-ended format, a forced answer); the predicted effect of
// B against A is A's break-off minus B's. A leading frame, loaded words or a consequence clause do not change
// completion much but shift the answers themselves by double-digit points: they are reported as answer shifts.
import { prepare, readingGrade, type Prepared } from '../wording-check/text';
import { leading } from '../wording-check/rules';
import type { ModelProvider, PhrasingEstimate, PhrasingInput, ProviderInfo } from '../language-model/provider';
import type { Schemas } from '../contract';
import { CONSEQUENCE_CUES, FORCED_CUES, OPEN_ENDED_CUES, PRIORS } from './thresholds';

type Factor = Schemas['PretestFactor'];

const round1 = (x: number): number => Math.round(x * 10) / 10;
const cued = (p: Prepared, cues: readonly string[]): boolean => cues.some((c) => p.lower.includes(c));
const isOpenEnded = (p: Prepared): boolean => p.options.length < 2 && cued(p, OPEN_ENDED_CUES);

interface Measure {
  name: Factor['factor'];
  measure: (p: Prepared) => number;
  /** Break-off, in points, for the measure. */
  cost: (m: number) => number;
  note: (a: number, b: number) => string;
}

const MEASURES: Measure[] = [
  {
    name: 'length',
    measure: (p) => p.words.length,
    cost: (words) => Math.min(PRIORS.maxLengthPoints, Math.max(0, words - PRIORS.wordsFree) * PRIORS.pointsPerWord),
    note: (a, b) => `${a} words against ${b}; longer questions are abandoned more and answered less reliably.`,
  },
  {
    name: 'reading_grade',
    measure: (p) => round1(Math.max(0, readingGrade(p))),
    cost: (grade) => Math.min(PRIORS.maxGradePoints, Math.max(0, grade - PRIORS.gradeFree) * PRIORS.pointsPerGrade),
    note: (a, b) => `Reading grade ${a} against ${b} (Flesch-Kincaid); above grade ${PRIORS.gradeFree} costs completions.`,
  },
  {
    name: 'open_ended',
    measure: (p) => (isOpenEnded(p) ? 1 : 0),
    cost: (open) => open * PRIORS.pageBreakoff * (PRIORS.openEndedMultiplier - 1),
    note: (a, b) =>
      a === b
        ? 'Both are ' + (a ? 'open-ended.' : 'closed.')
        : `${a ? 'A' : 'B'} asks for a written answer, which about ${PRIORS.openEndedMultiplier}x as many respondents abandon.`,
  },
  {
    name: 'forced_response',
    measure: (p) => (cued(p, FORCED_CUES) ? 1 : 0),
    cost: (forced) => forced * PRIORS.forcedResponsePoints,
    note: (a, b) =>
      a === b
        ? a
          ? 'Both force an answer.'
          : 'Neither forces an answer.'
        : `${a ? 'A' : 'B'} forces an answer; respondents who cannot skip break off more.`,
  },
];

function answerShifts(a: Prepared, b: Prepared): string[] {
  const out: string[] = [];
  const leadA = leading(a).length > 0;
  const leadB = leading(b).length > 0;
  if (leadB && !leadA) out.push('B adds a leading frame or loaded words: expect answers to shift toward agreement by double-digit points.');
  if (leadA && !leadB) out.push('B removes the leading frame of A: answers may move by double-digit points, toward the truth.');
  const consA = cued(a, CONSEQUENCE_CUES);
  const consB = cued(b, CONSEQUENCE_CUES);
  if (consB && !consA)
    out.push('B adds a consequence clause: telling respondents what an answer leads to shifts answers by double-digit points.');
  if (consA && !consB) out.push('B drops the consequence clause of A: answers may shift by double-digit points.');
  return out;
}

/** What a factor's difference says about B, in words ("B is shorter (12 words against 25)"). */
function difference(f: Factor): string {
  switch (f.factor) {
    case 'length':
      return `B is ${f.b < f.a ? 'shorter' : 'longer'} (${f.b} words against ${f.a})`;
    case 'reading_grade':
      return `B is ${f.b < f.a ? 'easier' : 'harder'} to read (grade ${f.b} against ${f.a})`;
    case 'open_ended':
      return f.b ? 'B asks for a written answer where A offers choices' : 'B offers choices where A asks for a written answer';
    case 'forced_response':
      return f.b ? 'B forces an answer where A lets respondents skip' : 'B lets respondents skip where A forces an answer';
  }
}

const and = (parts: string[]): string =>
  parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;

function rationale(effect: number, factors: Factor[]): string {
  const main = factors.filter((f) => Math.abs(f.effectPoints) >= 0.05).sort((x, y) => Math.abs(y.effectPoints) - Math.abs(x.effectPoints));
  if (main.length === 0)
    return 'The two phrasings are alike in length, reading grade, format and forcing: no difference in completion is expected.';
  const lead = `B is predicted to complete about ${Math.abs(round1(effect))} points ${effect >= 0 ? 'more' : 'less'} often than A`;
  return `${lead}, mainly because ${and(main.map(difference))}. ${main.map((f) => f.note).join(' ')}`;
}

export function predictLocally(input: PhrasingInput): PhrasingEstimate {
  const a = prepare(input.phrasingA);
  const b = prepare(input.phrasingB);
  const factors = MEASURES.map((m) => {
    const ma = m.measure(a);
    const mb = m.measure(b);
    return { factor: m.name, a: ma, b: mb, effectPoints: round1(m.cost(ma) - m.cost(mb)), note: m.note(ma, mb) };
  });
  const effect = round1(factors.reduce((n, f) => n + f.effectPoints, 0));
  return {
    effectPoints: effect,
    confidence: input.ownData ? 'medium' : 'low',
    rationale: rationale(effect, factors),
    factors,
    answerShifts: answerShifts(a, b),
  };
}

export const localProvider: ModelProvider = {
  info: { kind: 'local', source: 'builtin', model: null } satisfies ProviderInfo,
  billed: true,
  predictPhrasing: async (input) => predictLocally(input),
};
