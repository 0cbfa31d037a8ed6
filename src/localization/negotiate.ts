// Which of a survey's languages a respondent reads (docs/design/localization.md, "Respondents"): the language they
// ask for (`language`, or the hosted page's `?lang=`), else the first of their browser's `Accept-Language` ranges
// (by weight, parsed by `negotiator`) that RFC 4647 lookup finds among the survey's languages
// (`@formatjs/intl-localematcher`: `de-AT` finds `de`, `zh-Hant-TW` finds `zh-Hant`; `en` does not find `en-GB`),
// else the survey's default.
import Negotiator from 'negotiator';
import { LookupSupportedLocales, match } from '@formatjs/intl-localematcher';
import { invalidField } from '../errors';
import { canonicalTag } from './languages';
import type { StoredLocalization } from './stored';
import { MAX_ACCEPT_LANGUAGE_LENGTH } from './thresholds';

/** The survey's language RFC 4647 lookup finds for the first range that finds one, or null. */
export function lookup(offered: StoredLocalization, ranges: readonly string[]): string | null {
  const wellFormed = ranges.map((r) => canonicalTag(r)).filter((t): t is string => t !== null);
  if (LookupSupportedLocales(offered.languages, wellFormed).length === 0) return null;
  return match(wellFormed, offered.languages, offered.defaultLanguage, { algorithm: 'lookup' });
}

/** The header's language ranges, most wanted first (`*` and `q=0` left out). */
export function acceptedRanges(header: string | undefined): string[] {
  if (!header) return [];
  const languages = new Negotiator({ headers: { 'accept-language': header.slice(0, MAX_ACCEPT_LANGUAGE_LENGTH) } }).languages();
  return languages.filter((l) => l !== '*');
}

export interface Asked {
  /** The language the caller names, with the field that named it (a 400 names it when the survey lacks it). */
  language?: { tag: string; in: 'query' | 'body'; name: string };
  acceptLanguage?: string;
}

/** The language a respondent reads: an explicitly named one must be offered (400 naming its field otherwise). */
export function negotiate(offered: StoredLocalization, asked: Asked): string {
  if (asked.language) {
    const found = lookup(offered, [asked.language.tag]);
    if (!found)
      throw invalidField(
        asked.language.in,
        asked.language.name,
        `the survey is offered in ${offered.languages.join(', ')}, not in '${asked.language.tag}'`,
      );
    return found;
  }
  return lookup(offered, acceptedRanges(asked.acceptLanguage)) ?? offered.defaultLanguage;
}

/** The hosted page's choice: a `?lang=` the survey lacks is passed over, never refused. */
export const pageLanguage = (offered: StoredLocalization, lang: string | undefined, acceptLanguage: string | undefined): string =>
  (lang ? lookup(offered, [lang]) : null) ?? negotiate(offered, { acceptLanguage });
