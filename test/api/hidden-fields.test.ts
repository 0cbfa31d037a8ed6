// Hidden fields (docs/design/hidden-fields.md): declared per survey; values from the collect API, the hosted page's link,
// a personal link's contact and imports; on the record, in every export format and in webhook payloads; a personal
// field sealed at rest, masked in payloads, left out of files and erased with its contact.
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { useService } from '../helpers/service';
import { buildSurvey } from '../helpers/surveys';
import { Visitor } from '../helpers/visitor';
import { unzip } from '../helpers/zip';
import { everything } from '../helpers/raw-database';
import { mintContactToken } from '../../src/contacts/tokens';

const file = useService();
const FIELDS = [
  { name: 'source', label: 'Campaign source' },
  { name: 'customer_id', label: 'CRM customer id' },
  { name: 'email', label: 'Email address', personal: true },
];

async function surveyWithFields(fields: object[] = FIELDS) {
  const s = await buildSurvey(file.api, [{ key: 'q', type: 'short_text', required: false }]);
  const put = await file.api.put(`/api/v1/surveys/${s.id}/hidden-fields`, { fields });
  expect(put.status).toBe(200);
  return s;
}
const start = (surveyId: string, body: object) => file.svc.anonymous.post(`/api/collect/v1/surveys/${surveyId}/sessions`, body);
const records = async (surveyId: string) =>
  (await file.api.get(`/api/v1/surveys/${surveyId}/responses`)).body.data as {
    id: string;
    hiddenFields: Record<string, string>;
  }[];
async function complete(surveyId: string, body: object): Promise<string> {
  const started = await start(surveyId, body);
  expect(started.status).toBe(201);
  const { sessionId, token, nextQuestionId } = started.body;
  const headers = { 'X-Session-Token': token };
  await file.svc.anonymous.post(
    `/api/collect/v1/sessions/${sessionId}/answers`,
    { answers: [{ questionId: nextQuestionId, value: 'ok' }] },
    { headers },
  );
  expect((await file.svc.anonymous.post(`/api/collect/v1/sessions/${sessionId}/complete`, undefined, { headers })).status).toBe(200);
  return sessionId;
}

describe('declaring', () => {
  it('round-trips the list, with the defaults filled in, and tags it for If-Match', async () => {
    const s = await buildSurvey(file.api, [{ key: 'q', type: 'short_text' }], { live: false });
    expect((await file.api.get(`/api/v1/surveys/${s.id}/hidden-fields`)).body).toEqual({ fields: [] });
    const put = await file.api.put(`/api/v1/surveys/${s.id}/hidden-fields`, { fields: [{ name: 'source' }, FIELDS[2]] });
    expect(put.body).toEqual({
      fields: [
        { name: 'source', label: 'source', personal: false },
        { name: 'email', label: 'Email address', personal: true },
      ],
    });
    const read = await file.api.get(`/api/v1/surveys/${s.id}/hidden-fields`);
    expect(read.body).toEqual(put.body);
    const stale = await file.api.put(`/api/v1/surveys/${s.id}/hidden-fields`, { fields: [] }, { headers: { 'If-Match': '"stale"' } });
    expect(stale.status).toBe(412);
    const fresh = await file.api.put(`/api/v1/surveys/${s.id}/hidden-fields`, read.body, {
      headers: { 'If-Match': read.headers.get('etag')! },
    });
    expect(fresh.status).toBe(200);
  });

  it('names each field at fault: a name that is no identifier, a name twice, the reserved t, a 51st field', async () => {
    const s = await buildSurvey(file.api, [{ key: 'q', type: 'short_text' }], { live: false });
    const bad = async (fields: object[]) => {
      const res = await file.api.put(`/api/v1/surveys/${s.id}/hidden-fields`, { fields });
      expect(res.status).toBe(400);
      return res.body.errors.map((e: { name: string; message: string }) => `${e.name}: ${e.message}`);
    };
    expect(await bad([{ name: 'Source' }])).toEqual([
      'fields[0].name: must be a lowercase identifier (a letter, then letters, digits or _; at most 50)',
    ]);
    expect(await bad([{ name: 'source' }, { name: 'source' }])).toEqual(["fields[1].name: 'source' is declared twice"]);
    expect(await bad([{ name: 't' }])).toEqual(["fields[0].name: 't' is the personal link's token and cannot be a field's name"]);
    expect((await bad(Array.from({ length: 51 }, (_, i) => ({ name: `f${i}` }))))[0]).toMatch(/^fields: /);
    expect((await file.api.get(`/api/v1/surveys/${s.id}/hidden-fields`)).body).toEqual({ fields: [] });
  });
});

