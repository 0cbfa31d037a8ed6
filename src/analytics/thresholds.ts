// Every number that shapes an analytics result, named once (docs/design/outcomes.md, docs/design/per-question.md, docs/design/readiness.md, docs/design/quality-flags.md). Results echo the ones they use.

/** Completion times are counted in whole seconds (each rounded to the nearest); medians and speeding use them. */
export const TIMING_RESOLUTION_SECONDS = 1;

export const QUALITY = {
  /** Speeding: a completion faster than this share of the median completion time (Sawtooth 0.4). */
  speedingMedianShare: 0.4,
  /** Impossible timing: faster than this share of the median counts as speeding and as bot evidence. */
  impossibleMedianShare: 0.1,
  /** Impossible timing also: fewer seconds than this per answered question. */
  minSecondsPerAnswer: 2,
  /** Speeding is judged only once this many completions give a median. */
  minCompletionsForSpeeding: 10,
  /** A collector-supplied captcha score below this is bot evidence. */
  captchaMinScore: 0.5,
  /** Straightlining: a matrix with at least this many answered rows, all in one column. */
  straightlineMatrixRows: 3,
  /** Straightlining: at least this many consecutive same-scale questions, all answered identically. */
  straightlineScaleRun: 4,
  /** Non-answers in open text that make a session inattentive. */
  lowAttentionNonAnswers: 2,
  /** Identical open-text answers at least this long mark a duplicate. */
  duplicateTextMinLength: 20,
  /** Focus losses that count as a behaviour anomaly. */
  focusLossesForAnomaly: 3,
  /** Risk score at which a session is high risk. */
  highRiskScore: 60,
} as const;

/** Weights in the risk score (docs/design/quality-flags.md); the score is their sum, capped at 100. */
export const FLAG_WEIGHTS = {
  speeding: 25,
  straightlining: 20,
  low_attention: 25,
  bot_suspected: 60,
  duplicate: 40,
  honeypot: 100,
} as const;

/** behavior_anomaly weighs what it saw: one paste, every open-text answer pasted, focus losses. */
export const ANOMALY_WEIGHTS = { paste: 15, allPasted: 40, focusLosses: 10 } as const;

export const MAX_RISK_SCORE = 100;

/** Quality page: default and ceiling of `limit` (docs/design/quality-flags.md; above the ceiling is clamped). */
export const QUALITY_PAGE = { default: 50, max: 200 } as const;

/** Per-question statistics: NPS bands (docs/design/per-question.md) and the points of a top-box share. */
export const NPS = { promotersFrom: 9, detractorsUpTo: 6, scale: { min: -100, max: 100 } } as const;
export const TOP_BOX_POINTS = 2;

/** How many exit questions the funnel lists, and how many terms a text question shows. */
export const TOP_EXITS = 5;
export const TOP_TERMS = 10;

/** Shares and rates are fractions rounded to this many decimals. */
export const SHARE_DECIMALS = 4;

/**
 * Rows a counter is spread over on PostgreSQL, per lane: each transaction adds to one stripe, taken in turn, so
 * concurrent writers of one survey seldom wait on each other's counter rows; reads sum the stripes. Completions have
 * a lane of their own (stripes COUNTER_STRIPES to 2 x COUNTER_STRIPES - 1): they add their counts under the survey's
 * analytics key, held to their commit, and starts and answers must not queue behind a row one of them holds meanwhile.
 * SQLite has one writer at a time and keeps every counter in stripe 0. (docs/architecture.md, "The write path".)
 */
export const COUNTER_STRIPES = 16;

/** The analytics store's statements. */
export const STORE = {
  /** Rows per multi-row statement (4 parameters a row stays far under both databases' limits). */
  chunk: 1000,
  /** Counter rows up to which addCounts() runs a statement compiled once per row count. */
  preparedCounterRows: 32,
} as const;
