// A language's translations as XLIFF 2.0 (docs/design/localization.md, "XLIFF"), the file translation tools (OmegaT,
// Trados, memoQ, Crowdin) take and give back: one file per survey, one unit per text key, its source the survey's
// text, its target the translation when there is one, a note on a stale one. Written and read with the `xliff`
// library (locize's), never string templates; what comes back is merged as a PATCH of the targets it fills.
import { js2xliff, xliff2js } from 'xliff';
import type { Schemas } from '../contract';
import { invalid, invalidField } from '../errors';

export const XLIFF_TYPE = 'application/xliff+xml';

/** The XLIFF 2.0 document of a language's translations. */
export async function toXliff(surveyId: string, defaultLanguage: string, t: Schemas['SurveyTranslations']): Promise<string> {
  const units: Record<string, { source: string; target?: string; note?: string }> = {};
  for (const text of t.texts)
    units[text.key] = {
      source: text.source,
      ...(text.text !== null ? { target: text.text } : {}),
      ...(text.stale ? { note: 'stale: the source text changed since this was translated' } : {}),
    };
  return js2xliff({ sourceLanguage: defaultLanguage, targetLanguage: t.tag, resources: { [surveyId]: units } });
}

interface Parsed {
  targetLanguage?: string;
  resources?: Record<string, Record<string, { target?: unknown }>>;
}

/** The targets an XLIFF 2.0 document fills, by key (an empty or missing target is left alone); 400 for another language or a broken file. */
export async function fromXliff(xml: string, tag: string, canonical: (t: string) => string | null): Promise<Record<string, string>> {
  let doc: Parsed;
  try {
    doc = (await xliff2js(xml)) as Parsed;
  } catch (e) {
    throw invalidField('body', '(body)', `is not an XLIFF 2.0 document (${(e as Error).message.split('\n')[0].slice(0, 200)})`);
  }
  const trg = doc.targetLanguage ? canonical(doc.targetLanguage) : null;
  if (trg !== tag) throw invalid([{ in: 'body', name: 'trgLang', message: `is '${doc.targetLanguage ?? ''}', not ${tag}` }]);
  const texts: Record<string, string> = {};
  for (const units of Object.values(doc.resources ?? {}))
    for (const [key, unit] of Object.entries(units ?? {})) {
      const target = unit?.target;
      if (typeof target === 'string' && target.trim() !== '') texts[key] = target;
      else if (target !== undefined && typeof target !== 'string')
        throw invalid([
          { in: 'body', name: `texts.${key}`, message: 'has inline markup in its target, which this survey text cannot hold' },
        ]);
    }
  return texts;
}
