// The texts of a survey a respondent reads, each under a stable key (docs/design/localization.md, "Keys"): what a
// translation translates and what completeness counts. Keys name ids, never positions, so reordering questions or
// options keeps every translation in place:
//   survey.title, survey.description, survey.messages.<name>
//   question.<id>.title, question.<id>.description
//   question.<id>.config.<name>                a label-like string of the config (yesLabel, placeholder, unit...)
//   question.<id>.config.labels.<n>            a scale's point labels, by point
//   question.<id>.config.<list>.<itemId>.label an option's, row's, column's, card's or category's label
//   question.<id>.probes.<probeId>.text
//   arm.<armId>.question.<id>.<...>            a wording trial arm's text where it differs from the question's
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

export interface SurveyTexts {
  title: string;
  description: string | null;
  messages: string; // JSON
}
export interface QuestionTexts {
  id: string;
  title: string;
  description: string | null;
  config: string; // JSON
  probes: string; // JSON [{ id, text, ... }]
}

/** Gives a text (non-empty, under its key) the text to put in its place: the walk below calls it for every text. */
export type Translate = (key: string, text: string) => string;

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const each = (key: string, value: unknown, tr: Translate): unknown => (isText(value) ? tr(key, value) : value);

/** The survey's own texts with each passed through `tr`. */
export function translatedSurvey<S extends SurveyTexts>(survey: S, tr: Translate): S {
  const messages = fromJson<Record<string, unknown>>(survey.messages, {});
  return {
    ...survey,
    title: each('survey.title', survey.title, tr) as string,
    description: each('survey.description', survey.description, tr) as string | null,
    messages: JSON.stringify(
      Object.fromEntries(Object.entries(messages).map(([name, v]) => [name, each(`survey.messages.${name}`, v, tr)])),
    ),
  };
}

function translatedConfig(at: string, config: Record<string, unknown>, tr: Translate): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(config).map(([name, value]) => {
      if (typeof value === 'string' && isTextField(name)) return [name, each(`${at}.config.${name}`, value, tr)];
      if (name === 'labels' && Array.isArray(value)) return [name, value.map((label, n) => each(`${at}.config.labels.${n}`, label, tr))];
      if (LABELLED_LISTS.has(name) && Array.isArray(value))
        return [
          name,
          (value as { id?: unknown; label?: unknown }[]).map((item) =>
            typeof item?.id === 'string' && isText(item.label)
              ? { ...item, label: tr(`${at}.config.${name}.${item.id}.label`, item.label) }
              : item,
          ),
        ];
      return [name, value];
    }),
  );
}

/** A question's texts (title, description, its config's labels, its probes' questions) each passed through `tr`. */
export function translatedQuestion<Q extends QuestionTexts>(q: Q, tr: Translate, at = `question.${q.id}`): Q {
  const probes = fromJson<{ id?: unknown; text?: unknown }[]>(q.probes, []);
  return {
    ...q,
    title: each(`${at}.title`, q.title, tr) as string,
    description: each(`${at}.description`, q.description, tr) as string | null,
    config: JSON.stringify(translatedConfig(at, fromJson<Record<string, unknown>>(q.config, {}), tr)),
    probes: JSON.stringify(
      probes.map((p) => (typeof p?.id === 'string' && isText(p.text) ? { ...p, text: tr(`${at}.probes.${p.id}.text`, p.text) } : p)),
    ),
  };
}

/** A wording trial arm's rewording of questions (docs/design/calibration.md): its id and its questions as it words them. */
export interface ArmWording {
  id: string;
  /** The question rows as the arm words them (only those it rewords). */
  worded: readonly QuestionTexts[];
}

const armPrefix = (armId: string): string => `arm.${armId}.`;

/** A question's texts by key (`question.<id>...`). */
function questionTexts(q: QuestionTexts): Map<string, string> {
  const texts = new Map<string, string>();
  translatedQuestion(q, (key, text) => {
    texts.set(key, text);
    return text;
  });
  return texts;
}

/**
 * A reworded question's texts under the arm's keys, each with the key of the question's own text in its place:
 * `own` is that text when the arm keeps it (then it is translated as the question's), else undefined.
 */
export function armTextsOf(
  armId: string,
  worded: QuestionTexts,
  own: QuestionTexts,
): { key: string; text: string; base: string; kept: boolean }[] {
  const base = questionTexts(own);
  const out: { key: string; text: string; base: string; kept: boolean }[] = [];
  translatedQuestion(
    worded,
    (key, text) => {
      const baseKey = key.slice(armPrefix(armId).length);
      out.push({ key, text, base: baseKey, kept: base.get(baseKey) === text });
      return text;
    },
    `${armPrefix(armId)}question.${worded.id}`,
  );
  return out;
}

/** Every non-empty text of the survey by key, in reading order (the survey's, each question's, then each arm's own). */
export function surveyTexts(
  survey: SurveyTexts,
  questions: readonly QuestionTexts[],
  arms: readonly ArmWording[] = [],
): Map<string, string> {
  const texts = new Map<string, string>();
  const record: Translate = (key, text) => {
    texts.set(key, text);
    return text;
  };
  translatedSurvey(survey, record);
  for (const q of questions) translatedQuestion(q, record);
  const byId = new Map(questions.map((q) => [q.id, q]));
  for (const arm of arms)
    for (const w of arm.worded) {
      const own = byId.get(w.id);
      if (own) for (const t of armTextsOf(arm.id, w, own)) if (!t.kept) texts.set(t.key, t.text);
    }
  return texts;
}
