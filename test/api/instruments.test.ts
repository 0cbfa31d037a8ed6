// Instruments and adaptive probes (docs/design/instruments.md): the catalogue; adding an instrument inserts locked questions (changes to
// wording or scale 409 instrument_locked; consent on a live survey), removing it removes them; scores over imported
// responses with the grade; the per-session score in the exports; probes asked right after a matching answer
// (import, the respondent API and the hosted page), exported, analysed as text and shown in the flow; feature gates.
// Scopes and other organisations' surveys: authorization.test.ts.
import { parse } from 'csv-parse/sync';
import { useService } from '../helpers/service';
import { buildSurvey } from '../helpers/surveys';
import { Visitor } from '../helpers/visitor';

const file = useService({ WEBHOOK_POLL_MS: '0' });
const COLLECT = '/api/collect/v1';
const T = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute)).toISOString();
type Built = Awaited<ReturnType<typeof buildSurvey>>;

const draft = () => buildSurvey(file.api, [{ key: 'nps', type: 'nps', title: 'How likely are you to recommend us?' }], { live: false });
const addInstrument = (s: Built, body: object) => file.api.post(`/api/v1/surveys/${s.id}/instruments`, body);
const questionsOf = async (s: Built) =>
  (await file.api.get(`/api/v1/surveys/${s.id}/questions`)).body.data as { id: string; title: string; type: string }[];

describe('the catalogue', () => {
  it('lists the nine instruments and reads one', async () => {
    const list = (await file.api.get('/api/v1/instruments')).body.data;
    expect(list.map((i: { id: string }) => i.id)).toEqual(['sus', 'umux_lite', 'seq', 'nps', 'csat', 'ces', 'who5', 'phq2', 'gad2']);
    const phq = (await file.api.get('/api/v1/instruments/phq2')).body;
    expect(phq).toMatchObject({ screener: true, question: { type: 'opinion_scale', config: { min: 0, max: 3 } } });
    expect(phq.note).toContain('not a diagnosis');
    expect((await file.api.get('/api/v1/instruments/sus')).body.items).toHaveLength(10);
  });
});

