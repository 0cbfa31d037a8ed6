// Email sends (docs/design/email.md): an email collector mails a contact list its personal links. The send and one recipient row per
// member are written at once (the outbox the dispatcher works through); members already suppressed or unsubscribed
// are recorded as `suppressed` and never mailed. Without a mail server the send is recorded as failed, saying why.
import type { Db } from '../database';
import type { CollectorRow, EmailRecipientRow, EmailSendRow, SendingDomainRow } from '../db/schema';
import type { Config } from '../config';
import type { Trx } from '../journal/journal';
import { nowIso } from '../db/values';
import { newId } from '../ids';
import { ApiError, invalidField, notFound } from '../errors';
import type { Schemas } from '../contract';
import { ownedPage, paginate, type ListQuery } from '../paginate';
import { unseal } from '../auth/seal';
import { findContactList, suppressedHashes } from '../contacts/repository';
import { isClosed } from '../collectors/service';
import { collectorById } from '../collectors/repository';
import { findSurvey } from '../surveys/repository';
import { hasLinkPlaceholder, maskEmail } from './message';
import { emailSignal } from './signal';
import { EMAIL } from './thresholds';
import * as email from './repository';

export const NO_MAIL_SERVER = 'No mail server is configured (SMTP_URL is not set), so nothing was sent.';

const COUNTED: readonly Schemas['EmailRecipientStatus'][] = ['queued', 'sent', 'suppressed', 'bounced', 'failed'];

export async function countsOf(db: Db['kysely'], rows: readonly EmailSendRow[]): Promise<Map<string, Schemas['EmailSendCounts']>> {
  const byStatus = await email.recipientCounts(
    db,
    rows.map((r) => r.id),
  );
  const out = new Map<string, Schemas['EmailSendCounts']>();
  for (const row of rows) {
    const n = byStatus.get(row.id) ?? {};
    const sessions = await email.sessionCounts(db, row);
    const counts = Object.fromEntries(COUNTED.map((s) => [s, n[s] ?? 0])) as Record<(typeof COUNTED)[number], number>;
    out.set(row.id, { recipients: COUNTED.reduce((sum, s) => sum + counts[s], 0), ...counts, ...sessions });
  }
  return out;
}

export const toSend = (row: EmailSendRow, counts: Schemas['EmailSendCounts']): Schemas['EmailSend'] => ({
  id: row.id,
  surveyId: row.survey_id,
  collectorId: row.collector_id,
  listId: row.list_id,
  subject: row.subject,
  status: row.status,
  reason: row.reason,
  scheduledAt: row.scheduled_at,
  startedAt: row.started_at,
  finishedAt: row.finished_at,
  createdAt: row.created_at,
  counts,
});

export async function send(db: Db, row: EmailSendRow): Promise<Schemas['EmailSend']> {
  const counts = (await countsOf(db.kysely, [row])).get(row.id) as Schemas['EmailSendCounts'];
  return toSend(row, counts);
}

export type SendListQuery = ListQuery & { surveyId?: string; collectorId?: string; status?: Schemas['EmailSendStatus'] };

export async function listSendPage(db: Db, organizationId: string, query: SendListQuery, given: ReadonlySet<string>, secret: string) {
  if (query.surveyId && !(await findSurvey(db.kysely, organizationId, query.surveyId))) throw notFound('Survey', query.surveyId);
  if (query.collectorId && (await collectorById(db.kysely, query.collectorId))?.organization_id !== organizationId)
    throw notFound('Collector', query.collectorId);
  const page = await paginate({
    list: `email-sends:${organizationId}`,
    query,
    given,
    secret,
    filters: { surveyId: query.surveyId ?? null, collectorId: query.collectorId ?? null, status: query.status ?? null },
    toFilter: (f): email.SendFilter => ({
      organizationId,
      surveyId: f.surveyId ?? undefined,
      collectorId: f.collectorId ?? undefined,
      status: (f.status ?? undefined) as Schemas['EmailSendStatus'] | undefined,
    }),
    fetch: (f, w) => email.listSends(db.kysely, f, w),
    count: (f) => email.countSends(db.kysely, f),
  });
  const counts = await countsOf(db.kysely, page.data);
  return { data: page.data.map((r) => toSend(r, counts.get(r.id) as Schemas['EmailSendCounts'])), pagination: page.pagination };
}

const toRecipient = (r: EmailRecipientRow): Schemas['EmailRecipient'] => ({
  id: r.id,
  contactId: r.contact_id,
  email: r.masked_email,
  status: r.status,
  attempts: r.attempts,
  lastError: r.last_error,
  sentAt: r.sent_at,
});

