// Findings of a debrief run (docs/design/debriefs.md), computed from its completed participants: per question the
// comprehension-issue rate and why, the mean confidence, themes and evidence quotes. Quotes and themes are withheld
// while the run has fewer participants than its anonymity floor; personal data in a quote is always redacted.
// Questions at the revision rate or above carry the health check's wording findings (what in the wording may cause it).
import type { Schemas } from '../contract';
import { prepare } from '../wording-check/text';
import { RULES } from '../wording-check/rules';
import type { Step } from './steps';
import { contentStems, hasConfusionMarker, overlap, REDACTED_WORD, themeCounts } from './text';
import { DEBRIEFS } from './thresholds';

type Answers = Readonly<Record<string, unknown>>;

interface Input {
  debriefId: string;
  surveyId: string;
  status: 'open' | 'closed';
  anonymityFloor: number;
  steps: readonly Step[];
  /** Each completed participant's answers by step id, in completion order. */
  participants: readonly Answers[];
  redact: (text: string) => string;
  now?: Date;
}

const cut = (text: string): string => (text.length > DEBRIEFS.quoteChars ? `${text.slice(0, DEBRIEFS.quoteChars - 1)}…` : text);

function wordingChecks(title: string): Schemas['DebriefWordingCheck'][] {
  return RULES.flatMap((rule) => rule(prepare(title))).map((f) => ({
    type: f.type,
    severity: f.severity,
    message: f.message,
    suggestion: f.suggestion,
  }));
}

export function computeFindings(input: Input): Schemas['DebriefFindings'] {
  const n = input.participants.length;
  const withheld = n < input.anonymityFloor;
  const reason = withheld
    ? `Fewer participants (${n}) than the anonymity floor (${input.anonymityFloor}): quotes and themes are withheld until ${input.anonymityFloor} have taken part.`
    : null;
  const questions = input.steps
    .filter((s) => s.kind === 'question')
    .map((question): Schemas['DebriefQuestionFindings'] => {
      const probes = input.steps.filter((s) => s.kind === 'probe' && s.questionId === question.id);
      const questionStems = contentStems(question.title);
      const reasons = { confusionMarkers: 0, paraphraseMisses: 0, lowConfidence: 0 };
      let issues = 0;
      const confidences: number[] = [];
      const quotes: { text: string; probeKind: Step['probeKind']; issue: boolean }[] = [];
      for (const answers of input.participants) {
        let marker = false;
        let missed = false;
        let low = false;
        for (const probe of probes) {
          const value = answers[probe.id];
          if (probe.probeKind === 'confidence') {
            if (typeof value === 'number') {
              confidences.push(value);
              if (value <= DEBRIEFS.lowConfidence) low = true;
            }
            continue;
          }
          if (typeof value !== 'string' || !value.trim()) continue;
          let shows = false;
          if ((probe.probeKind === 'comprehension' || probe.probeKind === 'paraphrase') && hasConfusionMarker(value)) shows = marker = true;
          if (
            probe.probeKind === 'paraphrase' &&
            !hasConfusionMarker(value) &&
            overlap(questionStems, contentStems(value)) < DEBRIEFS.paraphraseOverlap
          ) {
            shows = missed = true;
          }
          quotes.push({ text: input.redact(value.trim()), probeKind: probe.probeKind, issue: shows });
        }
        if (marker) reasons.confusionMarkers++;
        if (missed) reasons.paraphraseMisses++;
        if (low) reasons.lowConfidence++;
        if (marker || missed || low) issues++;
      }
      const rate = n ? issues / n : null;
      const flagged = rate !== null && rate >= DEBRIEFS.revisionRate;
      // From the redacted quotes, so no theme carries what a quote may not.
      const themes = [...themeCounts(quotes.map((q) => q.text))]
        .filter(([term, count]) => count >= 2 && !term.split(' ').includes(REDACTED_WORD))
        .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
        .slice(0, DEBRIEFS.themesPerQuestion)
        .map(([term, count]) => ({ term, count }));
      const evidence = [...quotes.filter((q) => q.issue), ...quotes.filter((q) => !q.issue)]
        .slice(0, DEBRIEFS.quotesPerQuestion)
        .map((q) => ({ quote: cut(q.text), probeKind: q.probeKind as Schemas['DebriefProbeKind'], showsIssue: q.issue }));
      return {
        questionId: question.id,
        title: question.title,
        participants: n,
        comprehensionIssues: issues,
        comprehensionIssueRate: rate === null ? null : Math.round(rate * 10000) / 10000,
        reasons,
        meanConfidence: confidences.length ? Math.round((confidences.reduce((a, b) => a + b, 0) / confidences.length) * 100) / 100 : null,
        flaggedForRevision: flagged,
        wordingChecks: flagged ? wordingChecks(question.title) : [],
        themes: withheld ? [] : themes,
        evidence: withheld ? [] : evidence,
        evidenceWithheld: withheld,
      };
    });
  return {
    debriefId: input.debriefId,
    surveyId: input.surveyId,
    method: 'computed',
    generatedAt: (input.now ?? new Date()).toISOString(),
    status: input.status,
    participants: n,
    anonymityFloor: input.anonymityFloor,
    evidenceWithheld: withheld,
    withheldReason: reason,
    flaggedQuestionIds: questions.filter((q) => q.flaggedForRevision).map((q) => q.questionId),
    questions,
    thresholds: {
      revisionRate: DEBRIEFS.revisionRate,
      paraphraseOverlap: DEBRIEFS.paraphraseOverlap,
      lowConfidence: DEBRIEFS.lowConfidence,
    },
  };
}
