// Calculated variables (docs/design/variables.md): defining them (checked with positions), their values on completed sessions (live and
// imported), in the response record, the four exports and the cross-tabulation, recomputed when they change (in
// the request, or in the background past VARIABLES_INLINE_RECOMPUTE), the preview, and the plan feature.
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { useService } from '../helpers/service';
import type { Api } from '../helpers/api';
import { buildSurvey, opts } from '../helpers/surveys';
import { unzip } from '../helpers/zip';

const file = useService();
const T = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute)).toISOString();
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

type Built = Awaited<ReturnType<typeof buildSurvey>>;
const npsGroup = (q: string) => `if(answer("${q}") >= 9, "promoter", if(answer("${q}") >= 7, "passive", "detractor"))`;

async function npsSurvey(api: Api = file.api): Promise<Built> {
  return buildSurvey(api, [
    { key: 'nps', type: 'nps', title: 'How likely are you to recommend us?' },
    { key: 'plan', type: 'single_choice', title: 'Which plan?', config: { options: opts('free', 'pro') } },
    { key: 'features', type: 'multiple_choice', title: 'Which features?', required: false, config: { options: opts('api', 'sso', 'pdf') } },
  ]);
}

/** Completed records (seven minutes each, so no quality rule flags them), one per NPS score given. */
async function importScores(s: Built, scores: number[], api: Api = file.api, userAgent = DESKTOP) {
  const responses = scores.map((nps, i) => ({
    status: 'completed',
    startedAt: T(i),
    completedAt: T(i + 7),
    userAgent,
    path: [s.q.nps, s.q.plan, s.q.features],
    answers: [
      { questionId: s.q.nps, value: nps },
      { questionId: s.q.plan, value: i % 2 ? 'pro' : 'free' },
      { questionId: s.q.features, value: i % 2 ? ['api', 'sso'] : ['pdf'] },
    ],
  }));
  const res = await api.post(`/api/v1/surveys/${s.id}/responses`, { responses });
  if (res.status !== 200 && res.status !== 201) throw new Error(`import: ${res.status} ${res.text}`);
  return res;
}

const define = (s: Built, body: object, api: Api = file.api) => api.post(`/api/v1/surveys/${s.id}/variables`, body);
const responsesOf = async (s: Built) =>
  (await file.api.get(`/api/v1/surveys/${s.id}/responses`, { query: { pageSize: 100 } })).body.data as {
    status: string;
    variables: Record<string, unknown>;
  }[];

