// The health score 0-100 (thresholds.ts HEALTH): penalties for low completion, low quality and a thin sample,
// each with its input and its share of the score, so a reader can redo the sum. The sample penalty reads the one
// readiness verdict (verdict.ts): results that verdict does not call defensible never score as defensible here.
import type { Schemas } from '../contract';
import { round } from '../analytics/stats';
import { HEALTH } from './thresholds';
import { verdict } from './verdict';

export function healthScore(o: Schemas['SurveyAnalytics']): Schemas['HealthScore'] {
  const rate = o.completionRate;
  const flagged = o.quality?.flaggedShare ?? 0;
  const confidence = o.confidence;
  const v = verdict(o);
  // A defensible sample whose quality flags hold the verdict back counts as reliable: not defensible yet.
  const readiness = v.defensible ? 'defensible' : v.sample === 'defensible' ? 'reliable' : v.sample;
  const { completion, quality, sample } = HEALTH;
  const components: Schemas['HealthComponent'][] = [
    {
      name: 'completion',
      input: rate,
      maxPenalty: completion.maxPenalty,
      penalty: round(
        rate < completion.targetRate ? (completion.maxPenalty * (completion.targetRate - rate)) / completion.targetRate : 0,
        2,
      ),
      rule: `${completion.maxPenalty} x (${completion.targetRate} - completion rate) / ${completion.targetRate} when the rate is below ${completion.targetRate}`,
    },
    {
      name: 'quality',
      input: flagged,
      maxPenalty: quality.maxPenalty,
      penalty: round(quality.maxPenalty * Math.min(1, flagged / quality.flaggedShareForFull), 2),
      rule: `${quality.maxPenalty} x min(1, flagged share / ${quality.flaggedShareForFull})`,
    },
    {
      name: 'sample',
      input: confidence?.sampleSize ?? 0,
      maxPenalty: sample.maxPenalty,
      penalty: sample.maxPenalty * sample.shares[readiness],
      rule: `${sample.maxPenalty} x ${Object.entries(sample.shares)
        .map(([level, share]) => `${share} if ${level === 'reliable' ? 'reliable or not defensible yet' : level}`)
        .join(', ')} (here: ${v.headline.toLowerCase()})`,
    },
  ];
  const score = Math.max(0, Math.min(100, Math.round(100 - components.reduce((s, c) => s + c.penalty, 0))));
  // Nothing qualified yet: a 0% completion rate would be a penalty for sessions that do not exist.
  const empty = o.sessions.qualified === 0;
  return {
    score: empty ? null : score,
    band: empty ? 'insufficient_data' : score >= HEALTH.bands.good ? 'good' : score >= HEALTH.bands.fair ? 'fair' : 'poor',
    rule: '100 - completion penalty - quality penalty - sample penalty, rounded',
    components,
    bands: { ...HEALTH.bands },
  };
}
