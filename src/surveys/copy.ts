// Copying a survey (docs/design/lifecycle.md, "Copies"): a new draft holding what the survey is made of: questions
// (logic, probes, piped texts), variables, hidden fields, messages, localization and translations, theme, instruments and quotas
// (counting from zero), in its folder and under its tags. Every id the copied rows name (a question in a logic rule, a
// placeholder, an expression, an instrument's items, a quota's condition, a probe) is remapped to the copy's, by one
// linear pass over each stored text; ids are UUIDs, so an id is never part of another text by chance. Nothing that
// happened to the survey comes along: responses, named collectors, arms, debriefs, rewards, webhooks.
import type { Db } from '../database';
import type { Selectable } from 'kysely';
import type { Database, SurveyRow } from '../db/schema';
import { rowQueries } from '../db/rows';
import type { Schemas } from '../contract';
import { fromJson, nowIso } from '../db/values';
import { newId } from '../ids';
import { countQuestions } from '../questions/repository';
import { tagIdsOf } from '../collections/tags/repository';
import { toSurvey } from './serialize';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/** The longest title a survey takes; a copy's default title is cut to fit " (copy)". */
const TITLE_MAX = 200;
const COPY_SUFFIX = ' (copy)';

export async function copySurvey(db: Db, survey: SurveyRow, body: Schemas['CopySurveyRequest'] | undefined): Promise<Schemas['Survey']> {
  const now = nowIso();
  const ids = new Map<string, string>([[survey.id, newId()]]);
  const renamed = (id: string): string => {
    let next = ids.get(id);
    if (!next) ids.set(id, (next = newId()));
    return next;
  };
  const remap = (text: string): string => text.replace(UUID, (id) => ids.get(id.toLowerCase()) ?? id);
  const remapOrNull = (text: string | null): string | null => (text === null ? null : remap(text));
  const title = body?.title?.trim() ?? `${survey.title.slice(0, TITLE_MAX - COPY_SUFFIX.length)}${COPY_SUFFIX}`;
  const copy = await db.kysely.transaction().execute(async (trx) => {
    const questions = await trx.selectFrom('questions').selectAll().where('survey_id', '=', survey.id).execute();
    const instruments = await trx.selectFrom('survey_instruments').selectAll().where('survey_id', '=', survey.id).execute();
    const variables = await trx.selectFrom('variables').selectAll().where('survey_id', '=', survey.id).execute();
    const quotas = await trx.selectFrom('quotas').selectAll().where('survey_id', '=', survey.id).execute();
    const theme = await trx.selectFrom('themes').selectAll().where('owner_id', '=', survey.id).executeTakeFirst();
    const tags = await trx.selectFrom('survey_tags').select('tag_id').where('survey_id', '=', survey.id).execute();
    const translations = await trx.selectFrom('survey_translations').selectAll().where('survey_id', '=', survey.id).execute();
    // Every id first, so a text naming a row that comes later is remapped too.
    for (const r of [...questions, ...instruments, ...variables, ...quotas]) renamed(r.id);
    for (const q of questions) for (const p of fromJson<{ id: string }[]>(q.probes, [])) renamed(p.id);
    const row: SurveyRow = {
      ...survey,
      id: renamed(survey.id),
      title,
      messages: remap(survey.messages),
      status: 'draft',
      questionnaire_version: 1,
      created_at: now,
      updated_at: now,
      status_changed_at: now,
    };
    await trx.insertInto('surveys').values(row).execute();
    // A copied row: a new id in the copy, made now; `change` remaps what it names.
    const copyRows = <T extends 'survey_instruments' | 'questions' | 'variables' | 'quotas'>(
      table: T,
      rows: Selectable<Database[T]>[],
      change: (r: Selectable<Database[T]>) => Partial<Selectable<Database[T]>>,
    ) =>
      rowQueries(table).insertMany(
        trx,
        rows.map((r) => ({
          ...r,
          id: renamed((r as { id: string }).id),
          survey_id: row.id,
          created_at: now,
          ...('updated_at' in r ? { updated_at: now } : {}),
          ...change(r),
        })),
      );
    await copyRows('survey_instruments', instruments, (i) => ({ question_ids: remap(i.question_ids) }));
    await copyRows('questions', questions, (q) => ({
      title: remap(q.title),
      description: remapOrNull(q.description),
      config: remap(q.config),
      probes: remap(q.probes),
      instrument_instance_id: q.instrument_instance_id === null ? null : renamed(q.instrument_instance_id),
    }));
    await copyRows('variables', variables, (v) => ({ expression: remap(v.expression) }));
    await copyRows('quotas', quotas, (q) => ({
      condition: remap(q.condition),
      completed: 0,
      qualified: 0,
      counted: 0,
      status: 'open' as const,
    }));
    if (theme)
      await trx
        .insertInto('themes')
        .values({ ...theme, owner_id: row.id, survey_id: row.id, updated_at: now })
        .execute();
    if (tags.length)
      await trx
        .insertInto('survey_tags')
        .values(tags.map((t) => ({ survey_id: row.id, tag_id: t.tag_id })))
        .execute();
    if (translations.length)
      await trx
        .insertInto('survey_translations')
        .values(translations.map((t) => ({ ...t, survey_id: row.id, key: remap(t.key), updated_at: now })))
        .execute();
    await db.journal.publish(trx, 'survey.created', { survey: row }); // its default collector, the webhook event
    return row;
  });
  return toSurvey(copy, await countQuestions(db.kysely, copy.id), (await tagIdsOf(db.kysely, [copy.id])).get(copy.id) ?? []);
}
