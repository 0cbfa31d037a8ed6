// What a survey stores of its languages (docs/design/localization.md): `{ defaultLanguage, languages: [tag] }`.
import type { SurveyRow } from '../db/schema';
import { fromJson } from '../db/values';

export interface StoredLocalization {
  defaultLanguage: string;
  languages: string[];
}

/** A new survey's: English only. */
export const DEFAULT_LOCALIZATION: StoredLocalization = { defaultLanguage: 'en', languages: ['en'] };

export const storedLocalization = (survey: Pick<SurveyRow, 'localization'>): StoredLocalization =>
  fromJson<StoredLocalization>(survey.localization, DEFAULT_LOCALIZATION);

/** The survey's languages, its default first (the order a language switcher lists them). */
export const offeredLanguages = (stored: StoredLocalization): string[] => [
  stored.defaultLanguage,
  ...stored.languages.filter((t) => t !== stored.defaultLanguage),
];
