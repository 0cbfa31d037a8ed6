// Generated from openapi.yaml by `npm run generate`. Do not edit by hand.
/** The values each discriminator tag of the contract takes. */
export const DISCRIMINATOR_VALUES: Readonly<Record<string, readonly string[]>> = {
  "type": [
    "welcome_screen",
    "thank_you_screen",
    "statement",
    "single_choice",
    "multiple_choice",
    "dropdown",
    "yes_no",
    "image_choice",
    "likert",
    "nps",
    "stars",
    "slider",
    "opinion_scale",
    "semantic_differential",
    "csat",
    "ces",
    "emoji_rating",
    "matrix_single",
    "matrix_multiple",
    "matrix_text",
    "ranking",
    "constant_sum",
    "maxdiff",
    "card_sort",
    "short_text",
    "long_text",
    "email",
    "phone",
    "url",
    "number",
    "date",
    "time",
    "contact_info",
    "address",
    "file_upload",
    "signature",
    "consent",
    "attention_check"
  ]
};

/** What a field missing one of these patterns is told, instead of the pattern itself (`x-pattern-message`). */
export const PATTERN_MESSAGES: Readonly<Record<string, string>> = {
  "^\\s*[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)+\\s*$": "must be an email address",
  "^[a-z][a-z0-9_]{0,49}$": "must be a lowercase identifier (a letter, then letters, digits or _; at most 50)",
  "^#[0-9A-Fa-f]{6}$": "must be a colour written #RRGGBB"
};
