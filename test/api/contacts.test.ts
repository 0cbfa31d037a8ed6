// Contacts (docs/design/contacts.md): bad input named field by field, one contact per normalised address (also under concurrency),
// nothing personal in clear at rest or in the logs, erasure that leaves no trace, lists, suppressions, and the
// personal link as the only way a respondent's session names a contact.
import { useService } from '../helpers/service';
import { buildSurvey } from '../helpers/surveys';
import { mintContactToken } from '../../src/contacts/tokens';
import { createServices, startServer } from '../../src/server';
import { createLogger } from '../../src/log';
import { Api } from '../helpers/api';
import { everything } from '../helpers/raw-database';
import { logLines } from '../helpers/log-lines';

const file = useService();
const org = () => file.svc.org({ plan: 'pro' });

describe('bad input', () => {
  it('names each field at fault: an invalid address, 51 attributes, a nested attribute value, an unknown field', async () => {
    const { api } = await org();
    const bad = async (body: object) => (await api.post('/api/v1/contacts', body)).body.errors.map((e: { name: string }) => e.name);
    expect(await bad({ email: 'not-an-address' })).toEqual(['email']);
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`a${i}`, i]));
    expect(await bad({ email: 'a@example.com', attributes: many })).toEqual(['attributes']);
    expect(await bad({ email: 'a@example.com', attributes: { plan: { tier: 'pro' } } })).toEqual(['attributes.plan']);
    expect(await bad({ email: 'a@example.com', phone: '123' })).toEqual(['phone']);
    expect((await api.get('/api/v1/contacts')).body.data).toEqual([]);
  });

  it('imports CSV with a BOM, CRLF line ends, quoted commas and line breaks; stores the good rows of a mixed batch', async () => {
    const { api } = await org();
    const csv =
      '\uFEFFemail,firstName,lastName,plan\r\nada@example.com,Ada,"Lovelace, Countess",pro\r\nbad-address,Bad,Row,free\r\n"grace@example.com",Grace,"Hopper\nof the Navy",free\r\n';
    const res = await api.request('POST', '/api/v1/contacts/import', { rawBody: csv, headers: { 'Content-Type': 'text/csv' } });
    expect(res.status).toBe(200);
    expect(res.body.summary).toEqual({ created: 2, updated: 0, unchanged: 0, errors: 1 });
    expect(res.body.data[1]).toEqual({
      row: 2,
      outcome: 'error',
      errors: [{ in: 'body', name: 'email', message: 'must be an email address' }],
    });
    const list = (await api.get('/api/v1/contacts')).body.data;
    expect(list.map((c: { lastName: string; attributes: object }) => [c.lastName, c.attributes])).toEqual([
      ['Lovelace, Countess', { plan: 'pro' }],
      ['Hopper\nof the Navy', { plan: 'free' }],
    ]);
    const big = 'email\n' + 'x'.repeat(2 * 1024 * 1024);
    expect((await api.request('POST', '/api/v1/contacts/import', { rawBody: big, headers: { 'Content-Type': 'text/csv' } })).status).toBe(
      413,
    );
  });

  it('imports JSON rows: created, then updated or unchanged by normalised address, each row with its own outcome', async () => {
    const { api } = await org();
    const first = await api.post('/api/v1/contacts/import', { contacts: [{ email: 'Ada@Example.com', firstName: 'Ada' }, { email: 'x' }] });
    expect(first.body.data.map((d: { outcome: string }) => d.outcome)).toEqual(['created', 'error']);
    const again = await api.post('/api/v1/contacts/import', {
      contacts: [
        { email: ' ada@example.COM ', firstName: 'Ada' },
        { email: 'ada@example.com', lastName: 'Lovelace' },
      ],
    });
    expect(again.body.data.map((d: { outcome: string; id: string }) => [d.outcome, d.id])).toEqual([
      ['unchanged', first.body.data[0].id],
      ['updated', first.body.data[0].id],
    ]);
    const c = (await api.get(`/api/v1/contacts/${first.body.data[0].id}`)).body;
    expect(c).toMatchObject({ email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' });
  });
});

