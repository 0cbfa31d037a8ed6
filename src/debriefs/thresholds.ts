// Every number of cognitive debriefing (docs/design/debriefs.md, docs/design/debriefs.md) in one place.
export const DEBRIEFS = {
  /** Participants below which no quote (nor a theme, which can be one) is shown. */
  defaultAnonymityFloor: 5,
  minAnonymityFloor: 3,
  /** A question whose comprehension-issue rate reaches this is flagged for revision. */
  revisionRate: 0.15,
  /** A paraphrase sharing fewer of the question's content words than this misses the point. */
  paraphraseOverlap: 0.2,
  /** A confidence at or below this counts as an issue (1-5 scale). */
  lowConfidence: 2,
  /** Quotes and themes shown per question. */
  quotesPerQuestion: 5,
  themesPerQuestion: 10,
  /** Longest quote shown (characters); longer answers are cut with an ellipsis. */
  quoteChars: 300,
  /** Contact names read (most recent first) to redact from quotes. */
  maxContactNames: 20_000,
} as const;

/** Phrases that say the participant did not understand (docs/design/debriefs.md); compared in lower case, apostrophes straightened. */
export const CONFUSION_MARKERS = [
  'not sure what',
  "don't understand",
  'do not understand',
  "didn't understand",
  'unclear',
  'confusing',
  'confused',
  'what do you mean',
  'no idea',
] as const;
