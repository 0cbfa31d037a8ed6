// Instruments on a survey (docs/design/instruments.md): adding one inserts its items as locked questions, removing it removes them; the
// scores over the survey's completed sessions (docs/design/instruments.md); each session's score for the exports.
import type { Db } from '../database';
import type { SurveyInstrumentRow, SurveyRow } from '../db/schema';
import type { Schemas } from '../contract';
import { notFound } from '../errors';
import { fromJson, nowIso, toJson } from '../db/values';
import { newId } from '../ids';
import { deleteItems, insertItems } from '../questions/service';
import type { StoredAnswer } from '../answers';
import { CATALOGUE, instrumentOf, type Instrument } from './catalogue';
import * as repo from './repository';
import { bandOf, scoreSession, susComparable, susGrade, susPercentile } from './scoring';
import { summarise } from './summary';

type Survey = Pick<SurveyRow, 'id' | 'organization_id'>;

export const toInstrument = (i: Instrument): Schemas['Instrument'] => ({
  id: i.id,
  name: i.name,
  measures: i.measures,
  instructions: i.instructions,
  items: i.items.map((item) => ({ text: item.text, reverse: item.reverse ?? false })),
  question: i.question,
  scale: i.scale,
  scoring: i.scoring,
  range: i.range,
  norms: i.norms,
  screener: i.screener,
  note: i.note,
  citation: i.citation,
  licence: i.licence,
});

export const catalogue = (): Schemas['InstrumentCatalogue'] => ({ data: CATALOGUE.map(toInstrument) });

export function catalogueEntry(id: string): Schemas['Instrument'] {
  const found = instrumentOf(id);
  if (!found) throw notFound('Instrument', id);
  return toInstrument(found);
}

const questionIdsOf = (row: SurveyInstrumentRow): string[] => fromJson<string[]>(row.question_ids, []);

export const toSurveyInstrument = (row: SurveyInstrumentRow): Schemas['SurveyInstrument'] => ({
  id: row.id,
  surveyId: row.survey_id,
  instrumentId: row.instrument_id as Schemas['InstrumentId'],
  name: instrumentOf(row.instrument_id)?.name ?? row.instrument_id,
  questionIds: questionIdsOf(row),
  createdAt: row.created_at,
});

export async function listSurveyInstruments(db: Db, survey: Survey): Promise<Schemas['SurveyInstrumentList']> {
  return { data: (await repo.instancesOf(db.kysely, survey.id)).map(toSurveyInstrument) };
}

export async function addInstrument(db: Db, survey: Survey, body: Schemas['AddInstrumentRequest']): Promise<Schemas['SurveyInstrument']> {
  const instrument = instrumentOf(body.instrumentId) as Instrument;
  const id = newId();
  let instance: SurveyInstrumentRow | undefined;
  const items = instrument.items.map((item, i) => ({
    type: instrument.question.type,
    title: item.text,
    description: i === 0 ? instrument.instructions : null,
    config: structuredClone(instrument.question.config),
  })) as Parameters<typeof insertItems>[2];
  await insertItems(db, survey.id, items, body.position, body.acknowledgeConsequence === true, async (trx, rows) => {
    instance = {
      id,
      survey_id: survey.id,
      organization_id: survey.organization_id,
      instrument_id: instrument.id,
      question_ids: toJson(rows.map((r) => r.id)),
      created_at: nowIso(),
    };
    await repo.insertInstance(trx, instance);
    await repo.linkQuestions(
      trx,
      id,
      rows.map((r) => r.id),
    );
  });
  return toSurveyInstrument(instance as SurveyInstrumentRow);
}

export async function removeInstrument(db: Db, row: SurveyInstrumentRow, consent: boolean): Promise<void> {
  await deleteItems(db, row.survey_id, questionIdsOf(row), consent, (trx) => repo.deleteInstanceRow(trx, row.id));
}

/** The number answers to an instance's items, in item order (the latest answer to each). */
export function itemAnswers(row: SurveyInstrumentRow, answers: readonly StoredAnswer[]): (number | undefined)[] {
  const latest = new Map<string, unknown>();
  for (const a of answers) latest.set(a.questionId, a.value);
  return questionIdsOf(row).map((id) => {
    const v = latest.get(id);
    return typeof v === 'number' ? v : undefined;
  });
}

export async function instrumentScores(db: Db, row: SurveyInstrumentRow): Promise<Schemas['InstrumentScores']> {
  const instrument = instrumentOf(row.instrument_id) as Instrument;
  const scores: { score: number; imputed: boolean }[] = [];
  for await (const answers of repo.completedAnswers(db.kysely, row.survey_id)) {
    const s = scoreSession(instrument, itemAnswers(row, answers));
    if (s) scores.push(s);
  }
  const summary = summarise(
    instrument,
    scores.map((s) => s.score),
  );
  const usability =
    instrument.id === 'sus' ? summary.mean : instrument.id === 'umux_lite' && summary.mean !== null ? susComparable(summary.mean) : null;
  const bands = new Map<string, number>();
  for (const s of scores) {
    const band = bandOf(instrument, s.score);
    if (band) bands.set(band, (bands.get(band) ?? 0) + 1);
  }
  const positive = instrument.id === 'who5' ? 'likely_depression' : 'screen_positive';
  return {
    surveyId: row.survey_id,
    instanceId: row.id,
    instrumentId: instrument.id,
    n: scores.length,
    imputed: scores.filter((s) => s.imputed).length,
    ...summary,
    bands: [...bands].map(([band, count]) => ({ band, count, share: Number((count / scores.length).toFixed(4)) })),
    percentile: usability === null ? null : susPercentile(usability),
    grade: usability === null ? null : susGrade(usability),
    susComparable: instrument.id === 'umux_lite' ? usability : null,
    screenPositiveShare: instrument.screener && scores.length ? Number(((bands.get(positive) ?? 0) / scores.length).toFixed(4)) : null,
    note: instrument.note,
    method: 'computed',
    generatedAt: nowIso(),
  };
}