describe('empty names', () => {
  it('seals and reads back an empty first or last name (the fuzz found a 500 reading one back)', async () => {
    const { api } = await org();
    const made = await api.post('/api/v1/contacts', { email: 'empty.names@example.com', firstName: '', lastName: '' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ firstName: '', lastName: '' });
    const changed = await api.patch(`/api/v1/contacts/${made.body.id}`, { lastName: '', firstName: 'Ada' });
    expect(changed.status).toBe(200);
    expect((await api.get(`/api/v1/contacts/${made.body.id}`)).body).toMatchObject({ firstName: 'Ada', lastName: '' });
  });
});

describe('one contact per address', () => {
  it('takes an address with white space around it and in capitals as that address, wherever an address is written', async () => {
    const { api } = await org();
    const a = await api.post('/api/v1/contacts', { email: '  Grace.Hopper@Example.Com  ' });
    expect(a.status).toBe(201);
    expect(a.body.email).toBe('grace.hopper@example.com');
    // A client that trims, and one that does not, name the same person.
    const again = await api.post('/api/v1/contacts', { email: 'grace.hopper@example.com' });
    expect([again.status, again.body.code]).toEqual([409, 'contact_exists']);
    const b = (await api.post('/api/v1/contacts', { email: 'ada@example.com' })).body;
    const moved = await api.patch(`/api/v1/contacts/${b.id}`, { email: '\tAda.Lovelace@Example.com ' });
    expect([moved.status, moved.body.email]).toEqual([200, 'ada.lovelace@example.com']);
    const suppressed = await api.post('/api/v1/suppressions', { email: ' ADA.lovelace@example.com' });
    expect([suppressed.status, suppressed.body.email]).toEqual([201, 'ada.lovelace@example.com']);
    // White space inside, or no address at all, is still refused, naming the field in words.
    for (const email of ['grace hopper@example.com', '   ', 'grace@', '@example.com', 'grace@example']) {
      const res = await api.post('/api/v1/contacts', { email });
      expect([res.status, res.body.errors]).toEqual([400, [{ in: 'body', name: 'email', message: 'must be an email address' }]]);
    }
  });

  it('treats two spellings of one address as one contact (409 contact_exists), on create and on update', async () => {
    const { api } = await org();
    const a = await api.post('/api/v1/contacts', { email: 'Grace.Hopper@Navy.MIL' });
    expect([a.status, a.body.email]).toEqual([201, 'grace.hopper@navy.mil']);
    expect(await api.post('/api/v1/contacts', { email: 'GRACE.hopper@Navy.mil' })).toMatchObject({
      status: 409,
      body: { code: 'contact_exists' },
    });
    const b = (await api.post('/api/v1/contacts', { email: 'other@navy.mil' })).body;
    expect((await api.patch(`/api/v1/contacts/${b.id}`, { email: 'GRACE.hopper@navy.mil' })).body.code).toBe('contact_exists');
    expect(
      (await api.get('/api/v1/contacts', { query: { email: 'GRACE.HOPPER@navy.mil' } })).body.data.map((c: { id: string }) => c.id),
    ).toEqual([a.body.id]);
  });

  it('answers two concurrent creates of one address with one 201 and one 409', async () => {
    const { api } = await org();
    for (let round = 0; round < 3; round++) {
      const email = `race${round}@example.com`;
      const [x, y] = await Promise.all([
        api.post('/api/v1/contacts', { email }),
        api.post('/api/v1/contacts', { email: email.toUpperCase() }),
      ]);
      expect([x.status, y.status].sort()).toEqual([201, 409]);
    }
    expect((await api.get('/api/v1/contacts')).body.pagination.total).toBe(3);
  });
});

