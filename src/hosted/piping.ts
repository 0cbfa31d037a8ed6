// The hosted page's texts with their placeholders filled for one session (docs/design/piping.md): what the session
// answered so far, the hidden field values it arrived with, its contact's name and its variables as they stand. The
// contact and the variables are read only when the survey's texts ask for them.
import type { Db } from '../database';
import type { SessionRow, SurveyRow } from '../db/schema';
import type { Questionnaire } from '../questions/questionnaire';
import { latestAnswers } from '../responses/serialize';
import { openedHidden, ordinaryHidden, withHidden } from '../hidden-fields/values';
import { findContact } from '../contacts/repository';
import { opened } from '../contacts/personal';
import { programOf } from '../variables/compute';
import { piped, type PipingContext } from '../piping/fill';

export type Pipe = (text: string) => string;

export async function pipeFor(
  db: Db,
  secretKey: string,
  survey: SurveyRow,
  session: SessionRow,
  questionnaire: Questionnaire,
  lang: string,
): Promise<Pipe> {
  const texts = `${JSON.stringify(questionnaire.questions)}${survey.messages}`;
  if (!texts.includes('{{')) return (text) => text;
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
  };
  return (text) => piped(text, ctx);
}
