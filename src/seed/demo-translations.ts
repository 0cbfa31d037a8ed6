// The demo survey in German and Arabic (docs/design/localization.md): every text a respondent reads, by the demo's
// question keys; the seed turns them into the survey's text keys once the questions have ids. Arabic shows the
// right-to-left page.
import type { DEMO_QUESTIONS } from './demo-survey';
import german from './demo-translations/de.json';
import arabic from './demo-translations/ar.json';

type Key = (typeof DEMO_QUESTIONS)[number]['key'];

interface QuestionWords {
  title: string;
  /** Option, row or column labels by item id, per list. */
  options?: Record<string, string>;
  rows?: Record<string, string>;
  columns?: Record<string, string>;
  labels?: string[];
  /** The config's own labels (`buttonLabel`, `yesLabel`...), which a question stores with its defaults. */
  config?: Record<string, string>;
}

interface Words {
  title: string;
  description: string;
  messages: { thankYou: string; screenedOut: string; quotaFull: string; askedBy: string };
  questions: Record<Key, QuestionWords>;
  /** The wording trial's arms: each reworded question's title, by arm name and question key. */
  arms: Record<string, Partial<Record<Key, string>>>;
}

// The words are data (src/seed/demo-translations/<language>.json), checked here against the demo's question keys.
const de: Words = german;
const ar: Words = arabic;

/** The demo's languages: its default first. */
export const DEMO_LANGUAGES = ['en', 'de', 'ar'];

/** The demo's translations under the survey's text keys (src/localization/texts.ts), by language. */
export function demoTranslations(ids: ReadonlyMap<string, string>): Record<string, Record<string, string>> {
  const keyed = (w: Words): Record<string, string> => {
    const texts: Record<string, string> = {
      'survey.title': w.title,
      'survey.description': w.description,
      ...Object.fromEntries(Object.entries(w.messages).map(([name, text]) => [`survey.messages.${name}`, text])),
    };
    for (const [key, q] of Object.entries(w.questions)) {
      const at = `question.${ids.get(key)}`;
      texts[`${at}.title`] = q.title;
      for (const list of ['options', 'rows', 'columns'] as const)
        for (const [id, label] of Object.entries(q[list] ?? {})) texts[`${at}.config.${list}.${id}.label`] = label;
      q.labels?.forEach((label, n) => (texts[`${at}.config.labels.${n}`] = label));
      for (const [name, text] of Object.entries(q.config ?? {})) texts[`${at}.config.${name}`] = text;
    }
    return texts;
  };
  return { de: keyed(de), ar: keyed(ar) };
}

/** The trial arms' rewordings in the demo's languages, under their keys (`arm.<armId>.question.<id>.title`), by language. */
export function demoArmTranslations(
  ids: ReadonlyMap<string, string>,
  arms: readonly { id: string; name: string }[],
): Record<string, Record<string, string>> {
  const keyed = (w: Words): Record<string, string> =>
    Object.fromEntries(
      arms.flatMap((arm) =>
        Object.entries(w.arms[arm.name] ?? {}).map(([key, title]) => [`arm.${arm.id}.question.${ids.get(key)}.title`, title as string]),
      ),
    );
  return { de: keyed(de), ar: keyed(ar) };
}