describe('values arriving', () => {
  it('from the collect API: kept on the record; an undeclared name or a value over 500 characters is a 400 that stores nothing', async () => {
    const s = await surveyWithFields();
    expect((await start(s.id, { hiddenFields: { source: 'newsletter', customer_id: 'C-1042' } })).status).toBe(201);
    const undeclared = await start(s.id, { hiddenFields: { source: 'ad', campaign: 'winter' } });
    expect(undeclared.status).toBe(400);
    expect(undeclared.body.errors).toEqual([
      { in: 'body', name: 'hiddenFields.campaign', message: 'is not a hidden field of this survey' },
    ]);
    const long = await start(s.id, { hiddenFields: { source: 'x'.repeat(501) } });
    expect(long.status).toBe(400);
    expect(long.body.errors[0].name).toBe('hiddenFields.source');
    expect((await records(s.id)).map((r) => r.hiddenFields)).toEqual([{ source: 'newsletter', customer_id: 'C-1042' }]);
  });

  it("from the hosted page's link: declared names only, escaped into the welcome form, kept when the respondent starts", async () => {
    const s = await surveyWithFields();
    const link = (await file.api.get(`/api/v1/surveys/${s.id}/collectors`)).body.data[0].id;
    const welcome = await file.svc.anonymous.get(`/s/${link}`, {
      query: { source: 'news"letter<script>', junk: 'dropped', customer_id: 'x'.repeat(501) },
    });
    expect(welcome.status).toBe(200);
    expect(welcome.text).toContain('<input type="hidden" name="h.source" value="news&quot;letter&lt;script&gt;">');
    expect(welcome.text).not.toContain('junk');
    expect(welcome.text).not.toContain('h.customer_id');
    const visitor = new Visitor(file.svc.anonymous, `/s/${link}`);
    await visitor.post([
      ['action', 'start'],
      ['h.source', 'news"letter<script>'],
      ['h.junk', 'dropped'],
    ]);
    expect((await records(s.id)).map((r) => r.hiddenFields)).toEqual([{ source: 'news"letter<script>' }]);
  });

  it("from a personal link: the contact's attributes of the same names, over what the link says", async () => {
    const s = await surveyWithFields();
    const contact = (
      await file.api.post('/api/v1/contacts', { email: 'hidden.ada@example.org', attributes: { customer_id: 'C-7', plan: 'pro' } })
    ).body;
    const token = mintContactToken('test-secret', { surveyId: s.id, contactId: contact.id });
    expect((await start(s.id, { contactToken: token, hiddenFields: { customer_id: 'forged', source: 'mail' } })).status).toBe(201);
    expect((await records(s.id)).map((r) => r.hiddenFields)).toEqual([{ customer_id: 'C-7', source: 'mail' }]);
  });

  it('from imports: kept per record; an undeclared name refuses the batch, naming the record', async () => {
    const s = await surveyWithFields();
    const record = { status: 'completed', startedAt: '2026-11-01T10:00:00.000Z', completedAt: '2026-11-01T10:05:00.000Z', answers: [] };
    const refused = await file.api.post(`/api/v1/surveys/${s.id}/responses`, {
      responses: [record, { ...record, hiddenFields: { region: 'north' } }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.map((e: { name: string }) => e.name)).toEqual(['responses[1].hiddenFields.region']);
    const imported = await file.api.post(`/api/v1/surveys/${s.id}/responses`, {
      responses: [{ ...record, hiddenFields: { source: 'panel', email: 'imported.person@example.org' } }],
    });
    expect(imported.status).toBe(200);
    expect((await records(s.id)).map((r) => r.hiddenFields)).toEqual([{ source: 'panel', email: 'imported.person@example.org' }]);
  });
});

describe('a personal field', () => {
  it('is sealed at rest, read on the record, masked in webhook payloads, and erased with its contact', async () => {
    const { db } = file.svc.running.services;
    const hook = await file.api.post('/api/v1/webhooks', { url: 'https://93.184.216.34/hooks/hidden', events: ['response.completed'] });
    expect(hook.status).toBe(201);
    const s = await surveyWithFields();
    const contact = (await file.api.post('/api/v1/contacts', { email: 'hidden.grace@example.org' })).body;
    const token = mintContactToken('test-secret', { surveyId: s.id, contactId: contact.id });
    const sessionId = await complete(s.id, {
      contactToken: token,
      hiddenFields: { source: 'newsletter', email: 'grace.personal@example.org' },
    });
    expect((await records(s.id))[0].hiddenFields).toEqual({ source: 'newsletter', email: 'grace.personal@example.org' });
    expect(await everything(db)).not.toContain('grace.personal');
    const payloads = (await db.kysely.selectFrom('events').select('payload').where('type', '=', 'response.completed').execute())
      .map((e) => JSON.parse(e.payload).data)
      .filter((d: { surveyId: string }) => d.surveyId === s.id);
    expect(payloads.map((d: { response: { hiddenFields: object } }) => d.response.hiddenFields)).toEqual([
      { source: 'newsletter', email: '[personal]' },
    ]);
    await file.api.get(`/api/v1/surveys/${s.id}/responses/export/csv`); // keeps the session's line
    expect(await everything(db)).not.toContain('grace.personal');
    expect((await file.api.delete(`/api/v1/contacts/${contact.id}`)).status).toBe(204);
    const [after] = await records(s.id);
    expect(after.id).toBe(sessionId);
    expect(after.hiddenFields).toEqual({ source: 'newsletter' });
    const row = await db.kysely
      .selectFrom('sessions')
      .select(['hidden', 'hidden_sealed'])
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ hidden: '{"source":"newsletter"}', hidden_sealed: null });
  });
});

