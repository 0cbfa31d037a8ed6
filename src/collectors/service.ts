// Collectors (docs/design/collectors.md): list and read (free), create, change and delete (feature namedCollectors, checked by the
// pipeline), and the rules a session must pass to start through one (admit, run under the survey's session lock so
// that concurrent starts cannot overshoot a response limit).
import type { Db } from '../database';
import type { CollectorRow, SurveyRow } from '../db/schema';
import type { Trx } from '../journal/journal';
import { nowIso } from '../db/values';
import { defaultCollectorRow } from './defaults';
import { ApiError, invalidField, notFound } from '../errors';
import type { Schemas } from '../contract';
import type { Config } from '../config';
import { byId, ownedPage, type PageRequest } from '../paginate';
import { hashPassword, passwordMatches } from './password';
import { PASSWORD_GUESSES, type GuessLimit } from './guesses';
import { serializedOrigins } from './origins';
import * as collectors from './repository';

/** What the collector operations use of the running services: the database, and the site their links are on. */
type Uses = { db: Db; config: Pick<Config, 'siteUrl'> };

/** Where a collector's hosted page lives: `{site}/s/{collectorId}`. */
export const collectorUrl = (siteUrl: string, id: string): string => `${siteUrl}/s/${id}`;

/** The snippet an embed collector's survey goes into a page with. */
export const embedCode = (siteUrl: string, row: Pick<CollectorRow, 'id' | 'name'>): string =>
  `<iframe src="${collectorUrl(siteUrl, row.id)}" title="${row.name.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`)}" ` +
  'style="width:100%;min-height:640px;border:0" loading="lazy"></iframe>';