describe('defining variables', () => {
  it('creates, reads, lists, shows in the survey detail, changes and deletes a variable', async () => {
    const s = await npsSurvey();
    const made = await define(s, { name: 'nps_group', label: 'NPS group', type: 'string', expression: npsGroup(s.q.nps) });
    expect(made.status).toBe(201);
    expect(made.headers.get('location')).toBe(`/api/v1/variables/${made.body.id}`);
    expect(made.body).toMatchObject({
      surveyId: s.id,
      name: 'nps_group',
      label: 'NPS group',
      type: 'string',
      error: null,
      recompute: { state: 'done', done: 0, total: 0 },
    });
    expect((await file.api.get(`/api/v1/variables/${made.body.id}`)).body).toEqual(made.body);
    const list = await file.api.get(`/api/v1/surveys/${s.id}/variables`);
    expect(list.body.data).toEqual([made.body]);
    const detail = await file.api.get(`/api/v1/surveys/${s.id}`, { query: { include: 'variables' } });
    expect(detail.body.variables).toEqual([made.body]);
    const changed = await file.api.patch(`/api/v1/variables/${made.body.id}`, { label: null });
    expect(changed.body.label).toBeNull();
    expect((await file.api.delete(`/api/v1/variables/${made.body.id}`)).status).toBe(204);
    expect((await file.api.get(`/api/v1/variables/${made.body.id}`)).status).toBe(404);
  });

  it('refuses a faulty expression with 400 naming expression and the position of the fault', async () => {
    const s = await npsSurvey();
    const cases: [string, number, RegExp][] = [
      ['1 +', 3, /Expected/],
      ['answer("0192f3c4-0000-7000-8000-000000000000") >= 9', 7, /no question/],
      ['sqrt(4)', 0, /unknown function sqrt/],
      ['1 + other_variable', 4, /unknown variable other_variable/],
      ['round(1, 2, 3)', 0, /takes 1 to 2 arguments/],
      ['__proto__', 0, /unknown variable __proto__/],
      ['constructor("return process")()', 29, /Expected/],
    ];
    for (const [expression, position, message] of cases) {
      const res = await define(s, { name: 'x', type: 'number', expression });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('invalid_request');
      expect(res.body.errors[0]).toMatchObject({ in: 'body', name: 'expression', position });
      expect(res.body.errors[0].message).toMatch(message);
    }
    const long = await define(s, { name: 'x', type: 'number', expression: '1+'.repeat(50_000) + '1' });
    expect(long.status).toBe(400);
    expect(long.body.errors[0].name).toBe('expression');
    const deep = await define(s, { name: 'x', type: 'number', expression: '('.repeat(600) + '1' + ')'.repeat(600) });
    expect(deep.body.errors[0]).toMatchObject({ name: 'expression', position: 32, message: 'at 32: nests deeper than 32 levels' });
    expect((await file.api.get(`/api/v1/surveys/${s.id}/variables`)).body.data).toEqual([]);
  });

  it('refuses a taken name (409), a reserved word or a bad identifier (400), and a cycle through other variables', async () => {
    const s = await npsSurvey();
    expect((await define(s, { name: 'a', type: 'number', expression: '1' })).status).toBe(201);
    const taken = await define(s, { name: 'a', type: 'number', expression: '2' });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('name_taken');
    for (const name of ['and', 'null'])
      expect((await define(s, { name, type: 'number', expression: '1' })).body.errors[0].name).toBe('name');
    for (const name of ['Score', '_x', '9lives', 'a-b'])
      expect((await define(s, { name, type: 'number', expression: '1' })).status).toBe(400);
    const b = await define(s, { name: 'b', type: 'number', expression: 'a + 1' });
    const cycle = await file.api.patch(
      `/api/v1/variables/${(await file.api.get(`/api/v1/surveys/${s.id}/variables`)).body.data.find((v: { name: string }) => v.name === 'a').id}`,
      {
        expression: 'b * 2',
      },
    );
    expect(cycle.status).toBe(400);
    expect(cycle.body.errors[0].message).toBe('at 0: variables would read each other in a cycle: a -> b -> a');
    // `a` is read by `b`: it keeps its name and type, and cannot be deleted.
    const a = (await file.api.get(`/api/v1/surveys/${s.id}/variables`)).body.data.find((v: { name: string }) => v.name === 'a');
    for (const res of [
      await file.api.patch(`/api/v1/variables/${a.id}`, { name: 'a2' }),
      await file.api.patch(`/api/v1/variables/${a.id}`, { type: 'string' }),
      await file.api.delete(`/api/v1/variables/${a.id}`),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'variable_in_use', detail: 'Variables b read a: change them first.' });
    }
    expect((await file.api.delete(`/api/v1/variables/${b.body.id}`)).status).toBe(204);
    expect((await file.api.delete(`/api/v1/variables/${a.id}`)).status).toBe(204);
  });

  it('shows the error of a variable whose question was deleted, and computes null for it', async () => {
    const s = await npsSurvey();
    const v = (await define(s, { name: 'uses_api', type: 'boolean', expression: `contains(answer("${s.q.features}"), "api")` })).body;
    const removed = await file.api.delete(`/api/v1/surveys/${s.id}/questions/${s.q.features}`, {
      query: { acknowledgeConsequence: 'true' },
    });
    expect(removed.status).toBe(204);
    const read = (await file.api.get(`/api/v1/variables/${v.id}`)).body;
    expect(read.error).toEqual({ position: 16, message: `no question "${s.q.features}" in this survey` });
  });
});

