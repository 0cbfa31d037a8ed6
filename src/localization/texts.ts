// The texts of a survey a respondent reads, each under a stable key (docs/design/localization.md, "Keys"): what a
// translation translates and what completeness counts. Keys name ids, never positions, so reordering questions or
// options keeps every translation in place:
//   survey.title, survey.description, survey.messages.<name>
//   question.<id>.title, question.<id>.description
//   question.<id>.config.<name>                a label-like string of the config (yesLabel, placeholder, unit...)
//   question.<id>.config.labels.<n>            a scale's point labels, by point
//   question.<id>.config.<list>.<itemId>.label an option's, row's, column's, card's or category's label
//   question.<id>.probes.<probeId>.text
// Which config strings are texts is decided by name, once, below; test/unit/translatable-texts.test.ts walks every
// question type's config in the contract so a new string field is classified before it ships.
import { fromJson } from '../db/values';

/** Config strings a respondent reads, besides any name ending in `Label`. */
export const TEXT_FIELDS: ReadonlySet<string> = new Set(['placeholder', 'statement', 'unit']);
/** Config strings that are not texts: ids, addresses, dates, codes. */
export const NOT_TEXT_FIELDS: ReadonlySet<string> = new Set([
  'id',
  'imageUrl',
  'linkUrl',
  'redirectUrl',
  'minDate',
  'maxDate',
  'defaultCountry',
  'expectedOptionId',
  'allowedTypes',
]);
/** Config lists whose items are `{ id, label }`. */
export const LABELLED_LISTS: ReadonlySet<string> = new Set(['options', 'rows', 'columns', 'cards', 'categories']);

export const isTextField = (name: string): boolean => name.endsWith('Label') || TEXT_FIELDS.has(name);

interface SurveyTexts {
  title: string;
  description: string | null;
  messages: string; // JSON
}
interface QuestionTexts {
  id: string;
  title: string;
  description: string | null;
  config: string; // JSON
  probes: string; // JSON [{ id, text, ... }]
}

/** Every non-empty text of the survey by key, in reading order (the survey's, then each question's). */
export function surveyTexts(survey: SurveyTexts, questions: readonly QuestionTexts[]): Map<string, string> {
  const texts = new Map<string, string>();
  const put = (key: string, value: unknown) => {
    if (typeof value === 'string' && value.trim() !== '') texts.set(key, value);
  };
  put('survey.title', survey.title);
  put('survey.description', survey.description);
  for (const [name, value] of Object.entries(fromJson<Record<string, unknown>>(survey.messages, {}))) put(`survey.messages.${name}`, value);
  for (const q of questions) {
    const at = `question.${q.id}`;
    put(`${at}.title`, q.title);
    put(`${at}.description`, q.description);
    for (const [name, value] of Object.entries(fromJson<Record<string, unknown>>(q.config, {}))) {
      if (typeof value === 'string' && isTextField(name)) put(`${at}.config.${name}`, value);
      else if (name === 'labels' && Array.isArray(value)) value.forEach((label, n) => put(`${at}.config.labels.${n}`, label));
      else if (LABELLED_LISTS.has(name) && Array.isArray(value))
        for (const item of value as { id?: unknown; label?: unknown }[]) {
          if (typeof item?.id === 'string') put(`${at}.config.${name}.${item.id}.label`, item.label);
        }
    }
    for (const probe of fromJson<{ id?: unknown; text?: unknown }[]>(q.probes, []))
      if (typeof probe?.id === 'string') put(`${at}.probes.${probe.id}.text`, probe.text);
  }
  return texts;
}
