// Email distribution (docs/design/email.md) over real SMTP: a server inside the test process (smtp-server) receives what the outbox
// sends. Each invitation names its recipient and carries a working personal link and RFC 8058 unsubscribe headers;
// suppressed and unsubscribed members are skipped; 451 then 250 delivers once; 550 bounces and suppresses; two
// dispatchers on one database send each message once; one-click unsubscribe; no mail server; sending domains.
import crypto from 'node:crypto';
import { useService, startTestService } from '../helpers/service';
import { startSmtp, type TestSmtp } from '../../harness/smtp';
import { buildSurvey } from '../helpers/surveys';
import { openServiceDb } from '../../src/compose';
import { EmailDispatcher } from '../../src/email/dispatcher';
import { addDomain, verifyDomain } from '../../src/email/domains';
import { createLogger } from '../../src/log';

let smtp: TestSmtp;
const env: Record<string, string> = { EMAIL_POLL_MS: '0', EMAIL_RATE_PER_SECOND: '1000' };
beforeAll(async () => {
  smtp = await startSmtp();
  env.SMTP_URL = smtp.url;
});
afterAll(() => smtp.close());
const file = useService(env);
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

const unique = () => crypto.randomBytes(4).toString('hex');
/** A header of a raw message, its folded lines joined. */
const header = (raw: string, name: string): string => {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
};

/** A live survey with an email collector, and a list of the given contacts (created, or unsubscribed / suppressed). */
async function setup(people: { name: string; unsubscribed?: boolean; suppressed?: boolean }[]) {
  const s = await buildSurvey(file.api, [{ key: 'q', type: 'short_text' }]);
  const collector = (await file.api.post(`/api/v1/surveys/${s.id}/collectors`, { name: 'Invitations', type: 'email' })).body;
  const list = (await file.api.post('/api/v1/contact-lists', { name: `Panel ${unique()}` })).body;
  const contacts: Record<string, { id: string; email: string }> = {};
  for (const p of people) {
    const address = `${p.name.toLowerCase()}.${unique()}@example.com`;
    const made = await file.api.post('/api/v1/contacts', { email: address, firstName: p.name, lastName: 'Tester' });
    expect(made.status).toBe(201);
    if (p.unsubscribed) await file.api.patch(`/api/v1/contacts/${made.body.id}`, { unsubscribed: true });
    if (p.suppressed) await file.api.post('/api/v1/suppressions', { email: address });
    contacts[p.name] = { id: made.body.id, email: address };
  }
  await file.api.post(`/api/v1/contact-lists/${list.id}/members`, { contactIds: Object.values(contacts).map((c) => c.id) });
  return { survey: s, collector, list, contacts };
}

const BODY = 'Hi {{firstName}},\n\nWould you answer two questions? {{link}}\n\n<b>Not</b> interested? {{unsubscribeLink}}';
const createSend = (collectorId: string, listId: string, extra: object = {}) =>
  file.api.post(`/api/v1/collectors/${collectorId}/sends`, { listId, subject: 'Two minutes for us?', body: BODY, ...extra });
const drain = () => file.svc.running.services.email.drain();
const messagesTo = (address: string) => smtp.received.filter((m) => m.to === address);

