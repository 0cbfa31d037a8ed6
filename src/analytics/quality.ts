// The session quality flags of docs/design/quality-flags.md, evaluated for one session. Duplicate evidence comes from the
// caller (it needs other sessions); speeding needs the survey's median completion time, passed in.
import { createHash } from 'node:crypto';
import { isbot } from 'isbot';
import { isOpenText, type Structure } from './structure';
import type { SessionView } from './session';
import { ANOMALY_WEIGHTS, FLAG_WEIGHTS, MAX_RISK_SCORE, QUALITY } from './thresholds';

export const FLAGS = [
  'speeding',
  'straightlining',
  'low_attention',
  'bot_suspected',
  'duplicate',
  'honeypot',
  'behavior_anomaly',
  'excluded',
  'high_risk',
] as const;
export type Flag = (typeof FLAGS)[number];

export interface Evidence {
  flag: Flag;
  rule: string;
  detail: string;
}

export interface Quality {
  flags: Flag[];
  riskScore: number;
  evidence: Evidence[];
}

/** What other sessions say about this one: an earlier session with the same contact, fingerprint or text. */
export interface DuplicateEvidence {
  contact: boolean;
  fingerprint: boolean;
  text: boolean;
}

export const NO_DUPLICATE: DuplicateEvidence = { contact: false, fingerprint: false, text: false };

const VOWELS = /[aeiouy]/i;
/** A word that is no word: four or more letters without a vowel, or one letter four times. */
const gibberishWord = (w: string): boolean => (w.length >= 4 && /^\p{L}+$/u.test(w) && !VOWELS.test(w)) || /(\p{L})\1{3,}/u.test(w);

/** A non-answer in open text: one character, no letter or digit, only gibberish words, or the question copied. */
export function isNonAnswer(text: string, questionTitle: string): boolean {
  const t = text.trim();
  if (t.length <= 1 || !/[\p{L}\p{N}]/u.test(t)) return true;
  if (t.toLowerCase() === questionTitle.trim().toLowerCase()) return true;
  const words = t.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return words.length > 0 && words.every(gibberishWord);
}

/** Hashes of the open-text answers long enough to mark a copy (one per question and text). */
export function duplicateTextHashes(view: SessionView, structure: Structure): string[] {
  const hashes: string[] = [];
  for (const [questionId, value] of view.answers) {
    const q = structure.get(questionId);
    if (!q || !isOpenText(q.type) || typeof value !== 'string') continue;
    const text = value.trim();
    if (text.length < QUALITY.duplicateTextMinLength) continue;
    hashes.push(createHash('sha256').update(`${questionId}\n${text}`).digest('hex').slice(0, 32));
  }
  return hashes.sort();
}

function straightlinedGrids(view: SessionView, structure: Structure): string[] {
  const lined: string[] = [];
  for (const grid of structure.grids) {
    if (grid.kind === 'matrix') {
      const value = view.answers.get(grid.questionIds[0]);
      if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
      const columns = Object.values(value as Record<string, unknown>);
      if (columns.length >= QUALITY.straightlineMatrixRows && new Set(columns.map(String)).size === 1) lined.push(grid.questionIds[0]);
    } else {
      const values = grid.questionIds.map((id) => view.answers.get(id));
      if (values.every((v) => typeof v === 'number') && new Set(values).size === 1) lined.push(grid.questionIds.join('+'));
    }
  }
  return lined;
}

function attention(view: SessionView, structure: Structure): string[] {
  const found: string[] = [];
  for (const q of structure.analysed) {
    const value = view.answers.get(q.id);
    if (
      q.type === 'attention_check' &&
      value !== undefined &&
      typeof q.config.expectedOptionId === 'string' &&
      value !== q.config.expectedOptionId
    ) {
      found.push(`failed the attention check "${q.title}"`);
    }
  }
  const nonAnswers = structure.analysed.filter((q) => {
    const value = view.answers.get(q.id);
    return isOpenText(q.type) && typeof value === 'string' && isNonAnswer(value, q.title);
  });
  if (nonAnswers.length >= QUALITY.lowAttentionNonAnswers) found.push(`${nonAnswers.length} non-answers in open text`);
  return found;
}

function anomaly(view: SessionView, structure: Structure): { weight: number; details: string[] } {
  const openAnswered = [...view.answers.keys()].filter((id) => isOpenText(structure.get(id)?.type));
  const pasted = new Set(
    view.interactions
      .filter((e) => e.type === 'paste' && e.questionId && isOpenText(structure.get(e.questionId)?.type))
      .map((e) => e.questionId),
  );
  const blurs = view.interactions.filter((e) => e.type === 'blur').length;
  let weight = 0;
  const details: string[] = [];
  if (pasted.size > 0) {
    const all = openAnswered.length > 0 && openAnswered.every((id) => pasted.has(id));
    weight += all ? ANOMALY_WEIGHTS.allPasted : ANOMALY_WEIGHTS.paste;
    details.push(all ? `pasted every open-text answer (${openAnswered.length})` : `pasted into ${pasted.size} open-text answer(s)`);
  }
  if (blurs >= QUALITY.focusLossesForAnomaly) {
    weight += ANOMALY_WEIGHTS.focusLosses;
    details.push(`${blurs} focus losses`);
  }
  return { weight, details };
}

