// The exports' kept lines (a line per format): the second export of unchanged sessions reads their kept
// lines, and a line never outlives a change to its session (whoever wrote it) or to what the survey's columns are.
import { parse } from 'csv-parse/sync';
import { startTestService, type TestService } from '../helpers/service';
import type { Api } from '../helpers/api';
import { buildSurvey, opts } from '../helpers/surveys';
import { unzip } from '../helpers/zip';

let svc: TestService;
let api: Api;
let s: { id: string; q: Record<string, string> };
let ids: string[];

const T = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute)).toISOString();
const db = () => svc.running.services.db.kysely;
const exportCsv = async (query: Record<string, string> = { status: 'all' }) => {
  const res = await api.get(`/api/v1/surveys/${s.id}/responses/export`, { query });
  expect(res.status).toBe(200);
  return res.text;
};
const rowsOf = (text: string) => {
  const [header, ...rows] = parse(text) as string[][];
  return rows.map((row) => Object.fromEntries(header.map((h, i) => [h, row[i]])));
};
const keptLines = async (format = 'csv') =>
  (await db().selectFrom('export_lines').select('session_id').where('session_id', 'in', ids).where('format', '=', format).execute())
    .map((r) => r.session_id)
    .sort();
/** An export's file as text, a ZIP's as its files' texts (the ZIP's own bytes hold the moment of the export). */
const exportFile = async (format: string): Promise<string> => {
  const res = await api.get(`/api/v1/surveys/${s.id}/responses/export/${format}`, { query: { status: 'all' } });
  expect(res.status).toBe(200);
  if (format === 'json') return res.text;
  const files = await unzip(res.bytes);
  return Object.keys(files)
    .sort()
    .map((name) => `${name}\n${files[name].toString('utf8')}`)
    .join('\n');
};

beforeAll(async () => {
  svc = await startTestService();
  ({ api } = await svc.org());
  s = await buildSurvey(api, [
    { key: 'plan', type: 'single_choice', title: 'Which plan?', config: { options: opts('free', 'pro') } },
    { key: 'nps', type: 'nps', title: 'Rate us' },
  ]);
  const answers = (plan: string, nps: number) => [
    { questionId: s.q.plan, value: plan },
    { questionId: s.q.nps, value: nps },
  ];
  const res = await api.post(`/api/v1/surveys/${s.id}/responses`, {
    responses: [
      { status: 'completed', startedAt: T(0), completedAt: T(3), answers: answers('free', 9) },
      { status: 'completed', startedAt: T(1), completedAt: T(4), answers: answers('pro', 4) },
      { status: 'in_progress', startedAt: T(2), answers: answers('pro', 7).slice(0, 1) },
    ],
  });
  ids = res.body.data.map((d: { id: string }) => d.id);
});
afterAll(() => svc.close());

it('keeps a line per exported session not in progress, and the next export of unchanged sessions is the same file', async () => {
  const first = await exportCsv();
  expect(rowsOf(first).map((r) => r.responseId)).toEqual(ids);
  expect(await keptLines()).toEqual(ids.slice(0, 2).sort());
  expect(await exportCsv()).toBe(first);
  // A filter reads the kept lines of the sessions it selects.
  expect(rowsOf(await exportCsv({})).map((r) => r.responseId)).toEqual(ids.slice(0, 2));
});

it.each(['json', 'xlsx', 'spss'])(
  'keeps a %s line per session not in progress, and the next file from them is the same',
  async (format) => {
    await db().deleteFrom('export_lines').where('session_id', 'in', ids).execute();
    const first = await exportFile(format);
    expect(await keptLines(format)).toEqual(ids.slice(0, 2).sort());
    expect(await keptLines('csv')).toEqual([]); // each format keeps its own
    expect(await exportFile(format)).toEqual(first);
    // A kept line stands in for its session: a text the test writes into it shows in the file.
    const [line] = await db()
      .selectFrom('export_lines')
      .select('line')
      .where('session_id', '=', ids[1])
      .where('format', '=', format)
      .execute();
    const marked = line.line.replace(format === 'spss' ? ids[1] : 'PRO', 'marked-by-the-test'); // SPSS codes the plan
    await db().updateTable('export_lines').set({ line: marked }).where('session_id', '=', ids[1]).where('format', '=', format).execute();
    expect(await exportFile(format)).toContain('marked-by-the-test');
    // A change to the session forgets its line in every format, and the file shows the session as it is now.
    await db().updateTable('sessions').set({ country: 'ZQ' }).where('id', '=', ids[1]).execute();
    expect(await keptLines(format)).toEqual([ids[0]]);
    const now = await exportFile(format);
    expect(now).not.toContain('marked-by-the-test');
    expect(now).toContain('ZQ');
    await db().updateTable('sessions').set({ country: null }).where('id', '=', ids[1]).execute();
  },
);