describe('instruments on a survey', () => {
  it('inserts SUS as ten locked questions: wording and deletion refused, moving allowed; removing the instrument removes them', async () => {
    const s = await draft();
    const added = await addInstrument(s, { instrumentId: 'sus' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ surveyId: s.id, instrumentId: 'sus', name: 'System Usability Scale (SUS)' });
    expect(added.body.questionIds).toHaveLength(10);
    const qs = await questionsOf(s);
    expect(qs.map((q) => q.type)).toEqual(['nps', ...Array(10).fill('likert')]);
    expect(qs[1].title).toBe('I think that I would like to use this system frequently.');
    const first = added.body.questionIds[0];
    const put = (body: object) => file.api.put(`/api/v1/surveys/${s.id}/questions/${first}`, body);
    expect((await put({ title: 'I like it' })).body.code).toBe('instrument_locked');
    expect((await put({ config: { points: 7 } })).body.code).toBe('instrument_locked');
    expect((await file.api.delete(`/api/v1/surveys/${s.id}/questions/${first}`)).body.code).toBe('instrument_locked');
    expect((await put({ position: 0 })).status).toBe(200);
    expect((await put({ required: false })).status).toBe(200);
    expect((await file.api.get(`/api/v1/surveys/${s.id}/instruments`)).body.data).toEqual([added.body]);
    expect((await file.api.delete(`/api/v1/surveys/${s.id}/instruments/${added.body.id}`)).status).toBe(204);
    expect((await questionsOf(s)).map((q) => q.type)).toEqual(['nps']);
    expect((await file.api.get(`/api/v1/surveys/${s.id}/instruments`)).body.data).toEqual([]);
  });

  it('on a live survey needs consent, as any question change does', async () => {
    const s = await buildSurvey(file.api, [{ key: 'nps', type: 'nps' }]);
    const refused = await addInstrument(s, { instrumentId: 'phq2' });
    expect([refused.status, refused.body.code]).toEqual([409, 'acknowledgement_required']);
    expect(await questionsOf(s)).toHaveLength(1); // nothing half-inserted
    const added = await addInstrument(s, { instrumentId: 'phq2', position: 0, acknowledgeConsequence: true });
    expect(added.status).toBe(201);
    expect((await questionsOf(s)).slice(0, 2).map((q) => q.id)).toEqual(added.body.questionIds);
    const removed = await file.api.delete(`/api/v1/surveys/${s.id}/instruments/${added.body.id}`);
    expect(removed.body.code).toBe('acknowledgement_required');
  });

  it('scores imported responses with the grade and percentile, and exports each session score', async () => {
    const s = await draft();
    const sus = (await addInstrument(s, { instrumentId: 'sus' })).body;
    const umux = (await addInstrument(s, { instrumentId: 'umux_lite' })).body;
    await file.api.put(`/api/v1/surveys/${s.id}`, { status: 'live' });
    // SUS 100, 50, 85 (the best pattern, all 3s, one missing item imputed) and one with two missing (unscored).
    const patterns = [
      [5, 1, 5, 1, 5, 1, 5, 1, 5, 1],
      [3, 3, 3, 3, 3, 3, 3, 3, 3, 3],
      [5, 2, 5, 2, 4, 2, 5, 1, 4, null],
      [5, 1, 5, 1, 5, 1, 5, 1, null, null],
    ];
    const responses = patterns.map((p, i) => ({
      status: 'completed',
      startedAt: T(i),
      completedAt: T(i + 7),
      answers: [
        { questionId: s.q.nps, value: 8 },
        ...p.flatMap((value, k) => (value === null ? [] : [{ questionId: sus.questionIds[k], value }])),
        { questionId: umux.questionIds[0], value: 6 },
        { questionId: umux.questionIds[1], value: 5 },
      ],
    }));
    expect((await file.api.post(`/api/v1/surveys/${s.id}/responses`, { responses })).status).toBe(200);
    const scores = (await file.api.get(`/api/v1/surveys/${s.id}/instruments/${sus.id}/scores`)).body;
    // Pattern 3: odd items score 4 + 4 + 3 + 4 + 3 = 18, the four even ones 3 + 3 + 3 + 4 = 13; the missing tenth
    // takes the mean of the nine others (31 / 9): (31 + 31 / 9) x 2.5 = 86.11.
    const third = Number(((31 + 31 / 9) * 2.5).toFixed(2));
    const mean = (100 + 50 + third) / 3;
    expect(scores).toMatchObject({ instrumentId: 'sus', n: 3, imputed: 1, method: 'computed', median: third });
    expect(scores.mean).toBeCloseTo(mean, 2);
    expect(scores.grade).toBe('B+'); // 78.70: B+ from 77.2, A- from 78.9
    expect(scores.percentile).toBeGreaterThan(50);
    const u = (await file.api.get(`/api/v1/surveys/${s.id}/instruments/${umux.id}/scores`)).body;
    expect(u).toMatchObject({ n: 4, mean: 75, susComparable: 71.65, grade: 'C+' });

    const csv = parse((await file.api.get(`/api/v1/surveys/${s.id}/responses/export`, { query: { format: 'csv' } })).text, {
      columns: true,
    }) as Record<string, string>[];
    expect(csv.map((r) => r.sus_score)).toEqual(['100', '50', String(third), '']);
    expect(csv.map((r) => r.umux_lite_score)).toEqual(['75', '75', '75', '75']);
  });

  it('screeners give the screen-positive share and the note', async () => {
    const s = await draft();
    const phq = (await addInstrument(s, { instrumentId: 'phq2' })).body;
    const sums = [
      [0, 1],
      [2, 1],
      [3, 3],
      [1, 1],
    ];
    const responses = sums.map(([a, b], i) => ({
      status: 'completed',
      startedAt: T(i),
      completedAt: T(i + 7),
      answers: [
        { questionId: s.q.nps, value: 5 },
        { questionId: phq.questionIds[0], value: a },
        { questionId: phq.questionIds[1], value: b },
      ],
    }));
    await file.api.put(`/api/v1/surveys/${s.id}`, { status: 'live' });
    await file.api.post(`/api/v1/surveys/${s.id}/responses`, { responses });
    const scores = (await file.api.get(`/api/v1/surveys/${s.id}/instruments/${phq.id}/scores`)).body;
    expect(scores).toMatchObject({ n: 4, screenPositiveShare: 0.5, grade: null, percentile: null });
    expect(scores.note).toContain('not a diagnosis');
    expect(scores.bands).toEqual(
      expect.arrayContaining([
        { band: 'screen_positive', count: 2, share: 0.5 },
        { band: 'screen_negative', count: 2, share: 0.5 },
      ]),
    );
  });

  it('needs the plan feature instruments to add or remove; reading is free', async () => {
    const starter = await file.svc.org({ plan: 'starter' });
    const s = await buildSurvey(starter.api, [{ key: 'nps', type: 'nps' }], { live: false });
    const res = await starter.api.post(`/api/v1/surveys/${s.id}/instruments`, { instrumentId: 'sus' });
    expect([res.status, res.body.code, res.body.feature]).toEqual([403, 'feature_not_available', 'instruments']);
    expect((await starter.api.get('/api/v1/instruments')).status).toBe(200);
    expect((await starter.api.get(`/api/v1/surveys/${s.id}/instruments`)).status).toBe(200);
  });
});

