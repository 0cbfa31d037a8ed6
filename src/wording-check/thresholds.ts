// Every limit and rule constant of the question health check (docs/design/wording.md), named once.
export const HEALTH_CHECK = {
  /** Longest `content` accepted, in characters. */
  contentChars: 100_000,
  /** Characters of one question the rules read (every rule, and compromise under them, runs on at most this many). A
   * question this long is already too long (highChars), so nothing a finding depends on is cut off. */
  analysedChars: 1_000,
  /** The analysis runs in a worker thread (pool.ts): the most it may take before it is ended (400)… */
  timeoutMs: 5_000,
  /** …how many analyses may wait for the worker before more are refused (503)… */
  queue: 8,
  /** …and the Retry-After of that refusal. */
  busyRetrySeconds: 5,
  /** Questions analysed; later ones are ignored. */
  maxQuestions: 50,
  /** too_long: medium above these, high above the next two. */
  mediumWords: 25,
  mediumGrade: 8,
  highWords: 40,
  highChars: 250,
  /** Scale points above which a scale other than 0-10 is hard to answer. */
  maxScalePoints: 7,
  /** jargon: share of words of 4+ syllables that makes a question technical (on 6+ words). */
  longWordShare: 0.2,
  longWordSyllables: 4,
  longWordMinWords: 6,
  /** Score: each question starts at 100 and loses this much per issue of each severity (floor 0). */
  penalty: { high: 25, medium: 10, low: 4 },
  /** importSignals: a column is ambiguous when fewer than this share of its values fit its inferred type. */
  typeAgreement: 0.8,
  /** A column with at most this many distinct values (and repeats) is treated as a choice. */
  choiceDistinct: 12,
} as const;

export const MODES = ['text', 'form_builder_csv', 'csv'] as const;
export type Mode = (typeof MODES)[number];
