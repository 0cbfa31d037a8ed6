// POST /surveys/{id}/claim-check: assesses the sample, never the claim. Approved = every check that applies
// passes: enough completions to be reliable, a narrow enough interval, a low flagged share, and reportable bases
// for the device subgroups a reader will look at. The claim is stored with who sent it and the assessment.
import type { Db } from '../database';
import type { Schemas } from '../contract';
import type { Snapshot } from '../analytics/service';
import { round, share } from '../analytics/stats';
import { CONFIDENCE, MIN_CELL_BASE } from '../confidence';
import { toFlag, toJson } from '../db/values';
import { newId } from '../ids';
import { percent, points } from './readiness';
import { CLAIM } from './thresholds';
import { lemmas } from './intent';
import { SESSION_GROUPS } from './comparison-terms';
import { verdict } from './verdict';

type Check = Schemas['ClaimCheckResult'];

/**
 * Smallest difference from 50% that two equal halves of the sample could detect (alpha 0.05 two-sided, power 0.8),
 * by Cohen's h: per-group n = 2 ((z_a + z_b) / h)^2, solved for h, then p2 = sin^2(asin(sqrt(0.5)) + h / 2).
 */
export function minimumDetectableDifference(completed: number): number | null {
  const perGroup = completed / 2;
  if (perGroup < 2) return null;
  const h = (CONFIDENCE.z + CLAIM.zPower) * Math.sqrt(2 / perGroup);
  const angle = Math.min(Math.PI / 2, Math.asin(Math.sqrt(0.5)) + h / 2);
  return round(Math.sin(angle) ** 2 - 0.5);
}

/** Whether the claim speaks of device groups ("mobile users ..."): only then do their bases decide it. */
const namesDevices = (claim: string): boolean => {
  const words = new Set(lemmas(claim));
  return SESSION_GROUPS.device.words.some((w) => words.has(w));
};

function checks(s: Snapshot, claim: string): Check[] {
  const o = s.overview;
  const c = o.confidence;
  const completed = o.sessions.completed;
  const flagged = o.quality?.flaggedShare ?? 0;
  const subgroups = namesDevices(claim)
    ? (o.devices?.types ?? []).filter((t) => t.label !== 'unknown' && share(t.completed, completed) >= CLAIM.subgroupMinShare)
    : [];
  const thin = subgroups.filter((t) => t.completed < MIN_CELL_BASE);
  return [
    {
      check: 'sample_size',
      status: completed >= CONFIDENCE.reliableFrom ? 'pass' : 'fail',
      value: completed,
      threshold: CONFIDENCE.reliableFrom,
      detail: `${completed} completed sessions; a reliable estimate needs at least ${CONFIDENCE.reliableFrom} (NCHS).`,
    },
    {
      check: 'margin_of_error',
      status: c?.defensible ? 'pass' : 'fail',
      value: c?.intervalWidth ?? null,
      threshold: CONFIDENCE.maxIntervalWidth,
      detail:
        c?.marginOfError == null
          ? 'No completions: there is no interval.'
          : `Margin of error plus or minus ${points(c.marginOfError)}; the 95% interval is ${points(c.intervalWidth ?? 0)} wide (at most ${points(CONFIDENCE.maxIntervalWidth)}).`,
    },
    {
      check: 'quality',
      status: flagged < CLAIM.maxFlaggedShare ? 'pass' : 'fail',
      value: flagged,
      threshold: CLAIM.maxFlaggedShare,
      detail: `${percent(flagged)} of sessions carry a quality flag (it must be under ${percent(CLAIM.maxFlaggedShare)}).`,
    },
    {
      check: 'subgroup_bases',
      status: subgroups.length === 0 ? 'not_applicable' : thin.length ? 'fail' : 'pass',
      value: subgroups.length ? Math.min(...subgroups.map((t) => t.completed)) : null,
      threshold: MIN_CELL_BASE,
      detail:
        subgroups.length === 0
          ? namesDevices(claim)
            ? 'No device subgroup holds enough of the completions to be reported on its own.'
            : 'The claim names no device group, so their bases do not apply.'
          : thin.length
            ? `Too few completions to report ${thin.map((t) => `${t.label} (${t.completed})`).join(', ')} on their own (at least ${MIN_CELL_BASE} each).`
            : `Every device subgroup with at least ${percent(CLAIM.subgroupMinShare)} of the completions has ${MIN_CELL_BASE} or more.`,
    },
  ];
}

export function assess(s: Snapshot, claim: string): Omit<Schemas['ClaimAssessment'], 'id' | 'checkedAt' | 'checkedBy'> {
  const o = s.overview;
  const results = checks(s, claim);
  const failed = results.filter((c) => c.status === 'fail');
  return {
    surveyId: o.surveyId,
    claim,
    approved: failed.length === 0,
    assesses: 'sample',
    method: 'computed',
    reasons: failed.length
      ? failed.map((c) => c.detail)
      : [`${verdict(o).sentence} Every check passed; this says nothing about whether the claim itself is true.`],
    checks: results,
    sample: {
      totalSessions: o.sessions.total,
      completedSessions: o.sessions.completed,
      marginOfError: o.confidence?.marginOfError ?? null,
      reportability: o.confidence?.reportability ?? 'insufficient',
      flaggedShare: o.quality?.flaggedShare ?? 0,
      minimumDetectableDifference: minimumDetectableDifference(o.sessions.completed),
    },
    thresholds: {
      reliableFrom: CONFIDENCE.reliableFrom,
      maxIntervalWidth: CONFIDENCE.maxIntervalWidth,
      maxFlaggedShare: CLAIM.maxFlaggedShare,
      minSubgroupBase: MIN_CELL_BASE,
      subgroupMinShare: CLAIM.subgroupMinShare,
      power: CLAIM.power,
    },
  };
}

/** Assesses the sample and records the claim, who sent it and the assessment. */
export async function checkClaim(
  db: Db,
  s: Snapshot,
  who: { organizationId: string; apiKeyId: string },
  claim: string,
): Promise<Schemas['ClaimAssessment']> {
  const result: Schemas['ClaimAssessment'] = {
    id: newId(),
    ...assess(s, claim),
    checkedAt: new Date().toISOString(),
    checkedBy: { apiKeyId: who.apiKeyId },
  };
  await db.kysely
    .insertInto('claim_checks')
    .values({
      id: result.id,
      organization_id: who.organizationId,
      survey_id: result.surveyId,
      api_key_id: who.apiKeyId,
      claim,
      approved: toFlag(result.approved),
      assessment: toJson(result),
      created_at: result.checkedAt,
    })
    .execute();
  return result;
}