export function toCollector(row: collectors.CollectorWithCount, siteUrl: string): Schemas['Collector'] {
  return {
    id: row.id,
    surveyId: row.survey_id,
    name: row.name,
    type: row.type,
    status: row.status,
    isDefault: row.is_default === 1,
    url: collectorUrl(siteUrl, row.id),
    ...(row.type === 'embed' ? { embedCode: embedCode(siteUrl, row) } : {}),
    lockedUntil: lockedUntil(row),
    settings: {
      closesAt: row.closes_at,
      responseLimit: row.response_limit,
      allowMultiplePerDevice: row.allow_multiple_per_device === 1,
      passwordProtected: row.password_hash !== null,
      redirectUrl: row.redirect_url,
      allowedOrigins: JSON.parse(row.allowed_origins) as string[],
    },
    responseCount: row.response_count,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function listCollectorPage({ db, config }: Uses, survey: SurveyRow, request: PageRequest) {
  const page = await ownedPage(
    db.kysely,
    { name: 'collectors', ownerId: survey.id, ...request },
    { fetch: collectors.listCollectors, count: collectors.countCollectors, keyOf: byId },
  );
  return { data: page.data.map((r) => toCollector(r, config.siteUrl)), pagination: page.pagination };
}

export async function collector({ db, config }: Uses, row: CollectorRow): Promise<Schemas['Collector']> {
  const found = await collectors.collectorWithCount(db.kysely, row.id);
  if (!found) throw notFound('Collector', row.id); // deleted by another request meanwhile
  return toCollector(found, config.siteUrl);
}

type SettingsInput = Schemas['CollectorSettingsInput'];

/** Applies the settings a request names (null clears one; an absent key keeps it). */
function applySettings(row: CollectorRow, settings: SettingsInput | undefined): void {
  if (!settings) return;
  if (settings.closesAt !== undefined) row.closes_at = settings.closesAt === null ? null : new Date(settings.closesAt).toISOString();
  if (settings.responseLimit !== undefined) row.response_limit = settings.responseLimit;
  if (settings.allowMultiplePerDevice !== undefined) row.allow_multiple_per_device = settings.allowMultiplePerDevice ? 1 : 0;
  if (settings.password !== undefined) row.password_hash = settings.password === null ? null : hashPassword(settings.password);
  if (settings.redirectUrl !== undefined) row.redirect_url = settings.redirectUrl;
  if (settings.allowedOrigins !== undefined) row.allowed_origins = JSON.stringify(serializedOrigins(settings.allowedOrigins));
}

export async function createCollector({ db, config }: Uses, survey: SurveyRow, body: Schemas['CreateCollectorRequest']) {
  const now = nowIso();
  const row: CollectorRow = {
    ...defaultCollectorRow(survey.id, survey.organization_id, now),
    name: body.name.trim(),
    type: body.type ?? 'link',
    is_default: 0,
  };
  if (!row.name) throw invalidField('body', 'name', 'must not be blank');
  applySettings(row, body.settings);
  await collectors.insertCollector(db.kysely, row);
  return toCollector({ ...row, response_count: 0 }, config.siteUrl);
}

export async function updateCollector(uses: Uses, current: CollectorRow, body: Schemas['UpdateCollectorRequest']) {
  const { db } = uses;
  const row: CollectorRow = { ...current, updated_at: nowIso() };
  if (body.name !== undefined) {
    row.name = body.name.trim();
    if (!row.name) throw invalidField('body', 'name', 'must not be blank');
  }
  if (body.status !== undefined) row.status = body.status;
  applySettings(row, body.settings);
  await db.kysely.transaction().execute(async (trx) => {
    await collectors.updateCollectorRow(trx, row);
    if (body.settings?.password !== undefined) await collectors.liftPasswordLock(trx, row); // a new password: guesses start afresh
    if (current.status === 'open' && row.status === 'closed') {
      const survey = { id: row.survey_id, organization_id: row.organization_id };
      const responseCount = await collectors.countCollectorSessions(trx, row);
      await db.journal.publish(trx, 'collector.closed', { survey, collectorId: row.id, reason: 'closed', responseCount });
    }
  });
  return collector(uses, row);
}

export async function deleteCollector(db: Db, row: CollectorRow): Promise<void> {
  if (row.is_default === 1) {
    throw new ApiError('collector_is_default', "A survey's default collector cannot be deleted; close it instead.");
  }
  await db.kysely.transaction().execute(async (trx) => {
    const responses = await collectors.countCollectorSessions(trx, row);
    if (responses > 0) {
      throw new ApiError('collector_has_responses', `The collector has ${responses} responses; close it instead of deleting it.`);
    }
    await collectors.deleteCollectorRow(trx, row.id);
  });
}

/** The collector a session starts through: the one named (of this survey, else 404), or the survey's default. */
export async function collectorForStart(db: Db, survey: SurveyRow, collectorId: string | undefined): Promise<CollectorRow> {
  const found = collectorId
    ? await collectors.collectorById(db.kysely, collectorId)
    : await collectors.defaultCollectorOf(db.kysely, survey.id);
  if (!found || found.survey_id !== survey.id) throw notFound('Collector', collectorId ?? `(default of survey ${survey.id})`);
  return found;
}

export interface Entrant {
  /** The keyed hash of the hosted page's device cookie, when the page sent one. */
  deviceKey: string | null;
  fingerprint: string | null;
}

/** Whether the collector is closed (by status or by its closing date). */
export const isClosed = (row: Pick<CollectorRow, 'status' | 'closes_at'>, now = Date.now()): boolean =>
  row.status === 'closed' || (row.closes_at !== null && Date.parse(row.closes_at) <= now);

/** Until when wrong passwords lock the link, while they do (the lock lapses by itself at that time). */
const lockedUntil = (row: Pick<CollectorRow, 'password_locked_until'>, now = Date.now()): string | null =>
  row.password_locked_until !== null && Date.parse(row.password_locked_until) > now ? row.password_locked_until : null;

/** The rules that need no count (docs/design/collectors.md): closed, and the password (checked before any lock is taken; wrong guesses
 * are limited by `guesses`, src/collectors/guesses.ts). The wrong guess that locks the link records the lock and tells the owner. */
export async function assertOpenTo(db: Db, row: CollectorRow, password: string | null, guesses: GuessLimit): Promise<void> {
  if (isClosed(row)) throw new ApiError('collector_closed', 'This link is closed and takes no more responses.');
  if (row.password_hash === null) return;
  if (!password) throw new ApiError('password_required', 'This survey is protected by a password: send it as `password`.');
  await guesses.before(row);
  if (!(await passwordMatches(password, row.password_hash))) {
    const locked = await guesses.wrong(row);
    if (locked) await recordLock(db, row, locked.lockedUntil);
    throw new ApiError('password_required', 'The password is not right.');
  }
}

async function recordLock(db: Db, row: CollectorRow, until: string): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    // Only under the epoch it was counted in: a lock the owner lifted meanwhile is not put back.
    const set = await collectors.setPasswordLock(trx, row, until);
    if (!set) return;
    const survey = { id: row.survey_id, organization_id: row.organization_id };
    await db.journal.publish(trx, 'collector.locked', {
      survey,
      collectorId: row.id,
      lockedUntil: until,
      wrongPasswords: PASSWORD_GUESSES.perLink,
    });
  });
}

/** Lifts the owner's link's password lock at once, for every process (its count starts afresh under a new epoch). */
export async function unlockCollector(uses: Uses, row: CollectorRow): Promise<Schemas['Collector']> {
  await collectors.liftPasswordLock(uses.db.kysely, row);
  return collector(uses, { ...row, password_locked_until: null });
}

/**
 * The rules that count (docs/design/collectors.md), checked inside the transaction that inserts the session, after the survey's lock: the
 * count of its sessions cannot move meanwhile, so exactly `responseLimit` sessions get in under any concurrency.
 */
export async function admit(trx: Trx, row: CollectorRow, who: Entrant): Promise<void> {
  if (isClosed(row)) throw new ApiError('collector_closed', 'This link is closed and takes no more responses.');
  if (row.response_limit !== null && (await collectors.countCollectorSessions(trx, row)) >= row.response_limit) {
    throw new ApiError('collector_full', 'This link has reached its response limit.');
  }
  const device = { key: who.deviceKey, fingerprint: who.fingerprint };
  if (row.allow_multiple_per_device === 0 && (await collectors.deviceResponded(trx, row.id, device))) {
    throw new ApiError('already_responded', 'A response from this device was already received through this link.');
  }
}
