// Delivers the email outbox (docs/design/email.md). Any server process leases a batch of due recipients (a lease runs out on its own
// when a process dies, and another sends what it held), sends them at EMAIL_RATE_PER_SECOND, and settles each:
// sent; suppressed (the address was suppressed or the contact unsubscribed since the send was made); bounced (a
// permanent 5xx: the address is suppressed); queued again with backoff (a temporary failure); failed (retries spent).
// A send with nothing left queued finishes and publishes `email.send_finished`.
import type { Db } from '../database';
import type { Config } from '../config';
import type { Logger } from '../log';
import type { EmailRecipientRow, EmailSendRow } from '../db/schema';
import { nowIso } from '../db/values';
import { unseal } from '../auth/seal';
import { findContact, suppressionByHash } from '../contacts/repository';
import { suppress } from '../contacts/suppressions';
import { mintContactToken } from '../contacts/tokens';
import { collectorUrl } from '../collectors/service';
import { invitation } from './message';
import { mintUnsubscribeToken, unsubscribeUrl } from './unsubscribe';
import { MailRefused, smtpTransport, type Dkim, type MailTransport } from './transport';
import { NO_MAIL_SERVER, publishFinished } from './service';
import { emailSignal } from './signal';
import { EMAIL } from './thresholds';
import { OutboxWorker } from '../outbox-worker';
import * as email from './repository';

export interface EmailDispatcherOptions {
  transport?: MailTransport;
  now?: () => number;
}