describe('values', () => {
  it('are computed when a respondent completes, and stored in the response record', async () => {
    const s = await npsSurvey();
    await define(s, { name: 'nps_group', type: 'string', expression: npsGroup(s.q.nps) });
    await define(s, { name: 'uses_api', type: 'boolean', expression: `contains(answer("${s.q.features}"), "api")` });
    await define(s, { name: 'plan_label', type: 'string', expression: `label(answer("${s.q.plan}"))` });
    const anon = file.svc.anonymous;
    const started = await anon.post(`/api/collect/v1/surveys/${s.id}/sessions`, {}, { headers: { 'User-Agent': IPHONE } });
    const headers = { 'User-Agent': IPHONE, 'X-Session-Token': started.body.token };
    const answers = [
      { questionId: s.q.nps, value: 6, timeMs: 9000 },
      { questionId: s.q.plan, value: 'pro', timeMs: 9000 },
      { questionId: s.q.features, value: ['api'], timeMs: 9000 },
    ];
    await anon.post(`/api/collect/v1/sessions/${started.body.sessionId}/answers`, { answers }, { headers });
    const [midway] = await responsesOf(s);
    expect(midway.variables).toEqual({});
    const done = await anon.post(`/api/collect/v1/sessions/${started.body.sessionId}/complete`, undefined, { headers });
    expect(done.status).toBe(200);
    const [record] = await responsesOf(s);
    expect(record.variables).toEqual({ nps_group: 'detractor', uses_api: true, plan_label: 'PRO' });
  });

  it('are computed for imported completed records, not for others, and recomputed when an expression changes', async () => {
    const s = await npsSurvey();
    const v = (await define(s, { name: 'nps_group', type: 'string', expression: npsGroup(s.q.nps) })).body;
    await importScores(s, [10, 9, 8, 7, 6, 0]);
    await file.api.post(`/api/v1/surveys/${s.id}/responses`, {
      responses: [{ status: 'abandoned', startedAt: T(30), answers: [{ questionId: s.q.nps, value: 10 }] }],
    });
    const groups = async () => (await responsesOf(s)).map((r) => r.variables.nps_group ?? null);
    expect(await groups()).toEqual(['promoter', 'promoter', 'passive', 'passive', 'detractor', 'detractor', null]);
    const changed = await file.api.patch(`/api/v1/variables/${v.id}`, { expression: npsGroup(s.q.nps).replace('>= 9', '>= 8') });
    expect(changed.body.recompute).toEqual({ state: 'done', done: 6, total: 6 });
    expect(await groups()).toEqual(['promoter', 'promoter', 'promoter', 'passive', 'detractor', 'detractor', null]);
    // Adding a variable that reads it computes both for every stored session.
    await define(s, { name: 'is_promoter', type: 'boolean', expression: 'nps_group = "promoter"' });
    expect((await responsesOf(s)).map((r) => r.variables.is_promoter ?? null)).toEqual([true, true, true, false, false, false, null]);
  });

  it('appear in the four exports, one column per variable after the questions (SPSS with its label)', async () => {
    const s = await npsSurvey();
    await define(s, { name: 'nps_group', label: 'NPS group', type: 'string', expression: npsGroup(s.q.nps) });
    await define(s, { name: 'score', type: 'number', expression: `answer("${s.q.nps}") / 2` });
    await define(s, { name: 'uses_api', type: 'boolean', expression: `contains(answer("${s.q.features}"), "api")` });
    await importScores(s, [10, 6]);
    const exported = (format: string) => file.api.get(`/api/v1/surveys/${s.id}/responses/export`, { query: { format } });

    const csv = parse((await exported('csv')).text, { columns: true }) as Record<string, string>[];
    expect(Object.keys(csv[0]).slice(-4)).toEqual(['Which features?', 'nps_group', 'score', 'uses_api']);
    expect(csv.map((r) => [r.nps_group, r.score, r.uses_api])).toEqual([
      ['promoter', '5', 'false'],
      ['detractor', '3', 'true'],
    ]);

    const json = (await exported('json')).body as Record<string, unknown>[];
    expect(json.map((r) => [r.nps_group, r.score, r.uses_api])).toEqual([
      ['promoter', 5, false],
      ['detractor', 3, true],
    ]);

    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await exported('xlsx')).bytes as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Responses');
    const header = (sheet?.getRow(1).values as unknown[]).slice(1);
    const at = header.indexOf('nps_group') + 1;
    expect([sheet?.getRow(2).getCell(at).value, sheet?.getRow(2).getCell(at + 1).value, sheet?.getRow(3).getCell(at + 2).value]).toEqual([
      'promoter',
      5,
      true,
    ]);

    const files = await unzip((await exported('spss')).bytes);
    const [head, ...rows] = parse(files['data.csv']) as string[][];
    expect(head.slice(-3)).toEqual(['var_nps_group', 'var_score', 'var_uses_api']);
    expect(rows.map((r) => r.slice(-3))).toEqual([
      ['promoter', '5', '0'],
      ['detractor', '3', '1'],
    ]);
    const syntax = files['import.sps'].toString();
    expect(syntax).toContain("var_nps_group 'NPS group'");
    expect(syntax).toContain('var_score F16.4');
    expect(syntax).toMatch(/var_uses_api\n\s+0 'No'\n\s+1 'Yes'/);
  });

  it('are a cross-tabulation dimension `variable:<name>`, updated when the expression changes', async () => {
    const s = await npsSurvey();
    const v = (await define(s, { name: 'nps_group', type: 'string', expression: npsGroup(s.q.nps) })).body;
    await importScores(s, [10, 9, 9, 8, 3], file.api, DESKTOP);
    await importScores(s, [10, 2, 1], file.api, IPHONE);
    await file.api.post(`/api/v1/surveys/${s.id}/responses`, {
      responses: [{ status: 'abandoned', startedAt: T(40), userAgent: IPHONE, answers: [{ questionId: s.q.nps, value: 10 }] }],
    });
    const crossTab = async (rows: string, cols: string) =>
      (await file.api.get(`/api/v1/surveys/${s.id}/analytics/cross-tabulation`, { query: { rows, cols } })).body;
    const table = await crossTab('variable:nps_group', 'device');
    expect(table.rowLabels).toEqual(['promoter', 'detractor', 'passive', 'unknown']);
    expect(table.colLabels).toEqual(['desktop', 'mobile']);
    const bases = table.cells.map((row: { base: number }[]) => row.map((c) => c.base));
    expect(bases).toEqual([
      [3, 1],
      [1, 2],
      [1, 0],
      [0, 1], // the abandoned session has no value
    ]);
    expect(table.cells[3][1]).toMatchObject({ base: 1, completed: 0, dropped: 1 });

    await file.api.patch(`/api/v1/variables/${v.id}`, { expression: `if(answer("${s.q.nps}") >= 5, "high", "low")` });
    const after = await crossTab('device', 'variable:nps_group');
    expect(after.colLabels).toEqual(['high', 'low', 'unknown']);
    expect(after.cells.map((row: { base: number }[]) => row.map((c) => c.base))).toEqual([
      [4, 1, 0],
      [1, 2, 1],
    ]);
  });

  it('refuses an unknown variable dimension and crossing a variable with question_type (400 naming the field)', async () => {
    const s = await npsSurvey();
    await define(s, { name: 'nps_group', type: 'string', expression: npsGroup(s.q.nps) });
    const get = (rows: string, cols: string) =>
      file.api.get(`/api/v1/surveys/${s.id}/analytics/cross-tabulation`, { query: { rows, cols } });
    const unknown = await get('variable:nope', 'device');
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]).toMatchObject({ in: 'query', name: 'rows', message: 'the survey has no variable nope' });
    const views = await get('device', 'variable:nps_group');
    expect(views.status).toBe(200);
    const mixed = await get('question_type', 'variable:nps_group');
    expect(mixed.status).toBe(400);
    expect(mixed.body.errors[0].name).toBe('cols');
    expect((await get('variable:Bad-Name', 'device')).status).toBe(400);
  });
});

