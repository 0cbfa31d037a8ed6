// Every limit of a survey's languages (docs/design/localization.md), named once.
export const LOCALIZATION = {
  /** Languages one survey is offered in at most, its default included. */
  maxLanguages: 30,
  /** The longest language tag taken (BCP 47 tags are short; this only bounds what is parsed). */
  maxTagLength: 35,
} as const;

/** Scripts written right to left (ISO 15924): Arabic, Hebrew, Thaana, Syriac, N'Ko, Adlam, Hanifi Rohingya, Mandaic. */
export const RTL_SCRIPTS: ReadonlySet<string> = new Set(['Arab', 'Hebr', 'Thaa', 'Syrc', 'Nkoo', 'Adlm', 'Rohg', 'Mand']);

/** How much of an `Accept-Language` header is read: enough for any real browser's list, and a bound on the parse. */
export const MAX_ACCEPT_LANGUAGE_LENGTH = 500;