describe('personal data', () => {
  it('keeps no address or name in clear in any table, and shows nothing to another organisation', async () => {
    const { api } = await org();
    const c = (await api.post('/api/v1/contacts', { email: 'Sealed.Person@Example.org', firstName: 'Zebedee', lastName: 'Quartermaine' }))
      .body;
    await api.post('/api/v1/suppressions', { email: 'suppressed.person@example.org' });
    const raw = await everything(file.svc.running.services.db);
    for (const secret of ['sealed.person@example.org', 'zebedee', 'quartermaine', 'suppressed.person']) expect(raw).not.toContain(secret);
    const stranger = (await org()).api;
    expect((await stranger.get(`/api/v1/contacts/${c.id}`)).status).toBe(404);
    expect((await stranger.get('/api/v1/contacts', { query: { email: 'sealed.person@example.org' } })).body.data).toEqual([]);
  });

  it('erases a contact: no personal data left, its responses kept with an anonymous link, a re-import makes a new contact', async () => {
    const { api } = await org();
    const s = await buildSurvey(api, [{ key: 'q', type: 'short_text' }]);
    const c = (await api.post('/api/v1/contacts', { email: 'erase.me@example.org', firstName: 'Eraseable' })).body;
    const list = (await api.post('/api/v1/contact-lists', { name: 'L' })).body;
    await api.post(`/api/v1/contact-lists/${list.id}/members`, { contactIds: [c.id] });
    const link = mintContactToken('test-secret', { surveyId: s.id, contactId: c.id });
    const started = await file.svc.anonymous.post(`/api/collect/v1/surveys/${s.id}/sessions`, { contactToken: link });
    expect(started.status).toBe(201);
    const session = (await api.get(`/api/v1/surveys/${s.id}/responses`)).body.data[0];
    expect(session.contactId).toBe(c.id);
    expect((await api.delete(`/api/v1/contacts/${c.id}`)).status).toBe(204);
    expect((await api.get(`/api/v1/contacts/${c.id}`)).status).toBe(404);
    expect((await api.get(`/api/v1/contact-lists/${list.id}`)).body.memberCount).toBe(0);
    const raw = await everything(file.svc.running.services.db);
    expect(raw).not.toContain('erase.me@example.org');
    expect(raw).not.toContain('eraseable');
    expect((await api.get(`/api/v1/surveys/${s.id}/responses`)).body.data[0].contactId).toBe(c.id);
    // The old link no longer names anyone.
    const again = await file.svc.anonymous.post(`/api/collect/v1/surveys/${s.id}/sessions`, { contactToken: link });
    expect(again.status).toBe(400);
    expect(again.body.errors[0].name).toBe('contactToken');
    const back = await api.post('/api/v1/contacts/import', { contacts: [{ email: 'erase.me@example.org' }] });
    expect(back.body.data[0].outcome).toBe('created');
    expect(back.body.data[0].id).not.toBe(c.id);
  });

  it('takes a contact only from a valid personal link: a bare contactId or a forged or foreign token is refused', async () => {
    const { api } = await org();
    const s = await buildSurvey(api, [{ key: 'q', type: 'short_text' }]);
    const other = await buildSurvey(api, [{ key: 'q', type: 'short_text' }]);
    const c = (await api.post('/api/v1/contacts', { email: 'linked@example.org' })).body;
    const start = (body: object) => file.svc.anonymous.post(`/api/collect/v1/surveys/${s.id}/sessions`, body);
    expect((await start({ contactId: c.id })).body.errors).toEqual([{ in: 'body', name: 'contactId', message: 'is not a known field' }]);
    const forged = mintContactToken('another-secret', { surveyId: s.id, contactId: c.id });
    const foreign = mintContactToken('test-secret', { surveyId: other.id, contactId: c.id });
    for (const token of [forged, foreign, 'x.y', 'garbage']) expect((await start({ contactToken: token })).status).toBe(400);
  });

  it('writes no address or name to the logs', async () => {
    const { lines, sink } = logLines();
    const services = await createServices(file.svc.running.services.config, createLogger('debug', sink));
    const server = await startServer(services, 0, '127.0.0.1');
    try {
      const { key } = await org();
      const api = new Api(server.url, key);
      await api.post('/api/v1/contacts', { email: 'Logged.Never@example.org', firstName: 'Neverlogged' });
      await api.post('/api/v1/contacts', { email: 'logged.never@example.org' }); // 409
      await api.get('/api/v1/contacts', { query: { email: 'logged.never@example.org' } });
      await api.post('/api/v1/contacts/import', {
        contacts: [{ email: 'logged.never@example.org', lastName: 'Secretsurname' }, { email: 'bad@' }],
      });
      await api.post('/api/v1/suppressions', { email: 'logged.never@example.org' });
    } finally {
      await server.close();
    }
    const all = lines.join('').toLowerCase();
    expect(all).toContain('"operationid":"importcontacts"'); // the sink did receive the requests' lines
    for (const secret of ['logged.never', 'neverlogged', 'secretsurname']) expect(all).not.toContain(secret);
  });
});