it('forgets the line of a session a writer changes, and the next export shows the change', async () => {
  await exportCsv();
  await db().updateTable('sessions').set({ country: 'FR' }).where('id', '=', ids[1]).execute();
  expect(await keptLines()).toEqual([ids[0]]);
  const rows = rowsOf(await exportCsv());
  expect(rows.map((r) => r.country)).toEqual(['', 'FR', '']);
  expect(rows.map((r) => r['Which plan?'])).toEqual(['FREE', 'PRO', 'PRO']);
  expect(await keptLines()).toEqual(ids.slice(0, 2).sort());
});

it('reads a kept line, and not once the columns of the survey change', async () => {
  await exportCsv();
  // A kept line stands in for its session (here a marked one, to see it is read)...
  const marked = `${ids[1]},marked\r\n`;
  await db().updateTable('export_lines').set({ line: marked }).where('session_id', '=', ids[1]).execute();
  expect(await exportCsv()).toContain(marked);
  // ...until the survey gains a column: every line is then written for the new columns.
  const made = await api.post(`/api/v1/surveys/${s.id}/variables`, {
    name: 'double_nps',
    type: 'number',
    expression: `answer("${s.q.nps}") * 2`,
  });
  expect(made.status).toBe(201);
  const text = await exportCsv();
  expect(text).not.toContain('marked');
  const rows = rowsOf(text);
  expect(Object.keys(rows[0]).at(-1)).toBe('double_nps');
  expect(rows.map((r) => [r.responseId, r['Which plan?'], r.double_nps])).toEqual([
    [ids[0], 'FREE', '18'],
    [ids[1], 'PRO', '8'],
    [ids[2], 'PRO', ''],
  ]);
});

it('keeps no line older than its session while sessions change during exports', async () => {
  const other = await buildSurvey(api, [{ key: 'nps', type: 'nps', title: 'Rate us' }]);
  const records = Array.from({ length: 200 }, (_, i) => ({
    status: 'completed',
    startedAt: T(i),
    completedAt: T(i + 1),
    answers: [{ questionId: other.q.nps, value: i % 11 }],
  }));
  const imported = (await api.post(`/api/v1/surveys/${other.id}/responses`, { responses: records })).body.data.map(
    (d: { id: string }) => d.id,
  );
  const exportOther = async () => (await api.get(`/api/v1/surveys/${other.id}/responses/export`)).text;
  const changedIn = (round: number): string[] => imported.filter((_: string, i: number) => (i + round) % 7 === 0);
  for (let round = 0; round < 12; round++) {
    await Promise.all([
      exportOther(),
      ...changedIn(round).map((id: string) =>
        db()
          .updateTable('sessions')
          .set({ country: `C${round}` })
          .where('id', '=', id)
          .execute(),
      ),
    ]);
  }
  const fromKept = await exportOther();
  await db().deleteFrom('export_lines').where('session_id', 'in', imported).execute();
  expect(fromKept).toBe(await exportOther());
  expect(
    rowsOf(fromKept)
      .filter((r) => r.country === 'C11')
      .map((r) => r.responseId),
  ).toEqual(changedIn(11));
});

it('drops the kept lines with their sessions when the survey is deleted', async () => {
  await exportCsv();
  expect((await keptLines()).length).toBe(2);
  expect((await api.put(`/api/v1/surveys/${s.id}`, { status: 'closed' })).status).toBe(200);
  expect((await api.delete(`/api/v1/surveys/${s.id}`)).status).toBe(204);
  expect(await keptLines()).toEqual([]);
});