describe('adaptive probes', () => {
  let s: Built;
  let probe: { id: string };
  beforeAll(async () => {
    s = await buildSurvey(
      file.api,
      [
        { key: 'nps', type: 'nps', title: 'How likely are you to recommend us?' },
        { key: 'why', type: 'short_text', title: 'Anything else?', required: false },
        { key: 'thanks', type: 'thank_you_screen', title: 'Thanks' },
      ],
      { live: false },
    );
    const made = await file.api.post(`/api/v1/surveys/${s.id}/probes`, {
      questionId: s.q.nps,
      when: { operator: 'lte', value: 6 },
      text: 'What is the one thing we should fix first?',
    });
    expect(made.status).toBe(201);
    probe = made.body;
    await file.api.put(`/api/v1/surveys/${s.id}`, { status: 'live' });
  });

  it('are created, read, listed, changed and refused where they make no sense', async () => {
    expect(probe).toMatchObject({ surveyId: s.id, questionId: s.q.nps, answerType: 'long_text', required: false });
    expect((await file.api.get(`/api/v1/surveys/${s.id}/probes/${probe.id}`)).body).toEqual(probe);
    expect((await file.api.get(`/api/v1/surveys/${s.id}/probes`)).body.data).toEqual([probe]);
    const screen = await file.api.post(`/api/v1/surveys/${s.id}/probes`, {
      questionId: s.q.thanks,
      when: { operator: 'answered' },
      text: 'Why?',
    });
    expect([screen.status, screen.body.errors[0].name]).toEqual([400, 'questionId']);
    const stranger = await file.api.post(`/api/v1/surveys/${s.id}/probes`, {
      questionId: s.q.why,
      when: { questionId: '0192f3c4-0000-7000-8000-000000000000', operator: 'answered' },
      text: 'Why?',
    });
    expect([stranger.status, stranger.body.errors[0].name]).toEqual([400, 'when']);
    const other = await buildSurvey(file.api, [{ key: 'x', type: 'nps' }], { live: false });
    expect((await file.api.get(`/api/v1/surveys/${other.id}/probes/${probe.id}`)).status).toBe(404);
  });

  it('take back what they read: a probe read back, posted or patched as it reads, is accepted (but never required: true)', async () => {
    const read = (await file.api.get(`/api/v1/surveys/${s.id}/probes/${probe.id}`)).body;
    const { when, text, answerType, required } = read;
    expect(required).toBe(false);
    const copy = await file.api.post(`/api/v1/surveys/${s.id}/probes`, {
      questionId: s.q.why,
      when: { operator: 'answered' },
      text,
      answerType,
      required,
    });
    expect([copy.status, copy.body.required]).toEqual([201, false]);
    const patched = await file.api.patch(`/api/v1/surveys/${s.id}/probes/${probe.id}`, { when, text, answerType, required });
    expect([patched.status, patched.body.text]).toEqual([200, text]);
    const forced = await file.api.patch(`/api/v1/surveys/${s.id}/probes/${probe.id}`, { required: true });
    expect([forced.status, forced.body.errors?.[0]?.name]).toEqual([400, 'required']);
    expect((await file.api.delete(`/api/v1/surveys/${s.id}/probes/${copy.body.id}`)).status).toBe(204);
  });

  it('are asked exactly for detractors in a 200-session import, exported in their own column and analysed as text', async () => {
    const responses = Array.from({ length: 200 }, (_, i) => {
      const nps = i % 11;
      return {
        status: 'completed',
        startedAt: T(i % 50),
        completedAt: T((i % 50) + 7),
        answers: [
          { questionId: s.q.nps, value: nps },
          ...(nps <= 6 ? [{ questionId: probe.id, value: nps % 2 ? 'the export is slow' : 'pricing is confusing' }] : []),
        ],
      };
    });
    expect((await file.api.post(`/api/v1/surveys/${s.id}/responses`, { responses })).status).toBe(200);
    const all = [];
    for (let page = 1; page <= 2; page++) {
      all.push(...(await file.api.get(`/api/v1/surveys/${s.id}/responses`, { query: { pageSize: 100, page } })).body.data);
    }
    const detractors = all.filter((r: any) => r.answers[0].value <= 6);
    expect(detractors.length).toBe(200 - Math.floor(200 / 11) * 4 - Math.max(0, (200 % 11) - 7));
    for (const r of all) expect([r.answers[0].value, r.path.includes(probe.id)]).toEqual([r.answers[0].value, r.answers[0].value <= 6]);

    const csv = parse((await file.api.get(`/api/v1/surveys/${s.id}/responses/export`, { query: { format: 'csv' } })).text, {
      columns: true,
    }) as Record<string, string>[];
    const headers = Object.keys(csv[0]);
    expect(headers.indexOf('What is the one thing we should fix first?')).toBe(headers.indexOf('How likely are you to recommend us?') + 1);
    expect(csv.filter((r) => r['What is the one thing we should fix first?'] !== '')).toHaveLength(detractors.length);

    const q = (await file.api.get(`/api/v1/surveys/${s.id}/analytics/questions`, { query: { questionId: probe.id } })).body.questions[0];
    expect(q).toMatchObject({ questionId: probe.id, answeredCount: detractors.length });
    const flow = (await file.api.get(`/api/v1/surveys/${s.id}/analytics/flow`)).body;
    const node = flow.nodes.find((n: { questionId: string }) => n.questionId === probe.id);
    expect(node).toMatchObject({ title: 'What is the one thing we should fix first?', sessions: detractors.length });
  });

  it('are asked right after the answer in live sessions (API and hosted page), never to promoters', async () => {
    const start = async () => (await file.svc.anonymous.post(`${COLLECT}/surveys/${s.id}/sessions`, {})).body;
    const answer = (x: { sessionId: string; token: string }, questionId: string, value?: unknown) =>
      file.svc.anonymous.post(
        `${COLLECT}/sessions/${x.sessionId}/answers`,
        { answers: [{ questionId, ...(value === undefined ? {} : { value }) }] },
        { headers: { 'X-Session-Token': x.token } },
      );
    const detractor = await start();
    expect((await answer(detractor, s.q.nps, 3)).body.nextQuestionId).toBe(probe.id);
    expect((await answer(detractor, probe.id, 'Too slow')).body.nextQuestionId).toBe(s.q.why);
    const promoter = await start();
    expect((await answer(promoter, s.q.nps, 9)).body.nextQuestionId).toBe(s.q.why);
    const skipper = await start();
    await answer(skipper, s.q.nps, 0);
    expect((await answer(skipper, probe.id)).body.nextQuestionId).toBe(s.q.why); // a probe is never required
    // The respondent view lists the probe so a client can render it.
    const view = (await file.svc.anonymous.get(`${COLLECT}/surveys/${s.id}`)).body;
    expect(view.questions.find((x: { id: string }) => x.id === probe.id)).toMatchObject({ type: 'long_text', required: false });

    const link = (await file.api.get(`/api/v1/surveys/${s.id}/collectors`)).body.data[0].id;
    const page = new Visitor(file.svc.anonymous, `/s/${link}`);
    await page.post([['action', 'start']]);
    await page.answer(s.q.nps, '2');
    const asked = await page.view();
    expect(asked.text).toContain('What is the one thing we should fix first?');
    await page.answer(probe.id, 'The search');
    expect((await page.view()).text).toContain('Anything else?');
  });

  it('need the plan feature adaptiveProbes (Business) to change', async () => {
    const pro = await file.svc.org({ plan: 'pro' });
    const p = await buildSurvey(pro.api, [{ key: 'nps', type: 'nps' }], { live: false });
    const res = await pro.api.post(`/api/v1/surveys/${p.id}/probes`, {
      questionId: p.q.nps,
      when: { operator: 'lte', value: 6 },
      text: 'Why?',
    });
    expect([res.status, res.body.code, res.body.feature]).toEqual([403, 'feature_not_available', 'adaptiveProbes']);
    expect((await pro.api.get(`/api/v1/surveys/${p.id}/probes`)).status).toBe(200);
  });
});