describe('lists and suppressions', () => {
  it('adds members idempotently, filters contacts by list and external id, and removes a member', async () => {
    const { api } = await org();
    const a = (await api.post('/api/v1/contacts', { email: 'a@example.org', externalId: 'crm-1' })).body;
    const b = (await api.post('/api/v1/contacts', { email: 'b@example.org' })).body;
    const list = (await api.post('/api/v1/contact-lists', { name: 'Beta testers' })).body;
    expect((await api.post('/api/v1/contact-lists', { name: 'beta TESTERS' })).body.code).toBe('name_taken');
    expect((await api.post(`/api/v1/contact-lists/${list.id}/members`, { contactIds: [a.id, b.id] })).body.memberCount).toBe(2);
    expect((await api.post(`/api/v1/contact-lists/${list.id}/members`, { contactIds: [a.id] })).body.memberCount).toBe(2);
    const theirs = (await (await org()).api.post('/api/v1/contacts', { email: 'c@example.org' })).body;
    const refused = await api.post(`/api/v1/contact-lists/${list.id}/members`, { contactIds: [theirs.id] });
    expect(refused.body.errors).toEqual([{ in: 'body', name: 'contactIds[0]', message: 'is not a contact of this organisation' }]);
    expect((await api.get('/api/v1/contacts', { query: { listId: list.id } })).body.data.map((c: { id: string }) => c.id)).toEqual([
      a.id,
      b.id,
    ]);
    expect((await api.get('/api/v1/contacts', { query: { externalId: 'crm-1' } })).body.data.map((c: { id: string }) => c.id)).toEqual([
      a.id,
    ]);
    expect((await api.delete(`/api/v1/contact-lists/${list.id}/members/${a.id}`)).status).toBe(204);
    expect((await api.delete(`/api/v1/contact-lists/${list.id}/members/${a.id}`)).status).toBe(404);
    const members = (await api.get(`/api/v1/contact-lists/${list.id}/members`)).body;
    expect(members.data.map((c: { id: string }) => c.id)).toEqual([b.id]);
  });

  it('suppresses an address once (201, then 200 with the same suppression), lists and lifts it', async () => {
    const { api } = await org();
    const first = await api.post('/api/v1/suppressions', { email: 'Stop@Example.org', reason: 'unsubscribed' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ email: 'stop@example.org', reason: 'unsubscribed' });
    const again = await api.post('/api/v1/suppressions', { email: 'stop@example.org' });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect((await api.get('/api/v1/suppressions')).body.data.map((x: { id: string }) => x.id)).toEqual([first.body.id]);
    expect((await api.delete(`/api/v1/suppressions/${first.body.id}`)).status).toBe(204);
    expect((await api.get('/api/v1/suppressions')).body.data).toEqual([]);
  });

  it('sends contact.unsubscribed once when a contact opts out, without personal data, to subscriptions of no survey', async () => {
    const { api } = await file.svc.org({ plan: 'business' }); // contacts and webhooks
    const all = (await api.post('/api/v1/webhooks', { url: 'https://93.184.216.34/hooks/all' })).body.webhook;
    const s = await buildSurvey(api, [{ key: 'q', type: 'short_text' }]);
    const one = (await api.post('/api/v1/webhooks', { url: 'https://93.184.216.34/hooks/one', surveyIds: [s.id] })).body.webhook;
    const c = (await api.post('/api/v1/contacts', { email: 'opt.out@example.org' })).body;
    await api.patch(`/api/v1/contacts/${c.id}`, { unsubscribed: true });
    await api.patch(`/api/v1/contacts/${c.id}`, { unsubscribed: true, firstName: 'Again' }); // already out: nothing new
    const sent = async (hook: { id: string }) =>
      ((await api.get(`/api/v1/webhooks/${hook.id}/deliveries`)).body.data as { eventType: string; eventId: string }[]).filter(
        (d) => d.eventType === 'contact.unsubscribed',
      );
    const deliveries = await sent(all);
    expect(deliveries).toHaveLength(1);
    expect(await sent(one)).toEqual([]);
    const event = await file.svc.running.services.db.kysely
      .selectFrom('events')
      .select('payload')
      .where('id', '=', deliveries[0].eventId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(event.payload).data).toEqual({ contactId: c.id, unsubscribedAt: expect.any(String) });
    expect(event.payload).not.toContain('opt.out');
  });

  it('needs the plan feature emailDistribution (Pro and above)', async () => {
    const starter = await file.svc.org({ plan: 'starter' });
    const res = await starter.api.get('/api/v1/contacts');
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'feature_not_available', feature: 'emailDistribution' });
  });
});