describe('preview', () => {
  it('evaluates an expression against given answers, with the survey variables it reads, storing nothing', async () => {
    const s = await npsSurvey();
    await define(s, { name: 'nps_group', type: 'string', expression: npsGroup(s.q.nps) });
    const preview = (body: object) => file.api.post(`/api/v1/surveys/${s.id}/variables/preview`, body);
    const res = await preview({
      expression: `concat(nps_group, "/", label(answer("${s.q.plan}")))`,
      answers: [
        { questionId: s.q.nps, value: 8 },
        { questionId: s.q.plan, value: 'free' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ value: 'passive/FREE', variables: { nps_group: 'passive' } });
    expect(
      (await preview({ expression: `answer("${s.q.features}")`, answers: [{ questionId: s.q.features, value: ['sso', 'api'] }] })).body
        .value,
    ).toEqual(['sso', 'api']);
    expect((await preview({ expression: '10 / 4', type: 'string' })).body.value).toBe('2.5');
    const bad = await preview({ expression: '1 +' });
    expect(bad.body.errors[0]).toMatchObject({ name: 'expression', position: 3 });
    const unknown = await preview({ expression: '1', answers: [{ questionId: '0192f3c4-0000-7000-8000-000000000000', value: 1 }] });
    expect(unknown.body.errors[0].name).toBe('answers[0].questionId');
    expect((await file.api.get(`/api/v1/surveys/${s.id}/variables`)).body.data).toHaveLength(1);
  });
});

describe('the plan feature calculatedFields', () => {
  it('reading is free; defining, changing, deleting and previewing are 403 on the free plan', async () => {
    const free = await file.svc.org({ plan: 'free' });
    const s = await npsSurvey(free.api);
    expect((await free.api.get(`/api/v1/surveys/${s.id}/variables`)).status).toBe(200);
    expect((await free.api.get(`/api/v1/surveys/${s.id}`, { query: { include: 'variables' } })).body.variables).toEqual([]);
    const refused = await define(s, { name: 'x', type: 'number', expression: '1' }, free.api);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'feature_not_available', feature: 'calculatedFields', plan: 'free' });
    const preview = await free.api.post(`/api/v1/surveys/${s.id}/variables/preview`, { expression: '1' });
    expect(preview.body.code).toBe('feature_not_available');
  });
});

describe('the background recompute', () => {
  const small = useService({ VARIABLES_INLINE_RECOMPUTE: '5' });

  it('takes a survey past the inline limit: the change answers at once with running, and the job finishes it', async () => {
    const { api } = await small.svc.org();
    const s = await npsSurvey(api);
    await importScores(
      s,
      Array.from({ length: 12 }, (_, i) => i % 11),
      api,
    );
    const made = await define(s, { name: 'nps_group', type: 'string', expression: npsGroup(s.q.nps) }, api);
    expect(made.status).toBe(201);
    expect(made.body.recompute).toEqual({ state: 'running', done: 0, total: 12 });
    let state = made.body.recompute;
    for (let i = 0; i < 50 && state.state !== 'done'; i++) {
      await new Promise((r) => setTimeout(r, 200));
      state = (await api.get(`/api/v1/variables/${made.body.id}`)).body.recompute;
    }
    expect(state).toEqual({ state: 'done', done: 12, total: 12 });
    const records = (await api.get(`/api/v1/surveys/${s.id}/responses`, { query: { pageSize: 100 } })).body.data as { variables: object }[];
    expect(records.every((r) => Object.keys(r.variables).length === 1)).toBe(true);
  });
});
