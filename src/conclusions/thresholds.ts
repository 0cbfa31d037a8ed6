// Every number behind the computed conclusions (insights, health score, executive summary, claim check, ask),
// named once. Results echo the ones they used. Marked *ours* where the literature gives no number.

/** Insight rules: when each observation fires. */
export const INSIGHT = {
  /** Completion rate below this is an observation (*ours*; the high severity starts at half of it). */
  lowCompletionRate: 0.5,
  /** A question where at least this share of the sessions shown it abandoned there (Peytchev on break-off). */
  dropOffShare: 0.1,
  /** ...is high severity from this share. */
  dropOffHighShare: 0.2,
  /** A question shown but left unanswered by at least this share of the sessions shown it (*ours*). */
  unansweredShare: 0.2,
  /** Per-question and per-segment rules speak only on a base of at least this many (NCHS: fewer is suppressed). */
  minBase: 30,
  /** Sessions flagged for quality: medium from this share of all sessions, high from the next. */
  flaggedShare: 0.1,
  flaggedHighShare: 0.2,
  /** Completions flagged as speeding: from this share (Leiner 2019; *ours* as a cut-off). */
  speedingShare: 0.1,
  /** A median completion time above this many seconds (Pew 2022: break-off climbs past about 15 minutes). */
  longMedianSeconds: 900,
  /** Completion rates of two device types this far apart (fraction, i.e. 10 points), both on the minimum base. */
  deviceGap: 0.1,
  /** Screened-out sessions at least this share of all sessions (*ours*). */
  screenOutShare: 0.5,
  /** At most this many per-question observations of one rule (the worst first). */
  perQuestionLimit: 3,
} as const;

/**
 * Health score = 100 - completion penalty - quality penalty - sample penalty (*ours*, rounded to an integer).
 * completion: maxPenalty x (target - rate) / target when the rate is below the target;
 * quality: maxPenalty x min(1, flagged share / flaggedShareForFull);
 * sample: maxPenalty x the share for the completed sample's readiness (docs/design/readiness.md).
 */
export const HEALTH = {
  completion: { maxPenalty: 40, targetRate: 0.7 },
  quality: { maxPenalty: 30, flaggedShareForFull: 0.3 },
  sample: { maxPenalty: 30, shares: { insufficient: 1, directional: 0.5, reliable: 0.25, defensible: 0 } },
  bands: { good: 80, fair: 50 },
} as const;

/** Claim check: what a sample needs before it can support a conclusion. */
export const CLAIM = {
  /** Sessions flagged for quality must stay under this share of all sessions (*ours*; INSIGHT.flaggedHighShare). */
  maxFlaggedShare: INSIGHT.flaggedHighShare,
  /** Device types holding at least this share of the completions are subgroups a reader will look at (*ours*). */
  subgroupMinShare: 0.1,
  /** Power for the smallest detectable difference between two halves of the sample (Cohen; alpha 0.05 two-sided). */
  power: 0.8,
  zPower: 0.8416,
} as const;

/** Executive summary: importance of each kind of finding (0-100; higher first). */
export const IMPORTANCE = {
  severity: { high: 90, medium: 65, low: 40 },
  completion: 80,
  readiness: 75,
  nps: 70,
  topChoice: 50,
  scale: 45,
  /** How many question results the summary lists. */
  questionResults: 5,
} as const;

/** Ask: the least share of a question title's content words a question must name to be about it. */
export const ASK = {
  titleMatchShare: 0.5,
  minTitleWords: 1,
  /** Characters of a question or claim the intent matching reads (the contract takes 500; more is never read). */
  maxIntentChars: 2_000,
  /** Sessions a comparison (a measure by a group) reads per query. */
  compareBatch: 1_000,
} as const;
