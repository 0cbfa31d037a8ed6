// The hosted page's texts with their placeholders filled for one session (docs/design/piping.md): what the session
// answered so far, the hidden field values it arrived with, its contact's name and its variables as they stand. The
// contact and the variables are read only when the survey's texts ask for them.
import type { Db } from '../database';
import type { SessionRow, SurveyRow } from '../db/schema';
import { Questionnaire, type FlowQuestion } from '../questionnaire/questionnaire';
import { currentQuestionnaire } from '../questions/questionnaires';
import { listQuestionRows } from '../questions/repository';
import { findArm } from '../calibration/repository';
import { findSession } from '../responses/repository';
import { visibleConfig } from '../responses/collect';
import type { Schemas } from '../contract';
import { latestAnswers } from '../responses/serialize';
import { openedHidden, ordinaryHidden, withHidden } from '../hidden-fields/values';
import { findContact } from '../contacts/repository';
import { opened } from '../contacts/personal';
import { programOf } from '../variables/compute';
import { piped, type PipingContext } from '../piping/fill';
import { localizedTexts } from '../localization/respondent';
import { readMedian } from '../analytics/store';
import { storedLocalization } from '../localization/stored';

export type Pipe = (text: string) => string;

/** Whether a questionnaire's texts hold a placeholder, worked out once per questionnaire (a live survey's is kept). */
const piping = new WeakMap<Questionnaire, boolean>();
function holdsPlaceholders(survey: Pick<SurveyRow, 'messages'>, questionnaire: Questionnaire): boolean {
  if (survey.messages.includes('{{')) return true;
  let holds = piping.get(questionnaire);
  if (holds === undefined) {
    holds = questionnaire.questions.some((q) => `${q.title}${q.description ?? ''}${JSON.stringify(q.config)}`.includes('{{'));
    piping.set(questionnaire, holds);
  }
  return holds;
}

export async function pipeFor(
  db: Db,
  secretKey: string,
  survey: SurveyRow,
  session: SessionRow,
  questionnaire: Questionnaire,
  lang: string,
): Promise<Pipe> {
  if (!holdsPlaceholders(survey, questionnaire)) return (text) => text;
  const texts = `${JSON.stringify(questionnaire.questions)}${survey.messages}`;
  const answers = latestAnswers(session);
  const contact =
    texts.includes('{{contact:') && session.contact_id
      ? await findContact(db.kysely, survey.organization_id, session.contact_id)
      : undefined;
  const program = texts.includes('{{variable:') ? await programOf(db.kysely, survey.id, questionnaire) : null;
  const ctx: PipingContext = {
    lang,
    question: (id) => questionnaire.get(id),
    answers,
    hidden: openedHidden(secretKey, session),
    contact: contact
      ? { firstName: opened(secretKey, contact.first_name_sealed), lastName: opened(secretKey, contact.last_name_sealed) }
      : null,
    // Variables as they stand on the answers so far (a personal hidden field reads null, as when they are stored).
    variables: program ? program.run(withHidden(new Map(answers), ordinaryHidden(session))) : {},
    medianSeconds: texts.includes('{{survey:') ? await readMedian(db.kysely, survey.id) : null,
  };
  return (text) => piped(text, ctx);
}

/**
 * The welcome's texts filled before any session: the link's hidden field values and the survey's measured median,
 * every other placeholder its fallback.
 */
export const welcomePipe =
  (hidden: Readonly<Record<string, string>>, lang: string, medianSeconds: number | null): Pipe =>
  (text) =>
    piped(text, { lang, question: () => undefined, answers: new Map(), hidden, contact: null, variables: {}, medianSeconds });

/** A question's texts with their placeholders filled: the title, the description and the options' labels. */
export function pipedQuestion(q: FlowQuestion, pipe: Pipe): Pick<FlowQuestion, 'title' | 'description' | 'config'> {
  const options = q.config.options as { label?: unknown }[] | undefined;
  return {
    title: pipe(q.title),
    description: q.description === null ? null : pipe(q.description),
    config: Array.isArray(options)
      ? { ...q.config, options: options.map((o) => (typeof o.label === 'string' ? { ...o, label: pipe(o.label) } : o)) }
      : q.config,
  };
}

/**
 * For the respondent API, when the survey's texts hold placeholders: the session's next question as the respondent
 * reads it (the arm's wording, the placeholders filled), to go with the session's state.
 */
export async function pipedNext(
  db: Db,
  secretKey: string,
  survey: SurveyRow,
  state: Pick<Schemas['SessionState'], 'sessionId' | 'nextQuestionId'>,
  /** The session as its write just stored it, when the caller has it (else it is read). */
  stored?: SessionRow,
): Promise<{ nextQuestion?: Schemas['RespondentQuestion'] }> {
  if (!state.nextQuestionId) return {};
  const current = await currentQuestionnaire(db.kysely, survey.id);
  if (!holdsPlaceholders(survey, current)) return {};
  const session = stored ?? (await findSession(db.kysely, state.sessionId));
  if (!session) return {};
  // The session's wording arm and language (each text translated, else the default language's).
  const localized = await localizedTexts(db.kysely, survey, session.language);
  const questionnaire =
    session.arm_id || localized.tag !== storedLocalization(survey).defaultLanguage
      ? new Questionnaire(
          localized.questions(
            await listQuestionRows(db.kysely, survey.id),
            session.arm_id ? await findArm(db.kysely, survey.id, session.arm_id) : undefined,
          ),
        )
      : current;
  const q = questionnaire.get(state.nextQuestionId);
  if (!q) return {};
  const pipe = await pipeFor(db, secretKey, survey, session, questionnaire, localized.tag);
  const texts = pipedQuestion(q, pipe);
  // The stored config was checked against the type's schema when saved (as respondentView narrows it).
  const nextQuestion = {
    id: q.id,
    type: q.type,
    ...texts,
    config: visibleConfig(texts.config),
    required: q.required,
    position: q.position,
  };
  return { nextQuestion: nextQuestion as Schemas['RespondentQuestion'] };
}
