// Rows for the unit tests of the questionnaire and the analytics: a question as stored, and a session as the
// analytics read it (a completion of a few minutes by default).
import type { QuestionRow } from '../../src/db/schema';
import type { AnalysedRow } from '../../src/analytics/session';

export const AT = '2026-01-01T00:00:00.000Z';

export function questionRow(
  id: string,
  position: number,
  type: QuestionRow['type'],
  config: object = {},
  probes: object[] = [],
): QuestionRow {
  return {
    id,
    survey_id: 's',
    type,
    title: id,
    description: null,
    required: 0,
    position,
    config: JSON.stringify(config),
    instrument_instance_id: null,
    probes: JSON.stringify(probes),
    created_at: AT,
    updated_at: AT,
  };
}

/** A completed session that answered `answers` (question id -> value) in that order. */
export function analysedRow(answers: Record<string, unknown>, over: Partial<AnalysedRow> = {}): AnalysedRow {
  return {
    id: 'session',
    survey_id: 's',
    status: 'completed',
    started_at: AT,
    completed_at: AT,
    duration_seconds: 100,
    contact_id: null,
    collector_id: null,
    end_reason: null,
    device_type: 'desktop',
    browser: 'Firefox',
    os: 'Linux',
    country: null,
    region: null,
    path: JSON.stringify(Object.keys(answers)),
    answers: JSON.stringify(Object.entries(answers).map(([questionId, value]) => ({ questionId, value }))),
    interactions: '[]',
    honeypot: null,
    captcha_score: null,
    user_agent: 'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0',
    fingerprint: null,
    quality_flags: '[]',
    risk_score: 0,
    excluded: 0,
    variables: '{}',
    arm_id: null,
    quality_evidence: '[]',
    hidden: '{}',
    ...over,
  } as AnalysedRow;
}
