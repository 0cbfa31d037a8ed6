// `fieldwork seed`: the demo survey (created live) and N demo sessions, inserted in batches with progress reports.
import type { Db } from '../database';
import { createSurvey, updateSurvey } from '../surveys/service';
import { createQuestion } from '../questions/service';
import { listQuestionRows, updateQuestionRow } from '../questions/repository';
import { findAnySurvey, findSurvey } from '../surveys/repository';
import { surveyOwner } from '../responses/repository';
import { saveSessions, writeSurveySessions } from '../responses/session-writer';
import { Questionnaire } from '../questionnaire/questionnaire';
import type { Schemas } from '../contract';
import type { SessionRow, SurveyRow } from '../db/schema';
import { createFolder, folderTree } from '../collections/folders/service';
import { fileSurvey, setSurveyTags } from '../surveys/filing';
import { createTag } from '../collections/tags/service';
import { tagNamed } from '../collections/tags/repository';
import { nameKey } from '../names';
import {
  DEMO_ARM_LEAN,
  DEMO_LANGUAGE_WEIGHTS,
  DEMO_FOLDER,
  DEMO_HIDDEN_FIELDS,
  DEMO_QUESTIONS,
  DEMO_TAG,
  DEMO_THEME,
  DEMO_TITLE,
  demoArms,
  demoHidden,
  demoVariables,
} from './demo-survey';
import { declaredFields, putHiddenFields } from '../hidden-fields/declared';
import { storedLocalization } from '../localization/stored';
import { putLocalization } from '../localization/service';
import { patchTranslations } from '../localization/translations';
import { DEMO_LANGUAGES, demoArmTranslations, demoTranslations } from './demo-translations';
import { putSurveyTheme } from '../theme/service';
import { toJson } from '../db/values';
import { createArm } from '../calibration/service';
import { activeArms } from '../calibration/repository';
import { demoSession } from './generate';
import { Random } from './random';
import { listCollectors } from '../collectors/repository';
import { createCollector } from '../collectors/service';
import { createVariable } from '../variables/service';
import { findOrganization, organizationHasFeature } from '../auth/organizations';

/** Sessions generated and inserted per transaction. */
export const SEED_BATCH = 2000;

/** Replaces `@key` references in logic with the ids the questions were given. */
function resolveKeys(value: unknown, ids: Map<string, string>): unknown {
  if (typeof value === 'string' && value.startsWith('@')) return ids.get(value.slice(1)) ?? value;
  if (Array.isArray(value)) return value.map((v) => resolveKeys(v, ids));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveKeys(v, ids)]));
  return value;
}

/** The demo's privacy notice: the project's own page on how a survey's answers are kept (served by the service). */
const DEMO_PRIVACY_NOTICE = 'https://fieldwork.example/privacy';

export async function createDemoSurvey(db: Db, organizationId: string): Promise<string> {
  const survey = await createSurvey(db, organizationId, {
    title: DEMO_TITLE,
    description: 'Demo data from `fieldwork seed`: how people experience Fieldwork Notes.',
    messages: {
      thankYou: 'Thank you for your time!',
      screenedOut: 'Thank you! This survey is for adults only.',
      quotaFull: 'Thank you! We have heard from enough people on your plan.',
      askedBy: 'the Fieldwork Notes research team',
    },
    privacyNoticeUrl: DEMO_PRIVACY_NOTICE,
  });
  const ids = new Map<string, string>();
  // Create without logic first (logic may name later questions), then add the logic once every id exists.
  for (const q of DEMO_QUESTIONS) {
    const { logic: _logic, ...config } = q.config ?? {};
    const created = await createQuestion(db, survey.id, {
      type: q.type,
      title: q.title,
      required: q.required ?? true,
      config,
    } as Schemas['CreateQuestionRequest']);
    ids.set(q.key, created.id);
  }
  for (const q of DEMO_QUESTIONS) {
    if (!q.config?.logic) continue;
    const row = (await listQuestionRows(db.kysely, survey.id)).find((r) => r.id === ids.get(q.key));
    if (!row) continue;
    const config = { ...JSON.parse(row.config), logic: resolveKeys(q.config.logic, ids) };
    await updateQuestionRow(db.kysely, row.id, { config: JSON.stringify(config) });
  }
  const current = await findSurvey(db.kysely, organizationId, survey.id);
  if (current) {
    await putHiddenFields(db, current, { fields: DEMO_HIDDEN_FIELDS }); // before the variables that read them
    await putSurveyTheme(db, current, DEMO_THEME);
    // Offered in English, German and Arabic (translated before it goes live, so its first version has them).
    await putLocalization(db, current, { defaultLanguage: 'en', languages: DEMO_LANGUAGES });
    const offered = (await findSurvey(db.kysely, organizationId, survey.id)) ?? current;
    for (const [tag, texts] of Object.entries(demoTranslations(ids))) await patchTranslations(db, offered, tag, { texts });
    await updateSurvey(db, current, { status: 'live' });
    await organizeDemo(db, current);
    const org = await findOrganization(db, organizationId);
    const unlinked = { db, config: { siteUrl: '' } }; // the seed reads no link back
    // A named link whose own site (a local page, as in docs/tour/collectors.md) may call the respondent API from a browser.
    if (org && organizationHasFeature(org, 'namedCollectors')) {
      await createCollector(unlinked, current, { name: 'Newsletter', settings: { allowedOrigins: ['http://localhost:8080'] } });
    }
    // Where the plan mails invitations, an email collector to send the demo panel its personal links.
    if (org && organizationHasFeature(org, 'emailDistribution')) {
      await createCollector(unlinked, current, { name: 'Demo invitations', type: 'email' });
    }
    // Where the plan has calculated fields, the variables the README cross-tabulates (computed as sessions arrive).
    if (org && organizationHasFeature(org, 'calculatedFields')) {
      for (const v of demoVariables(ids)) await createVariable(db, current, v, 0);
    }
    // Where the plan has variant testing, a two-arm wording trial (the README reads its status).
    if (org && organizationHasFeature(org, 'variantTesting')) {
      const arms = [];
      for (const arm of demoArms(ids)) arms.push(await createArm(db, current, arm));
      // Each arm's rewording in the demo's other languages, so a German or Arabic session can be given it.
      for (const [tag, texts] of Object.entries(demoArmTranslations(ids, arms))) await patchTranslations(db, offered, tag, { texts });
    }
  }
  return survey.id;
}