export async function listRecipientPage(db: Db, row: EmailSendRow, query: ListQuery, given: ReadonlySet<string>, secret: string) {
  const page = await ownedPage(
    db.kysely,
    { name: 'email-recipients', ownerId: row.id, query, given, secret },
    { fetch: email.listRecipients, count: email.countRecipients },
  );
  return { data: page.data.map(toRecipient), pagination: page.pagination };
}

/** The recipients of a send: each member of the list, `suppressed` when the address is suppressed or unsubscribed. */
async function writeRecipients(trx: Trx, secretKey: string, row: EmailSendRow, listId: string, mailable: boolean): Promise<number> {
  let total = 0;
  for (let after = ''; ;) {
    const members = await email.membersAfter(trx, listId, after, EMAIL.insertChunk);
    if (!members.length) return total;
    const suppressed = await suppressedHashes(
      trx,
      row.organization_id,
      members.map((m) => m.email_hash),
    );
    await email.insertRecipients(
      trx,
      members.map((m) => ({
        id: newId(),
        send_id: row.id,
        contact_id: m.id,
        masked_email: maskEmail(unseal(secretKey, 'contact-data', m.email_sealed)),
        status: m.unsubscribed || suppressed.has(m.email_hash) ? 'suppressed' : mailable ? 'queued' : 'failed',
        attempts: 0,
        next_attempt_at: row.scheduled_at,
        lease_owner: null,
        lease_until: null,
        last_error: mailable ? null : NO_MAIL_SERVER,
        sent_at: null,
      })),
    );
    total += members.length;
    after = members[members.length - 1].id;
  }
}

export async function createSend(db: Db, config: Config, collector: CollectorRow, body: Schemas['CreateEmailSendRequest']) {
  if (collector.type !== 'email') {
    throw new ApiError('not_an_email_collector', `Only an email collector sends invitations; this one is a ${collector.type}.`);
  }
  if (isClosed(collector)) throw new ApiError('collector_closed', 'This collector is closed; reopen it to send.');
  if (!hasLinkPlaceholder(body.body)) throw invalidField('body', 'body', 'must contain {{link}}, the personal link to the survey');
  const list = await findContactList(db.kysely, collector.organization_id, body.listId);
  if (!list) throw invalidField('body', 'listId', 'is not a contact list of this organisation');
  const now = nowIso();
  const scheduledAt = body.scheduledAt && new Date(body.scheduledAt).toISOString() > now ? new Date(body.scheduledAt).toISOString() : now;
  const mailable = config.smtpUrl !== undefined;
  const row: EmailSendRow = {
    id: newId(),
    organization_id: collector.organization_id,
    survey_id: collector.survey_id,
    collector_id: collector.id,
    list_id: list.id,
    subject: body.subject,
    body: body.body,
    status: !mailable ? 'failed' : scheduledAt > now ? 'scheduled' : 'sending',
    reason: mailable ? null : NO_MAIL_SERVER,
    scheduled_at: scheduledAt,
    started_at: mailable && scheduledAt <= now ? now : null,
    finished_at: mailable ? null : now,
    created_at: now,
  };
  await db.kysely.transaction().execute(async (trx) => {
    await email.insertSend(trx, row);
    await writeRecipients(trx, config.secretKey, row, list.id, mailable);
    if (!mailable) await publishFinished(db, trx, row);
  });
  if (mailable) emailSignal.emit('queued');
  return send(db, row);
}

/** `email.send_finished` for the webhooks, in the transaction that finished the send. */
export async function publishFinished(db: Db, trx: Trx, row: EmailSendRow): Promise<void> {
  const counts = (await countsOf(trx, [row])).get(row.id) as Schemas['EmailSendCounts'];
  await db.journal.publish(trx, 'email.send_finished', {
    survey: { id: row.survey_id, organization_id: row.organization_id },
    sendId: row.id,
    collectorId: row.collector_id,
    status: row.status,
    counts,
  });
}

export async function listDomainPage(db: Db, organizationId: string, query: ListQuery, given: ReadonlySet<string>, secret: string) {
  const page = await paginate({
    list: `email-domains:${organizationId}`,
    query,
    given,
    secret,
    filters: {},
    toFilter: () => organizationId,
    fetch: (org, w) => email.listDomains(db.kysely, org, w),
    count: (org) => email.countDomains(db.kysely, org),
  });
  return { data: page.data.map(toDomain), pagination: page.pagination };
}

export const toDomain = (row: SendingDomainRow): Schemas['SendingDomain'] => ({
  id: row.id,
  domain: row.domain,
  status: row.status,
  records: JSON.parse(row.records) as Schemas['DnsRecord'][],
  lastCheckedAt: row.last_checked_at,
  createdAt: row.created_at,
});

export async function sendOf(db: Db, organizationId: string, id: string): Promise<EmailSendRow> {
  const found = await email.findSend(db.kysely, organizationId, id);
  if (!found) throw notFound('Send', id);
  return found;
}