describe('exports', () => {
  it('show a column per field after the metadata in every format, a personal one left out, and follow a new declaration', async () => {
    const s = await surveyWithFields([...FIELDS, { name: 'status' }]);
    await complete(s.id, { hiddenFields: { source: 'newsletter', customer_id: 'C-1042', email: 'x@example.org', status: 'vip' } });
    await complete(s.id, { hiddenFields: { source: 'ad' } });
    const csv = parse((await file.api.get(`/api/v1/surveys/${s.id}/responses/export/csv`)).text) as string[][];
    const at = csv[0].indexOf('source');
    expect(csv[0].slice(at - 1, at + 4)).toEqual(['language', 'source', 'customer_id', 'hidden_status', 'q']);
    expect(csv.slice(1).map((r) => r.slice(at, at + 3))).toEqual([
      ['newsletter', 'C-1042', 'vip'],
      ['ad', '', ''],
    ]);
    expect(csv.flat()).not.toContain('x@example.org');
    const json = (await file.api.get(`/api/v1/surveys/${s.id}/responses/export/json`)).body;
    expect(json.map((r: Record<string, unknown>) => [r.source, r.customer_id])).toEqual([
      ['newsletter', 'C-1042'],
      ['ad', null],
    ]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await file.api.get(`/api/v1/surveys/${s.id}/responses/export/xlsx`)).bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect([sheet.getRow(1).getCell(at + 1).value, sheet.getRow(2).getCell(at + 1).value]).toEqual(['source', 'newsletter']);
    const spss = await unzip((await file.api.get(`/api/v1/surveys/${s.id}/responses/export/spss`)).bytes);
    const [head, first] = parse(spss['data.csv']) as string[][];
    expect(first[head.indexOf('customer_id')]).toBe('C-1042');
    expect(spss['import.sps'].toString()).toMatch(/customer_id A6/);
    // A field no longer declared leaves the files; its values stay on the records.
    await file.api.put(`/api/v1/surveys/${s.id}/hidden-fields`, { fields: [FIELDS[0]] });
    const again = parse((await file.api.get(`/api/v1/surveys/${s.id}/responses/export/csv`)).text) as string[][];
    expect(again[0].slice(at - 1, at + 2)).toEqual(['language', 'source', 'q']);
    expect((await records(s.id)).map((r) => r.hiddenFields.customer_id)).toContain('C-1042');
  });
});

describe('logic', () => {
  it("branches on a hidden field's value, a number compared as one; a condition on an undeclared field is a 400 naming it", async () => {
    const s = await buildSurvey(
      file.api,
      [
        { key: 'first', type: 'short_text', required: false },
        { key: 'general', type: 'short_text', required: false },
        { key: 'pro', type: 'short_text', required: false },
      ],
      { live: false },
    );
    const logic = (when: object) =>
      file.api.put(`/api/v1/surveys/${s.id}/questions/${s.q.first}`, { config: { logic: [{ when, then: { jumpTo: s.q.pro } }] } });
    const undeclared = await logic({ hiddenField: 'plan', operator: 'equals', value: 'pro' });
    expect(undeclared.status).toBe(400);
    expect(undeclared.body.errors).toEqual([
      { in: 'body', name: 'config.logic[0].when.hiddenField', message: 'names hidden field plan, which this survey does not declare' },
    ]);
    await file.api.put(`/api/v1/surveys/${s.id}/hidden-fields`, { fields: [{ name: 'plan' }, { name: 'seats' }] });
    const both = await logic({ hiddenField: 'plan', questionId: s.q.first, operator: 'equals', value: 'pro' });
    expect(both.body.errors[0]).toMatchObject({
      name: 'config.logic[0].when',
      message: 'names more than one of questionId, hiddenField and sessionField',
    });
    const set = await logic({
      any: [
        { hiddenField: 'plan', operator: 'equals', value: 'pro' },
        { hiddenField: 'seats', operator: 'gte', value: 50 },
      ],
    });
    expect(set.status).toBe(200);
    await file.api.put(`/api/v1/surveys/${s.id}`, { status: 'live' });
    const nextAfterFirst = async (hiddenFields: object) => {
      const started = (await start(s.id, { hiddenFields })).body;
      const res = await file.svc.anonymous.post(
        `/api/collect/v1/sessions/${started.sessionId}/answers`,
        { answers: [{ questionId: started.nextQuestionId, value: 'x' }] },
        { headers: { 'X-Session-Token': started.token } },
      );
      return res.body.nextQuestionId;
    };
    expect(await nextAfterFirst({ plan: 'pro' })).toBe(s.q.pro);
    expect(await nextAfterFirst({ seats: '120' })).toBe(s.q.pro);
    expect(await nextAfterFirst({ seats: '12' })).toBe(s.q.general);
    expect(await nextAfterFirst({ seats: 'many' })).toBe(s.q.general);
    expect(await nextAfterFirst({})).toBe(s.q.general);
  });
});

