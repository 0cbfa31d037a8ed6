// Finding 8 of the 2026-11-28 review: hidden fields named `response_id` or `q1` gave the SPSS file two variables of
// one name, and one named `to`, `all` or `by` (SPSS's reserved words) turned a VARIABLE LEVEL list into a range. Such a
// field's variable is `hidden_<name>` now; every name in the file is unique (without case) and none is reserved.
import { parse } from 'csv-parse/sync';
import { useService } from '../helpers/service';
import { buildSurvey } from '../helpers/surveys';
import { unzip } from '../helpers/zip';

const file = useService();
const FIELDS = ['response_id', 'q1', 'to', 'all', 'by', 'hidden_to', 'source'];
const RESERVED = ['all', 'and', 'by', 'eq', 'ge', 'gt', 'le', 'lt', 'ne', 'not', 'or', 'to', 'with'];

it('names every SPSS variable once, never a reserved word, and keeps the values under the renamed fields', async () => {
  const s = await buildSurvey(file.api, [{ key: 'q', type: 'short_text', required: false }]);
  const put = await file.api.put(`/api/v1/surveys/${s.id}/hidden-fields`, { fields: FIELDS.map((name) => ({ name })) });
  expect(put.status).toBe(200);
  const hiddenFields = Object.fromEntries(FIELDS.map((name) => [name, `value of ${name}`]));
  const started = await file.svc.anonymous.post(`/api/collect/v1/surveys/${s.id}/sessions`, { hiddenFields });
  expect(started.status).toBe(201);
  const headers = { 'X-Session-Token': started.body.token };
  const sessions = `/api/collect/v1/sessions/${started.body.sessionId}`;
  await file.svc.anonymous.post(
    `${sessions}/answers`,
    { answers: [{ questionId: started.body.nextQuestionId, value: 'ok' }] },
    { headers },
  );
  expect((await file.svc.anonymous.post(`${sessions}/complete`, undefined, { headers })).status).toBe(200);

  const spss = await unzip((await file.api.get(`/api/v1/surveys/${s.id}/responses/export/spss`)).bytes);
  const [head, first] = parse(spss['data.csv']) as string[][];
  const lower = head.map((n) => n.toLowerCase());
  expect(new Set(lower).size).toBe(head.length);
  expect(lower.filter((n) => RESERVED.includes(n))).toEqual([]);
  const value = (name: string) => first[head.indexOf(name)];
  expect(value('response_id')).toBe(started.body.sessionId); // the service's own column keeps its name
  expect(value('hidden_response_id')).toBe('value of response_id');
  expect(value('hidden_q1')).toBe('value of q1'); // the first question is Q1: SPSS names know no case
  expect(value('hidden_to_2')).toBe('value of to'); // `hidden_to` is a field of its own, which keeps its name
  expect(value('hidden_to')).toBe('value of hidden_to');
  expect(value('hidden_all')).toBe('value of all');
  expect(value('hidden_by')).toBe('value of by');
  expect(value('source')).toBe('value of source');
  const syntax = spss['import.sps'].toString();
  const level = syntax.slice(syntax.indexOf('VARIABLE LEVEL'), syntax.indexOf('(SCALE).'));
  expect(level).toContain('hidden_to_2 hidden_all hidden_by hidden_to source');
  expect(level).not.toMatch(/\s(to|all|by)\s/i);
});
