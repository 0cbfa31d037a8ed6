// The pretest comparison's limits and the built-in predictor's priors (docs/design/phrasing-priors.md): one name each.
export const PRETEST = {
  /** AI actions one comparison uses (docs/design/model-calls.md). */
  weight: 2,
  /** Under this many points either way the direction is `no_difference`. */
  noDifferenceBelow: 0.5,
  /** Size bands of the absolute effect, in points: negligible below `small`, small below `medium`, ... */
  size: { small: 1, medium: 3, large: 6 },
  disclaimer:
    "Directional, not a forecast: the effect is a sum of published priors (or a model's judgement), not a measurement. Test both phrasings with real respondents before relying on it.",
} as const;

/** Break-off priors, in percentage points of completion lost on the element (Peytchev; Alwin and Beattie; Pew). */
export const PRIORS = {
  /** Words up to this many cost nothing... */
  wordsFree: 10,
  /** ...each word beyond costs this much, up to `maxLengthPoints`. */
  pointsPerWord: 0.08,
  maxLengthPoints: 5,
  /** Flesch-Kincaid grades up to this cost nothing... */
  gradeFree: 8,
  /** ...each grade beyond costs this much, up to `maxGradePoints`. */
  pointsPerGrade: 0.5,
  maxGradePoints: 4,
  /** Break-off on an ordinary page, and how much an open-ended answer multiplies it (about 2.5x). */
  pageBreakoff: 2,
  openEndedMultiplier: 2.5,
  /** Forcing an answer (no way to skip) costs this much. */
  forcedResponsePoints: 1.5,
} as const;

/** Words that make an element open-ended (the respondent writes the answer). */
export const OPEN_ENDED_CUES = [
  'describe',
  'explain',
  'tell us',
  'in your own words',
  'why ',
  'what do you think',
  'please comment',
  'comments',
  'elaborate',
  'please share',
  'main reason',
  'the reason',
  'reasons',
  'what did you like',
  'what do you like',
  'what would you',
  'what could we',
  'how would you describe',
  'how could we',
  'suggest',
  'feedback',
  'in a few words',
  'in one word',
  'anything else',
];
/** Words that force an answer. */
export const FORCED_CUES = ['(required)', 'required', 'mandatory', 'you must', 'must answer', 'must be answered'];
/** A consequence clause: telling respondents what their answer leads to shifts the answers (double-digit points). */
export const CONSEQUENCE_CUES = [
  'if you',
  'because',
  'so that',
  'your answer will',
  'this will help',
  'to help us',
  'will be used to',
  'will lead to',
];
