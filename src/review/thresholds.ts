// The research review's limits and rule thresholds (docs/design/design-review.md): one name each.
export const REVIEW = {
  /** Points a dimension loses per finding, by priority (floor 0); a critical length loses `criticalPenalty`. */
  penalty: { high: 25, medium: 10, low: 4 },
  criticalPenalty: 50,
  /** Respondent time budget (Pew 2022): seconds per stand-alone question, per grid row, per open question. */
  secondsPer: { question: 10, gridRow: 6, openQuestion: 60 },
  /** Expected completion time: warn above, high above, critical above (minutes). */
  minutes: { warn: 10, high: 15, critical: 20 },
  /** Mean Flesch-Kincaid grade of the question titles above which clarity suffers. */
  maxReadingGrade: 8,
  /** More open questions than this is a burden. */
  maxOpenQuestions: 3,
  /** A grid wider than this many columns does not fit a phone screen; longer than this many rows tires. */
  maxGridColumns: 5,
  maxGridRows: 10,
  /** More required answers than this share of the answerable questions is forcing too much. */
  maxRequiredShare: 0.5,
  /** More answerable questions than this without a section break (a statement) should be grouped. */
  sectionEvery: 15,
  /** Subgroups: a device type holding at least this share of completions needs at least `minSubgroupBase`. */
  subgroupShare: 0.1,
  minSubgroupBase: 60,
  /** Completions for plus or minus 5 points at 95% (p = 0.5), the usual planning target. */
  plannedSample: 385,
  /** Below this share of countable (closed) questions the survey is hard to measure. */
  minCountableShare: 0.5,
} as const;

export const DIMENSIONS = ['methodology', 'structure', 'statistics', 'respondent'] as const;
export type Dimension = (typeof DIMENSIONS)[number];