/** Every flag of one session. `medianSeconds` is null until enough completions exist to judge speed. */
export function evaluateQuality(view: SessionView, structure: Structure, dup: DuplicateEvidence, medianSeconds: number | null): Quality {
  const raised = new Map<Flag, string[]>();
  const raise = (flag: Flag, rule: string, detail: string): void => {
    raised.set(flag, [...(raised.get(flag) ?? []), `${rule}\u0000${detail}`]);
  };
  const { row } = view;
  const s = view.seconds;
  if (s !== null && medianSeconds !== null) {
    if (s < QUALITY.speedingMedianShare * medianSeconds) {
      // The detail names the share, not the median: the median moves, and the result echoes its current value.
      raise(
        'speeding',
        'duration_below_median_share',
        `completed in ${s} s, under ${QUALITY.speedingMedianShare} of the median completion time`,
      );
    }
    if (s < QUALITY.impossibleMedianShare * medianSeconds) {
      raise(
        'bot_suspected',
        'impossible_timing',
        `completed in ${s} s, under ${QUALITY.impossibleMedianShare} of the median completion time`,
      );
    }
  }
  const answered = [...view.answers.keys()].filter((id) => structure.isAnalysed(id)).length;
  if (s !== null && answered > 0 && s < QUALITY.minSecondsPerAnswer * answered) {
    raise('speeding', 'under_seconds_per_answer', `completed ${answered} answers in ${s} s (under ${QUALITY.minSecondsPerAnswer} s each)`);
    // The same fact read as a bot's: said in its own words, so the evidence does not repeat one sentence under two flags.
    raise(
      'bot_suspected',
      'impossible_timing',
      `${Number((s / answered).toFixed(1))} s an answer is faster than a person reads and answers`,
    );
  }
  if (row.user_agent && isbot(row.user_agent))
    raise('bot_suspected', 'automation_user_agent', `user agent "${row.user_agent.slice(0, 120)}"`);
  if (row.captcha_score !== null && row.captcha_score !== undefined && Number(row.captcha_score) < QUALITY.captchaMinScore) {
    raise(
      'bot_suspected',
      'low_captcha_score',
      `captcha score ${Number(Number(row.captcha_score).toFixed(2))} (below ${QUALITY.captchaMinScore})`,
    );
  }
  const lined = straightlinedGrids(view, structure);
  const needed = Math.min(2, structure.grids.length);
  if (needed > 0 && lined.length >= needed)
    raise('straightlining', 'identical_grid_answers', `${lined.length} of ${structure.grids.length} grids answered in one column`);
  for (const found of attention(view, structure))
    raise('low_attention', found.startsWith('failed') ? 'failed_attention_check' : 'open_text_non_answers', found);
  if (dup.contact) raise('duplicate', 'same_contact', `an earlier session has the contact ${row.contact_id}`);
  if (dup.fingerprint) raise('duplicate', 'same_fingerprint', 'an earlier session came from the same address and user agent');
  if (dup.text)
    raise(
      'duplicate',
      'same_open_text',
      `an earlier session gave an identical open-text answer of ${QUALITY.duplicateTextMinLength}+ characters`,
    );
  if (row.honeypot) raise('honeypot', 'honeypot_filled', 'the hidden honeypot field came back filled');
  const odd = anomaly(view, structure);
  for (const d of odd.details) raise('behavior_anomaly', d.includes('focus') ? 'focus_losses' : 'paste', d);
  if (view.outcome === 'quality_excluded')
    raise('excluded', 'excluded', row.end_reason === 'quality_excluded' ? 'ended by a quality rule' : 'excluded by hand');

  let risk = 0;
  for (const flag of raised.keys())
    risk += flag === 'behavior_anomaly' ? odd.weight : ((FLAG_WEIGHTS as Record<string, number>)[flag] ?? 0);
  risk = Math.min(MAX_RISK_SCORE, risk);
  if (risk >= QUALITY.highRiskScore || raised.has('honeypot') || raised.has('bot_suspected') || dup.contact) {
    raise(
      'high_risk',
      risk >= QUALITY.highRiskScore ? 'risk_score' : 'hard_flag',
      `risk score ${risk}${risk >= QUALITY.highRiskScore ? '' : ' with a hard flag'}`,
    );
  }
  const flags = FLAGS.filter((f) => raised.has(f));
  const evidence = flags.flatMap((flag) =>
    (raised.get(flag) ?? []).map((e) => {
      const [rule, detail] = e.split('\u0000');
      return { flag, rule, detail };
    }),
  );
  return { flags, riskScore: risk, evidence };
}