const iso = (ms: number): string => new Date(ms).toISOString();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class EmailDispatcher extends OutboxWorker {
  private transport: MailTransport | null;
  private ticking: Promise<number> | null = null;

  constructor(
    private readonly services: { db: Db; config: Config; log: Logger },
    options: EmailDispatcherOptions = {},
  ) {
    super({
      what: 'email',
      log: services.log,
      pollMs: services.config.emailPollMs,
      signal: emailSignal,
      event: 'queued',
      now: options.now,
    });
    this.transport = options.transport ?? (services.config.smtpUrl ? smtpTransport(services.config.smtpUrl) : null);
  }

  /** Stops polling, lets the message in flight finish, and gives back what this process leased. */
  async stop(): Promise<void> {
    this.stopPolling();
    await this.ticking?.catch(() => 0);
    await email.releaseLeases(this.services.db.kysely, this.owner);
    this.transport?.close();
  }

  /** One round: lease due messages, send them, finish the sends left with nothing queued. Answers how many it settled. */
  tick(): Promise<number> {
    if (this.ticking) return this.ticking;
    this.ticking = this.round().finally(() => {
      this.ticking = null;
    });
    return this.ticking;
  }

  /** Rounds until nothing is due (tests and the benchmark). */
  async drain(): Promise<number> {
    let total = 0;
    for (let n = await this.tick(); n > 0; n = await this.tick()) total += n;
    return total;
  }

  private async round(): Promise<number> {
    const { db, config } = this.services;
    const now = this.now();
    const due = await email.leaseDue(db.kysely, this.owner, iso(now), iso(now + EMAIL.leaseSeconds * 1000), EMAIL.leaseBatch);
    // As many conversations at once as the SMTP pool keeps connections, their starts spaced to the rate.
    const gap = 1000 / Math.max(0.001, config.emailRatePerSecond);
    const sends = new Map<string, Promise<EmailSendRow | undefined>>();
    let next = 0;
    let slot = Date.now();
    let settled = 0;
    const worker = async () => {
      for (let i = next++; i < due.length && !this.stopping; i = next++) {
        const r = due[i];
        const start = Math.max(Date.now(), slot);
        slot = start + gap;
        if (start > Date.now()) await sleep(start - Date.now());
        if (!sends.has(r.send_id)) sends.set(r.send_id, email.sendById(db.kysely, r.send_id));
        const send = await sends.get(r.send_id);
        if (send) await this.deliver(send, r);
        settled += 1;
      }
    };
    await Promise.all(Array.from({ length: EMAIL.smtpConnections }, worker));
    await this.finishSends();
    return settled;
  }

  private async deliver(send: EmailSendRow, r: EmailRecipientRow): Promise<void> {
    const { db, config } = this.services;
    const settle = (set: Partial<EmailRecipientRow>) => email.settleRecipient(db.kysely, r.id, this.owner, set);
    const contact = r.contact_id ? await findContact(db.kysely, send.organization_id, r.contact_id) : undefined;
    if (!contact) return void (await settle({ status: 'failed', last_error: 'The contact was erased.' }));
    if (contact.unsubscribed || (await suppressionByHash(db.kysely, send.organization_id, contact.email_hash))) {
      return void (await settle({ status: 'suppressed' }));
    }
    if (!this.transport) return void (await settle({ status: 'failed', last_error: NO_MAIL_SERVER }));
    if (send.status === 'scheduled') await email.moveSend(db.kysely, send.id, 'scheduled', { status: 'sending', started_at: nowIso() });
    const to = unseal(config.secretKey, 'contact-data', contact.email_sealed);
    const open = (v: string | null) => (v === null ? null : unseal(config.secretKey, 'contact-data', v));
    const { from, dkim } = await this.sender(send.organization_id);
    const message = invitation({
      from,
      to,
      subject: send.subject,
      body: send.body,
      fill: {
        firstName: open(contact.first_name_sealed),
        lastName: open(contact.last_name_sealed),
        link: `${collectorUrl(config.siteUrl, send.collector_id)}?t=${mintContactToken(config.secretKey, { surveyId: send.survey_id, contactId: contact.id })}`,
        unsubscribeLink: unsubscribeUrl(config.siteUrl, mintUnsubscribeToken(config.secretKey, send.organization_id, contact.id)),
      },
    });
    const attempts = r.attempts + 1;
    try {
      await this.transport.send(message, dkim);
      await settle({ status: 'sent', attempts, sent_at: nowIso(), last_error: null });
    } catch (error) {
      const refused = error instanceof MailRefused ? error : new MailRefused(null, String(error));
      if (refused.permanent) {
        await settle({ status: 'bounced', attempts, last_error: refused.message });
        await suppress(db, config.secretKey, send.organization_id, { email: to, reason: 'bounced' });
        return;
      }
      const delay = EMAIL.retryDelaysSeconds[r.attempts];
      if (delay === undefined) return void (await settle({ status: 'failed', attempts, last_error: refused.message }));
      await settle({ attempts, last_error: refused.message, next_attempt_at: iso(this.now() + delay * 1000) });
    }
  }

  /** The organisation's verified domain signs and sends; otherwise the service's sender. */
  private async sender(organizationId: string): Promise<{ from: string; dkim: Dkim | null }> {
    const { db, config } = this.services;
    const domain = await email.verifiedDomain(db.kysely, organizationId);
    if (!domain) return { from: config.emailFrom, dkim: null };
    const privateKey = unseal(config.secretKey, 'dkim-key', domain.dkim_private_sealed);
    return {
      from: `Fieldwork <surveys@${domain.domain}>`,
      dkim: { domainName: domain.domain, keySelector: domain.dkim_selector, privateKey },
    };
  }

  private async finishSends(): Promise<void> {
    const { db } = this.services;
    for (const s of await email.finishedSends(db.kysely, iso(this.now()))) {
      await db.kysely.transaction().execute(async (trx) => {
        const counts = await email.recipientCounts(trx, [s.id]);
        const n = counts.get(s.id) ?? {};
        const undelivered = (n.bounced ?? 0) + (n.failed ?? 0);
        const failed = (n.sent ?? 0) === 0 && undelivered > 0;
        const row: EmailSendRow = {
          ...s,
          status: failed ? 'failed' : 'sent',
          reason: failed ? 'No message could be delivered: see the recipients.' : null,
          started_at: s.started_at ?? nowIso(),
          finished_at: nowIso(),
        };
        // Only the process that moves the send publishes the event.
        if (
          await email.moveSend(trx, s.id, s.status, {
            status: row.status,
            reason: row.reason,
            started_at: row.started_at,
            finished_at: row.finished_at,
          })
        ) {
          await publishFinished(db, trx, row);
        }
      });
    }
  }
}