describe('variables and the cross-tabulation', () => {
  it('hidden("<name>") reads a value in variables and their preview; a personal field reads null', async () => {
    const s = await surveyWithFields();
    const define = await file.api.post(`/api/v1/surveys/${s.id}/variables`, {
      name: 'channel',
      type: 'string',
      expression: 'if(hidden("source") = "newsletter", "email", coalesce(hidden("source"), "direct"))',
    });
    expect(define.status).toBe(201);
    const leak = await file.api.post(`/api/v1/surveys/${s.id}/variables`, { name: 'who', type: 'string', expression: 'hidden("email")' });
    expect(leak.body).toMatchObject({ name: 'who' });
    await complete(s.id, { hiddenFields: { source: 'newsletter', email: 'person@example.org' } });
    await complete(s.id, { hiddenFields: { source: 'ad' } });
    await complete(s.id, {});
    const values = (await records(s.id)).map((r) => (r as unknown as { variables: object }).variables);
    expect(values).toEqual([
      { channel: 'email', who: null },
      { channel: 'ad', who: null },
      { channel: 'direct', who: null },
    ]);
    const preview = await file.api.post(`/api/v1/surveys/${s.id}/variables/preview`, {
      expression: 'concat(hidden("customer_id"), "/", hidden("email"))',
      hiddenFields: { customer_id: 'C-9', email: 'person@example.org' },
    });
    expect(preview.body.value).toBe('C-9/');
    const bad = await file.api.post(`/api/v1/surveys/${s.id}/variables/preview`, { expression: 'hidden(source)' });
    expect(bad.status).toBe(400);
  });

  it('hidden:<name> is a dimension of sessions; a personal or undeclared field is a 400 naming the field', async () => {
    const s = await surveyWithFields();
    for (const source of ['newsletter', 'newsletter', 'ad']) await complete(s.id, { hiddenFields: { source, email: 'p@example.org' } });
    expect((await start(s.id, { hiddenFields: { source: 'ad' } })).status).toBe(201); // in progress: in the base, not completed
    await complete(s.id, {});
    const crossTab = (rows: string, cols: string) =>
      file.api.get(`/api/v1/surveys/${s.id}/analytics/cross-tabulation`, { query: { rows, cols } });
    const table = (await crossTab('hidden:source', 'device')).body;
    expect(table.rowLabels).toEqual(['ad', 'newsletter', 'unknown']); // equal bases: by label
    expect(table.cells.map((row: { base: number; completed: number }[]) => row.map((c) => [c.base, c.completed]))).toEqual([
      [[2, 1]],
      [[2, 2]],
      [[1, 1]],
    ]);
    const personal = await crossTab('device', 'hidden:email');
    expect(personal.status).toBe(400);
    expect(personal.body.errors[0]).toMatchObject({
      name: 'cols',
      message: 'hidden field email is personal data and is never cross-tabulated',
    });
    const unknown = await crossTab('hidden:campaign', 'device');
    expect(unknown.body.errors[0]).toMatchObject({ name: 'rows', message: 'the survey has no hidden field campaign' });
    expect((await crossTab('hidden:source', 'question_type')).status).toBe(400);
  });
});

describe('one response', () => {
  it("reads a response by its id, hidden fields opened; another organisation's key gets 404", async () => {
    const s = await surveyWithFields();
    const id = await complete(s.id, { hiddenFields: { source: 'newsletter', email: 'one@example.org' } });
    const one = await file.api.get(`/api/v1/responses/${id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual((await records(s.id))[0]);
    expect(one.body.hiddenFields).toEqual({ source: 'newsletter', email: 'one@example.org' });
    const stranger = (await file.svc.org()).api;
    expect((await stranger.get(`/api/v1/responses/${id}`)).status).toBe(404);
    expect((await file.api.get('/api/v1/responses/0192f3c4-0000-7000-8000-000000000000')).status).toBe(404);
  });
});
