// The keeper of export lines: sessions completed through the respondent API get their lines (every format) kept in the
// background, so a survey's first export reads them; a session in progress or completed before the keeper's window
// is left to the export, and a line kept under an older key is written again.
import { startTestService, type TestService } from '../helpers/service';
import type { Api } from '../helpers/api';
import { buildSurvey, opts } from '../helpers/surveys';
import { exportLinesJob, keepCompletedLines } from '../../src/exports/keeper';
import { runOnce } from '../../src/jobs';
import { DEFAULTS, EXPORT_FORMATS } from '../../src/config';

const COLLECT = '/api/collect/v1';
let svc: TestService;
let api: Api;
let s: { id: string; q: Record<string, string> };
const completed: string[] = [];
let inProgress: string;
let imported: string;

const db = () => svc.running.services.db.kysely;
const exportCsv = async () => {
  const res = await api.get(`/api/v1/surveys/${s.id}/responses/export`, { query: { status: 'all' } });
  expect(res.status).toBe(200);
  return res.text as string;
};
const kept = async (format = 'csv') =>
  (
    await db()
      .selectFrom('export_lines')
      .innerJoin('sessions', 'sessions.id', 'export_lines.session_id')
      .select(['session_id', 'export_key', 'line'])
      .where('survey_id', '=', s.id)
      .where('format', '=', format)
      .execute()
  ).sort((a, b) => a.session_id.localeCompare(b.session_id));
/** The job as a server runs it, with the default interval (the test service's own timer is off). */
const job = () =>
  exportLinesJob({
    ...svc.running.services,
    config: { ...svc.running.services.config, exportLinesKeepSeconds: DEFAULTS.exportLinesKeepSeconds },
  });

async function respond(plan: string, nps: number | null): Promise<string> {
  const start = await svc.anonymous.post(`${COLLECT}/surveys/${s.id}/sessions`);
  expect(start.status).toBe(201);
  const { sessionId, token } = start.body as { sessionId: string; token: string };
  const headers = { 'X-Session-Token': token };
  const answer = (questionId: string, value: unknown) =>
    svc.anonymous.post(`${COLLECT}/sessions/${sessionId}/answers`, { answers: [{ questionId, value, timeMs: 1500 }] }, { headers });
  expect((await answer(s.q.plan, plan)).status).toBe(200);
  if (nps === null) return sessionId;
  expect((await answer(s.q.nps, nps)).status).toBe(200);
  expect((await svc.anonymous.post(`${COLLECT}/sessions/${sessionId}/complete`, undefined, { headers })).status).toBe(200);
  return sessionId;
}

beforeAll(async () => {
  svc = await startTestService({ EXPORT_LINES_KEEP_SECONDS: '0' });
  ({ api } = await svc.org());
  s = await buildSurvey(api, [
    { key: 'plan', type: 'single_choice', title: 'Which plan?', config: { options: opts('free', 'pro') } },
    { key: 'nps', type: 'nps', title: 'Rate us' },
  ]);
  const old = await api.post(`/api/v1/surveys/${s.id}/responses`, {
    responses: [
      {
        status: 'completed',
        startedAt: '2026-01-05T10:00:00.000Z',
        completedAt: '2026-01-05T10:03:00.000Z',
        answers: [{ questionId: s.q.plan, value: 'free' }],
      },
    ],
  });
  expect(old.status).toBe(200);
  expect(old.body.data[0].created).toBe(true);
  imported = old.body.data[0].id;
  completed.push(await respond('free', 9), await respond('pro', 3));
  inProgress = await respond('pro', null);
});
afterAll(() => svc.close());

it('keeps the lines of sessions completed lately, once per interval across processes, and the first export reads them', async () => {
  expect(await kept()).toEqual([]);
  expect(await runOnce(svc.running.services, job(), 'process-a')).toBe(true);
  expect(await runOnce(svc.running.services, job(), 'process-b')).toBe(false); // the lease: one process per interval
  const lines = await kept();
  // Neither the session in progress nor the one completed long before the keeper's window.
  expect(lines.map((l) => l.session_id)).toEqual([...completed].sort());
  expect(lines.map((l) => l.session_id)).not.toContain(inProgress);
  expect(lines.map((l) => l.session_id)).not.toContain(imported);
  // The same sessions' lines in every other format.
  for (const format of ['json', 'xlsx', 'spss']) expect((await kept(format)).map((l) => l.session_id)).toEqual([...completed].sort());
  // The export reads what the keeper kept: a line marked by hand shows in the file.
  const marked = `${completed[0]},marked-by-the-test\r\n`;
  await db().updateTable('export_lines').set({ line: marked }).where('session_id', '=', completed[0]).where('format', '=', 'csv').execute();
  expect(await exportCsv()).toContain(marked);
  // Unmarked, the kept lines make the same file as lines written from the rows.
  await db().deleteFrom('export_lines').where('session_id', '=', completed[0]).execute();
  await runOnce(svc.running.services, job(), 'process-a', Date.now() + DEFAULTS.exportLinesKeepSeconds * 1000);
  const fromKept = await exportCsv();
  await db().deleteFrom('export_lines').execute();
  expect(await exportCsv()).toBe(fromKept);
  expect(fromKept.split('\r\n').filter(Boolean)).toHaveLength(1 + 4);
});

it('writes again only the lines kept under an older key', async () => {
  const since = new Date(Date.now() - 60_000).toISOString();
  await db().deleteFrom('export_lines').execute();
  expect(await keepCompletedLines(svc.running.services.db, since, ['csv'])).toBe(2); // the formats named (EXPORT_LINES_FORMATS) only
  expect(await kept('json')).toEqual([]);
  expect(await keepCompletedLines(svc.running.services.db, since, EXPORT_FORMATS)).toBe(2 * 3); // two sessions, the other three formats
  expect(await keepCompletedLines(svc.running.services.db, since, EXPORT_FORMATS)).toBe(0); // nothing missing
  const before = await kept();
  const made = await api.post(`/api/v1/surveys/${s.id}/variables`, {
    name: 'double_nps',
    type: 'number',
    expression: `answer("${s.q.nps}") * 2`,
  });
  expect(made.status).toBe(201);
  expect(await keepCompletedLines(svc.running.services.db, since, EXPORT_FORMATS)).toBe(2 * 4);
  const after = await kept();
  expect(after.map((l) => l.export_key)).not.toContain(before[0].export_key);
  expect(after.find((l) => l.session_id === completed[1])?.line).toMatch(/,6\r\n$/); // the new column: nps 3, doubled
});
