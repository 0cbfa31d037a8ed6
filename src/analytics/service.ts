// The analytics reads behind the handlers: each loads the survey's questionnaire and counters (never its sessions)
// and computes one result.
import type { Db } from '../database';
import { ApiError, invalidField } from '../errors';
import type { Schemas } from '../contract';
import { crossTabulation, valuedOf, type Valued } from './crosstab';
import { flow, funnel } from './funnel';
import { loadStructure } from './maintain';
import { overview, type OverviewBlock } from './overview';
import { qualityReport } from './quality-report';
import { questionAnalytics } from './questions';
import { hasCaptchaScores, readGroup, topTerms } from './store';
import { statKind, type Structure } from './structure';
import { readTally, type Tally } from './tally';
import { NPS, TOP_BOX_POINTS, TOP_TERMS } from './thresholds';
import { quotaSummaries } from '../quotas/service';
import { G } from './facts';
import { storedLocalization } from '../localization/stored';

const VALUED_NAMES: Record<Valued['kind'], string> = { variable: 'variable', hidden: 'hidden field', language: 'language' };

async function load(db: Db, surveyId: string): Promise<{ structure: Structure; tally: Tally }> {
  const [structure, tally] = await Promise.all([loadStructure(db.kysely, surveyId), readTally(db.kysely, surveyId)]);
  return { structure, tally };
}

export async function getOverview(
  db: Db,
  surveyId: string,
  include: readonly OverviewBlock[],
  abandonAfterMinutes: number,
): Promise<Schemas['SurveyAnalytics']> {
  const { structure, tally } = await load(db, surveyId);
  if (include.includes('languages')) for (const r of await readGroup(db.kysely, surveyId, G.language)) tally.add(r.grp, r.key, r.n);
  const quotas = await quotaSummaries(db, surveyId);
  return { ...overview(surveyId, tally, structure, include, abandonAfterMinutes), ...(quotas.length ? { quotas } : {}) };
}

const perQuestion = (db: Db, surveyId: string, chosen: Structure['analysed'], tally: Tally) =>
  Promise.all(
    chosen.map(async (q) =>
      questionAnalytics(q, tally, statKind(q.type) === 'text' ? await topTerms(db.kysely, surveyId, q.id, TOP_TERMS) : []),
    ),
  );

export async function getQuestions(db: Db, surveyId: string, questionId: string | undefined): Promise<Schemas['QuestionAnalyticsList']> {
  const { structure, tally } = await load(db, surveyId);
  const chosen = questionId === undefined ? structure.analysed : structure.analysed.filter((q) => q.id === questionId);
  if (questionId !== undefined && chosen.length === 0) {
    throw new ApiError('not_found', `Question ${questionId} is not an analysed question of this survey.`);
  }
  const questions = await perQuestion(db, surveyId, chosen, tally);
  return {
    surveyId,
    method: 'computed',
    generatedAt: new Date().toISOString(),
    sessions: tally.analysed,
    questions,
    thresholds: {
      npsPromotersFrom: NPS.promotersFrom,
      npsDetractorsUpTo: NPS.detractorsUpTo,
      topBoxPoints: TOP_BOX_POINTS,
      topTerms: TOP_TERMS,
    },
  };
}

export async function getQuality(
  db: Db,
  surveyId: string,
  query: { limit?: number; filter?: Schemas['QualityFilter'] },
): Promise<Schemas['QualityAnalytics']> {
  return qualityReport(db.kysely, surveyId, await readTally(db.kysely, surveyId), query);
}

export async function getFunnel(db: Db, surveyId: string, abandonAfterMinutes: number): Promise<Schemas['FunnelAnalytics']> {
  const { structure, tally } = await load(db, surveyId);
  return funnel(surveyId, structure, tally, abandonAfterMinutes);
}

export async function getFlow(db: Db, surveyId: string): Promise<Schemas['FlowAnalytics']> {
  const { structure, tally } = await load(db, surveyId);
  return flow(surveyId, structure, tally);
}

/**
 * `named(kind, name)` says why a `variable:<name>` or `hidden:<name>` dimension cannot be used (the survey defines no
 * such variable; declares no such hidden field, or a personal one), or null when it can.
 */
/**
 * `named` says why a dimension of values (a variable, a hidden field) is not the survey's, or null when it is: the
 * capability that owns the names answers (src/variables/dimensions.ts).
 */
export async function getCrossTabulation(
  db: Db,
  surveyId: string,
  rows: Schemas['CrossTabDimension'],
  cols: Schemas['CrossTabDimension'],
  named: (kind: Valued['kind'], name: string) => Promise<string | null>,
): Promise<Schemas['CrossTabulation']> {
  const tally = await readTally(db.kysely, surveyId);
  for (const [field, d, other] of [['rows', rows, cols] as const, ['cols', cols, rows] as const]) {
    if (d === 'arm' && (other === 'question_type' || valuedOf(other) !== null)) {
      throw invalidField('query', field, 'the arm is cross-tabulated with device, browser, geography, collector or itself (sessions)');
    }
  }
  for (const [field, d] of [['rows', rows] as const, ['cols', cols] as const]) {
    const valued = valuedOf(d);
    if (!valued) continue;
    const refused = await named(valued.kind, valued.name);
    if (refused) throw invalidField('query', field, refused);
    const other = field === 'rows' ? cols : rows;
    if (other === 'question_type' || (valuedOf(other) !== null && other !== d)) {
      throw invalidField(
        'query',
        field,
        `a ${VALUED_NAMES[valued.kind]} is cross-tabulated with device, browser, geography or collector (sessions), not with question_type, a variable, a hidden field or the language`,
      );
    }
    if (field === 'cols' && rows === cols) continue; // read once
    for (const r of await readGroup(db.kysely, surveyId, valued.group)) tally.add(r.grp, r.key, r.n);
  }
  return crossTabulation(surveyId, tally, rows, cols);
}

/** Everything the computed conclusions and the report read: the overview with every block, each question, the funnel. */
export interface Snapshot {
  overview: Schemas['SurveyAnalytics'];
  questions: Schemas['QuestionAnalytics'][];
  funnel: Schemas['FunnelAnalytics'];
  /** The questions analysed, with their configurations (what a comparison maps a measure and a group to). */
  questionnaire: Structure['analysed'];
  /** The quality safeguards the survey already has, so advice names only the missing ones. */
  safeguards: { attentionCheck: boolean; captchaScores: boolean };
  /** The languages the survey is offered in (ask compares by them). */
  languages: string[];
}

export async function getSnapshot(db: Db, surveyId: string, abandonAfterMinutes: number): Promise<Snapshot> {
  const { structure, tally } = await load(db, surveyId);
  for (const r of await readGroup(db.kysely, surveyId, G.language)) tally.add(r.grp, r.key, r.n);
  return {
    overview: overview(surveyId, tally, structure, ['devices', 'geography', 'quality', 'confidence', 'languages'], abandonAfterMinutes),
    questions: await perQuestion(db, surveyId, structure.analysed, tally),
    funnel: funnel(surveyId, structure, tally, abandonAfterMinutes),
    questionnaire: structure.analysed,
    safeguards: {
      attentionCheck: structure.analysed.some((q) => q.type === 'attention_check'),
      captchaScores: await hasCaptchaScores(db.kysely, surveyId),
    },
    languages: storedLocalization(
      (await db.kysely.selectFrom('surveys').select('localization').where('id', '=', surveyId).executeTakeFirst()) ?? { localization: '' },
    ).languages,
  };
}