/** Files the demo survey in the folder "Demo" with the tag "demo" (both made on the first seed, reused after). */
async function organizeDemo(db: Db, survey: SurveyRow): Promise<void> {
  const orgId = survey.organization_id;
  const folders = (await folderTree(db, orgId)).folders;
  const folder = folders.find((f) => nameKey(f.name) === nameKey(DEMO_FOLDER)) ?? (await createFolder(db, orgId, { name: DEMO_FOLDER }));
  await fileSurvey(db, survey, folder.id);
  const tag = (await tagNamed(db.kysely, orgId, nameKey(DEMO_TAG.name))) ?? (await createTag(db, orgId, DEMO_TAG));
  await setSurveyTags(db, survey, [tag.id]);
}

export interface SeedOptions {
  responses: number;
  seed?: number;
  now?: number;
  onProgress?: (done: number) => void;
}

/** The demo traffic by collector: the default link, and a named "Newsletter" link where the plan has them (the email
 * collector's sessions come from real invitations only). */
async function demoTraffic(db: Db, surveyId: string): Promise<[string, number][]> {
  const all = await listCollectors(db.kysely, surveyId, { after: null, offset: 0, limit: 10 });
  return all.filter((c) => c.type === 'link').map((c): [string, number] => [c.id, c.is_default ? 7 : 5]);
}

/** The arm of a demo session: the last (plain) arm more often for completions (DEMO_ARM_LEAN), the rest evenly. */
function demoArm(arms: string[], row: SessionRow, rnd: Random): string {
  if (arms.length === 1) return arms[0];
  const completed = row.status === 'completed' && row.end_reason === null;
  return rnd.chance(completed ? DEMO_ARM_LEAN.completed : DEMO_ARM_LEAN.other) ? arms[arms.length - 1] : rnd.pick(arms.slice(0, -1));
}

/** Inserts `responses` demo sessions into an existing survey (its questions decide the paths). */
export async function seedSessions(db: Db, surveyId: string, questionnaireVersion: number, options: SeedOptions): Promise<number> {
  const stored = storedLocalization((await findAnySurvey(db.kysely, surveyId)) ?? { localization: '' });
  const ctx = {
    surveyId,
    questionnaireVersion,
    language: stored.defaultLanguage,
    questionnaire: new Questionnaire(await listQuestionRows(db.kysely, surveyId)),
    now: options.now ?? Date.now(),
    collectors: await demoTraffic(db, surveyId),
  };
  const survey = await surveyOwner(db.kysely, surveyId);
  const rnd = new Random(options.seed ?? 42);
  // The arms draw from their own stream, so a survey with a trial gets the same sessions as one without.
  const arms = (await activeArms(db.kysely, surveyId)).map((a) => a.id);
  const armRnd = new Random((options.seed ?? 42) + 1);
  // Hidden field values likewise, where the survey declares the demo's fields.
  const declared = new Set(declaredFields((await findAnySurvey(db.kysely, surveyId)) ?? { hidden_fields: '[]' }).map((f) => f.name));
  const hiddenRnd = DEMO_HIDDEN_FIELDS.every((f) => declared.has(f.name)) ? new Random((options.seed ?? 42) + 2) : null;
  // Languages too, where the survey has more than one: its default most (DEMO_LANGUAGE_WEIGHTS).
  const languages = stored.languages.map((t): [string, number] => [
    t,
    t === stored.defaultLanguage ? DEMO_LANGUAGE_WEIGHTS.default : DEMO_LANGUAGE_WEIGHTS.other,
  ]);
  const languageRnd = languages.length > 1 ? new Random((options.seed ?? 42) + 3) : null;
  let previous: SessionRow | null = null;
  let done = 0;
  while (done < options.responses) {
    const batch: SessionRow[] = [];
    for (let i = 0; i < Math.min(SEED_BATCH, options.responses - done); i++) {
      const row = demoSession(ctx, rnd, previous);
      if (arms.length) row.arm_id = demoArm(arms, row, armRnd);
      if (hiddenRnd) row.hidden = toJson(demoHidden(hiddenRnd));
      if (languageRnd) row.language = languageRnd.weighted(languages);
      batch.push(row);
      if (rnd.chance(0.1)) previous = row;
    }
    await writeSurveySessions(db, surveyId, async ({ trx, questionnaire }) => {
      await saveSessions(db, trx, 'session.imported', {
        survey,
        questionnaire,
        changes: batch.map((after) => ({ before: null, after })),
      });
    });
    done += batch.length;
    options.onProgress?.(done);
  }
  return done;
}