it('mails each member a personal message; suppressed and unsubscribed members are skipped and counted', async () => {
  await file.svc.running.services.db.kysely.deleteFrom('webhooks').where('organization_id', '=', file.orgId).execute();
  await file.api.post('/api/v1/webhooks', { url: 'https://93.184.216.34/hooks/email', events: ['email.send_finished'] });
  const { survey, collector, list, contacts } = await setup([
    { name: 'Ada' },
    { name: 'Bob' },
    { name: 'Cy', unsubscribed: true },
    { name: 'Dee', suppressed: true },
  ]);
  const accepted = await createSend(collector.id, list.id);
  expect(accepted.status).toBe(202);
  expect(accepted.headers.get('location')).toBe(`/api/v1/email/sends/${accepted.body.id}`);
  expect(accepted.body).toMatchObject({ status: 'sending', counts: { recipients: 4, queued: 2, suppressed: 2, sent: 0 } });
  await drain();
  expect(messagesTo(contacts.Cy.email)).toEqual([]);
  expect(messagesTo(contacts.Dee.email)).toEqual([]);
  const [toAda] = messagesTo(contacts.Ada.email);
  expect(messagesTo(contacts.Bob.email)).toHaveLength(1);
  expect(toAda.parsed.subject).toBe('Two minutes for us?');
  expect(toAda.parsed.text).toContain('Hi Ada,');
  // The HTML part is the text, escaped, with its links clickable.
  expect(toAda.parsed.html).toContain('&lt;b&gt;Not&lt;/b&gt; interested?');
  expect(toAda.parsed.html).not.toContain('<b>Not</b>');
  const link = /http:\/\/localhost:3000\/s\/[0-9a-f-]{36}\?t=[\w.-]+/.exec(toAda.parsed.text ?? '')?.[0] as string;
  expect(link).toContain(`/s/${collector.id}?t=`);
  expect(toAda.parsed.html).toContain(`<a href="${link}">`);
  const unsubscribeLink = /http:\/\/localhost:3000\/u\/[\w.-]+/.exec(toAda.parsed.text ?? '')?.[0] as string;
  expect(header(toAda.raw, 'List-Unsubscribe')).toBe(`<${unsubscribeLink}>`);
  expect(header(toAda.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

  // Following the personal link starts a session that carries the contact.
  const t = new URL(link).searchParams.get('t') as string;
  const started = await file.svc.anonymous.request('POST', `/s/${collector.id}`, {
    rawBody: `action=start&t=${encodeURIComponent(t)}`,
    headers: FORM,
    redirect: 'manual',
  });
  expect(started.status).toBe(303);
  const responses = (await file.api.get(`/api/v1/surveys/${survey.id}/responses`)).body.data;
  expect(responses.map((r: { contactId: string }) => r.contactId)).toEqual([contacts.Ada.id]);

  const done = (await file.api.get(`/api/v1/email/sends/${accepted.body.id}`)).body;
  expect(done).toMatchObject({
    status: 'sent',
    counts: { recipients: 4, queued: 0, sent: 2, suppressed: 2, bounced: 0, failed: 0, started: 1, completed: 0 },
  });
  expect(done.finishedAt).not.toBeNull();
  const recipients = (await file.api.get(`/api/v1/email/sends/${accepted.body.id}/recipients`)).body.data;
  expect(recipients.map((r: { email: string; status: string }) => `${r.email} ${r.status}`).sort()).toEqual(
    ['a***@example.com sent', 'b***@example.com sent', 'c***@example.com suppressed', 'd***@example.com suppressed'].sort(),
  );
  const events = await file.svc.running.services.db.kysely
    .selectFrom('events')
    .select('payload')
    .where('organization_id', '=', file.orgId)
    .where('type', '=', 'email.send_finished')
    .execute();
  expect(events.map((e) => JSON.parse(e.payload).data)).toContainEqual(
    expect.objectContaining({ sendId: accepted.body.id, status: 'sent', counts: expect.objectContaining({ sent: 2, suppressed: 2 }) }),
  );
  const listed = await file.api.get('/api/v1/email/sends', { query: { surveyId: survey.id, status: 'sent' } });
  expect(listed.body.data.map((x: { id: string }) => x.id)).toEqual([accepted.body.id]);
});

it('retries a temporary refusal (451, then 250) and delivers once; a permanent one (550) bounces and suppresses the address', async () => {
  const { collector, list, contacts } = await setup([{ name: 'Tem' }, { name: 'Bad' }]);
  smtp.script.set(contacts.Tem.email, [451]);
  smtp.script.set(contacts.Bad.email, [550]);
  const { db, config, log } = file.svc.running.services;
  const send = (await createSend(collector.id, list.id)).body;
  let clock = Date.now() + 1000; // a clock the test moves: the retry comes due when it says so
  const dispatcher = new EmailDispatcher({ db, config, log }, { now: () => clock });
  await dispatcher.drain();
  expect(messagesTo(contacts.Tem.email)).toEqual([]);
  let state = (await file.api.get(`/api/v1/email/sends/${send.id}`)).body;
  expect(state).toMatchObject({ status: 'sending', counts: { queued: 1, bounced: 1 } });
  const recipients = (await file.api.get(`/api/v1/email/sends/${send.id}/recipients`)).body.data;
  expect(recipients.find((r: { status: string }) => r.status === 'bounced').lastError).toContain('550');
  clock += 31_000; // past the first retry delay
  await dispatcher.drain();
  await dispatcher.drain();
  expect(messagesTo(contacts.Tem.email)).toHaveLength(1);
  state = (await file.api.get(`/api/v1/email/sends/${send.id}`)).body;
  expect(state).toMatchObject({ status: 'sent', counts: { sent: 1, bounced: 1, queued: 0 } });
  const suppressions = (await file.api.get('/api/v1/suppressions', { query: { pageSize: 100 } })).body.data;
  expect(suppressions).toContainEqual(expect.objectContaining({ email: contacts.Bad.email, reason: 'bounced' }));
  await dispatcher.stop();
});

it('two dispatchers sharing one database send each of 40 messages exactly once', async () => {
  const people = Array.from({ length: 40 }, (_, i) => ({ name: `P${i}` }));
  const { collector, list, contacts } = await setup(people);
  const { db, config } = file.svc.running.services;
  const other = openServiceDb(config.databaseUrl); // a second process's own connections
  const quiet = createLogger('silent');
  const a = new EmailDispatcher({ db, config, log: quiet });
  const b = new EmailDispatcher({ db: other, config, log: quiet });
  const send = (await createSend(collector.id, list.id)).body;
  await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
  for (const c of Object.values(contacts)) expect([c.email, messagesTo(c.email).length]).toEqual([c.email, 1]);
  expect((await file.api.get(`/api/v1/email/sends/${send.id}`)).body.counts).toMatchObject({ sent: 40, queued: 0 });
  await b.stop();
  await other.close();
});

describe('unsubscribing', () => {
  it('asks on GET, records on a one-click POST without session or cookie, once, and suppresses the address', async () => {
    const { db } = file.svc.running.services;
    const { collector, list, contacts } = await setup([{ name: 'Uma' }]);
    await createSend(collector.id, list.id);
    await drain();
    const [message] = messagesTo(contacts.Uma.email);
    const target = new URL(header(message.raw, 'List-Unsubscribe').slice(1, -1));
    const confirm = await file.svc.anonymous.get(target.pathname);
    expect(confirm.status).toBe(200);
    expect(confirm.text).toContain('Unsubscribe?');
    expect((await file.api.get(`/api/v1/contacts/${contacts.Uma.id}`)).body.unsubscribed).toBe(false);
    const events = async () =>
      (await db.kysely.selectFrom('events').select('payload').where('type', '=', 'contact.unsubscribed').execute()).filter(
        (e) => JSON.parse(e.payload).data.contactId === contacts.Uma.id,
      ).length;
    await file.svc.running.services.db.kysely.deleteFrom('webhooks').where('organization_id', '=', file.orgId).execute();
    await file.api.post('/api/v1/webhooks', { url: 'https://93.184.216.34/hooks/unsub', events: ['contact.unsubscribed'] });
    const done = await file.svc.anonymous.request('POST', target.pathname, { rawBody: 'List-Unsubscribe=One-Click', headers: FORM });
    expect(done.status).toBe(200);
    expect(done.text).toContain('You are unsubscribed');
    const multipart = await file.svc.anonymous.request('POST', target.pathname, {
      rawBody: '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
    });
    expect(multipart.status).toBe(200);
    expect((await file.api.get(`/api/v1/contacts/${contacts.Uma.id}`)).body.unsubscribed).toBe(true);
    expect(await events()).toBe(1);
    const suppressions = (await file.api.get('/api/v1/suppressions', { query: { pageSize: 100 } })).body.data;
    expect(suppressions).toContainEqual(expect.objectContaining({ email: contacts.Uma.email, reason: 'unsubscribed' }));
    // The next send skips her.
    const again = (await createSend(collector.id, list.id)).body;
    expect(again.counts).toMatchObject({ recipients: 1, suppressed: 1, queued: 0 });
    expect((await file.svc.anonymous.get('/u/not-a-token')).status).toBe(404);
    const forged = `${Buffer.from(`${file.orgId}.${contacts.Uma.id}`).toString('base64url')}.forged`;
    expect(
      (await file.svc.anonymous.request('POST', `/u/${forged}`, { rawBody: 'List-Unsubscribe=One-Click', headers: FORM })).status,
    ).toBe(404);
  });
});

describe('refusals', () => {
  it('names the field at fault, refuses a link collector and a closed one, and needs emailDistribution', async () => {
    const { survey, collector, list } = await setup([{ name: 'Rae' }]);
    const noLink = await file.api.post(`/api/v1/collectors/${collector.id}/sends`, {
      listId: list.id,
      subject: 'Hi',
      body: 'No link here',
    });
    expect(noLink.status).toBe(400);
    expect(noLink.body.errors).toEqual([expect.objectContaining({ name: 'body' })]);
    const noList = await createSend(collector.id, '0192f3c4-0000-7000-8000-000000000000');
    expect(noList.status).toBe(400);
    expect(noList.body.errors).toEqual([expect.objectContaining({ name: 'listId' })]);
    const missing = await file.api.post(`/api/v1/collectors/${collector.id}/sends`, { listId: list.id });
    expect(missing.body.errors.map((e: { name: string }) => e.name).sort()).toEqual(['body', 'subject']);
    const link = (await file.api.get(`/api/v1/surveys/${survey.id}/collectors`)).body.data.find((c: { type: string }) => c.type === 'link');
    const notEmail = await createSend(link.id, list.id);
    expect(notEmail.status).toBe(409);
    expect(notEmail.body.code).toBe('not_an_email_collector');
    await file.api.patch(`/api/v1/collectors/${collector.id}`, { status: 'closed' });
    expect((await createSend(collector.id, list.id)).body.code).toBe('collector_closed');
    expect((await file.api.get('/api/v1/email/sends', { query: { collectorId: collector.id } })).body.data).toEqual([]);
    const starter = await file.svc.org({ plan: 'starter' });
    const gated = await starter.api.get('/api/v1/email/sends');
    expect(gated.status).toBe(403);
    expect(gated.body).toMatchObject({ code: 'feature_not_available', feature: 'emailDistribution' });
  });

  it('without a mail server, accepts the send and records it as failed, saying why', async () => {
    const bare = await startTestService({ EMAIL_POLL_MS: '0' });
    try {
      const org = await bare.org();
      const s = await buildSurvey(org.api, [{ key: 'q', type: 'short_text' }]);
      const collector = (await org.api.post(`/api/v1/surveys/${s.id}/collectors`, { name: 'Mail', type: 'email' })).body;
      const list = (await org.api.post('/api/v1/contact-lists', { name: 'L' })).body;
      const contact = (await org.api.post('/api/v1/contacts', { email: 'nobody@example.com' })).body;
      await org.api.post(`/api/v1/contact-lists/${list.id}/members`, { contactIds: [contact.id] });
      const res = await org.api.post(`/api/v1/collectors/${collector.id}/sends`, {
        listId: list.id,
        subject: 'Hi',
        body: 'Answer: {{link}}',
      });
      expect(res.status).toBe(202);
      expect(res.body).toMatchObject({
        status: 'failed',
        reason: 'No mail server is configured (SMTP_URL is not set), so nothing was sent.',
      });
      expect(res.body.counts).toMatchObject({ recipients: 1, failed: 1, sent: 0 });
      expect(res.body.finishedAt).not.toBeNull();
    } finally {
      await bare.close();
    }
  });
});

describe('sending domains', () => {
  it('lists the records to publish, verifies them through the resolver, and signs mail from a verified domain', async () => {
    const { db, config } = file.svc.running.services;
    const domain = `${unique()}.example.com`;
    const added = await addDomain(db, config.secretKey, file.orgId, domain.toUpperCase());
    const listed = (await file.api.get('/api/v1/email/domains')).body.data.find((d: { id: string }) => d.id === added.id);
    expect(listed).toMatchObject({ domain, status: 'pending', lastCheckedAt: null });
    expect(listed.records.map((r: { purpose: string; name: string }) => `${r.purpose} ${r.name}`)).toEqual([
      `spf ${domain}`,
      `dkim fieldwork._domainkey.${domain}`,
      `dmarc _dmarc.${domain}`,
    ]);
    const dkim = listed.records.find((r: { purpose: string }) => r.purpose === 'dkim').value as string;
    expect(dkim).toMatch(/^v=DKIM1; k=rsa; p=[A-Za-z0-9+/=]{300,}$/);
    // Nothing published: failed, record by record.
    const nothing = await verifyDomain(db, file.orgId, domain, async () => []);
    expect(nothing?.status).toBe('failed');
    // All three published (the DKIM key split into strings, as DNS does with long records).
    const published: Record<string, string[]> = {
      [domain]: ['v=spf1 include:_spf.example.net ~all'],
      [`fieldwork._domainkey.${domain}`]: [dkim],
      [`_dmarc.${domain}`]: ['v=DMARC1; p=quarantine'],
    };
    const verified = await verifyDomain(db, file.orgId, domain, async (name) => published[name] ?? []);
    expect(verified?.status).toBe('verified');
    const read = (await file.api.get(`/api/v1/email/domains/${added.id}`)).body;
    expect(read.status).toBe('verified');
    expect(read.records.every((r: { status: string }) => r.status === 'verified')).toBe(true);
    expect(read.lastCheckedAt).not.toBeNull();
    const { collector, list, contacts } = await setup([{ name: 'Sig' }]);
    await createSend(collector.id, list.id);
    await drain();
    const [signed] = messagesTo(contacts.Sig.email);
    expect(signed.parsed.from?.value).toEqual([{ name: 'Fieldwork', address: `surveys@${domain}` }]);
    expect(signed.raw).toMatch(new RegExp(`DKIM-Signature: [^]*d=${domain.replace(/\./g, '\\.')}; [^]*s=fieldwork`));
    await db.kysely.deleteFrom('sending_domains').where('id', '=', added.id).execute();
  });
});
