// The survey's readiness, judged once (docs/design/readiness.md): the completed sample's level (too few, directional,
// reliable but imprecise, defensible) and whether the quality flags allow reporting, worded in one sentence that the
// executive summary, ask, the claim check, the insights and the report all show as it is. Defensible = the sample is
// defensible and fewer than CLAIM.maxFlaggedShare of the sessions carry a quality flag (the share at which the
// insights call the flags high and ask to exclude the high-risk sessions before reporting).
import type { Schemas } from '../contract';
import { CONFIDENCE } from '../confidence';
import { percent, points } from './readiness';
import { CLAIM } from './thresholds';

export type SampleLevel = 'insufficient' | 'directional' | 'reliable' | 'defensible';

/** How each level reads, everywhere it is shown. */
export const LEVEL_WORDS: Record<SampleLevel, string> = {
  insufficient: 'too few to report',
  directional: 'directional only',
  reliable: 'reliable but imprecise',
  defensible: 'defensible',
};

export interface Verdict {
  sample: SampleLevel;
  /** Fewer than CLAIM.maxFlaggedShare of the sessions carry a quality flag. */
  qualityHolds: boolean;
  defensible: boolean;
  /** A short label ("Results are defensible", "Results are not defensible yet"). */
  headline: string;
  /** The judgement and its reasons in one or two sentences. */
  sentence: string;
}

export function sampleLevel(c: Schemas['SurveyAnalytics']['confidence']): SampleLevel {
  return c?.defensible ? 'defensible' : (c?.reportability ?? 'insufficient');
}

export function verdict(o: Schemas['SurveyAnalytics']): Verdict {
  const c = o.confidence;
  const sample = sampleLevel(c);
  const flagged = o.quality?.flaggedShare ?? 0;
  const qualityHolds = flagged < CLAIM.maxFlaggedShare;
  const defensible = sample === 'defensible' && qualityHolds;
  if (!c || c.marginOfError === null)
    return {
      sample,
      qualityHolds,
      defensible,
      headline: 'Not enough data yet',
      sentence: 'No completed session yet: no figure can be reported.',
    };
  const size = `${c.sampleSize} completions give a margin of error of plus or minus ${points(c.marginOfError)} at 95% confidence`;
  const sampleWhy =
    sample === 'defensible'
      ? size
      : sample === 'reliable'
        ? `${size}; a defensible interval is at most ${points(CONFIDENCE.maxIntervalWidth)} wide`
        : `${size}; ${CONFIDENCE.reliableFrom} or more are needed for a reliable figure`;
  const qualityWhy = qualityHolds
    ? `${percent(flagged)} of sessions carry a quality flag (under ${percent(CLAIM.maxFlaggedShare)})`
    : `${percent(flagged)} of sessions carry a quality flag (${percent(CLAIM.maxFlaggedShare)} or more): review the flagged sessions and exclude the high-risk ones before reporting`;
  const word = defensible ? 'defensible' : sample === 'defensible' ? 'not defensible yet' : LEVEL_WORDS[sample];
  return {
    sample,
    qualityHolds,
    defensible,
    headline: `Results are ${word}`,
    sentence: `Results are ${word}: ${sampleWhy}, and ${qualityWhy}.`,
  };
}
