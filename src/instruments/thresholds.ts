// Every number of instrument scoring (docs/design/instruments.md) in one place.
export const INSTRUMENTS = {
  /** SUS: at most this many missing items are replaced by the respondent's mean. */
  susMaxMissing: 1,
  susNorm: { mean: 68, sd: 12.5 },
  /** Sauro-Lewis curved grading scale, highest first. */
  susGrades: [
    ['A+', 84.1],
    ['A', 80.8],
    ['A-', 78.9],
    ['B+', 77.2],
    ['B', 74.1],
    ['B-', 72.6],
    ['C+', 71.1],
    ['C', 65.0],
    ['C-', 62.7],
    ['D', 51.7],
  ] as const,
  /** CSAT's top two boxes of five. */
  csatTopTwo: 4,
  who5: { poor: 50, likelyDepression: 28 },
  /** PHQ-2 and GAD-2: a sum of 3 or more screens positive. */
  screenPositive: 3,
  /** Adaptive probes a question, and a survey, may have. */
  probesPerQuestion: 3,
  probesPerSurvey: 50,
} as const;
