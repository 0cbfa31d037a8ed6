// Language tags (docs/design/localization.md): BCP 47, canonicalised as Intl canonicalises them (`EN-gb` is `en-GB`),
// named in English by Intl.DisplayNames, and written right to left when their likely script is (Intl.Locale's
// maximize: `ar` is `ar-Arab-EG`, `ur` is `ur-Arab-PK`). No table of languages to keep: the runtime's ICU knows them.
import { LOCALIZATION, RTL_SCRIPTS } from './thresholds';

export type Direction = 'ltr' | 'rtl';

/** The canonical form of a tag, or null when it is not a well-formed BCP 47 language tag. */
export function canonicalTag(tag: string): string | null {
  if (tag.length === 0 || tag.length > LOCALIZATION.maxTagLength) return null;
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? null;
  } catch {
    return null;
  }
}

const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });

/** The language's English name (`de-AT`: "Austrian German"). */
export const languageName = (tag: string): string => names.of(tag) ?? tag;

/** Which way the language's script runs. */
export function direction(tag: string): Direction {
  const script = new Intl.Locale(tag).maximize().script;
  return script && RTL_SCRIPTS.has(script) ? 'rtl' : 'ltr';
}

/** The language's name in itself (`de`: "Deutsch", `ar`: "العربية"), for a language switcher. */
export function nativeName(tag: string): string {
  const name = new Intl.DisplayNames([tag], { type: 'language', fallback: 'code' }).of(tag) ?? tag;
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
}
