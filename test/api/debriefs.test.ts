// Debriefs (docs/design/debriefs.md, docs/design/debriefs.md): runs opened on a survey, participants through the respondent API and the hosted
// page, findings computed from their answers (a scripted run of 12 where two questions are misread), quotes withheld
// below the anonymity floor and personal data redacted, closing by hand and at the target (debrief.closed).
import { useService } from '../helpers/service';
import type { Api } from '../helpers/api';
import { buildSurvey, opts } from '../helpers/surveys';
import { Visitor } from '../helpers/visitor';

const file = useService({ WEBHOOK_POLL_MS: '0' });
const COLLECT = '/api/collect/v1';
type Built = Awaited<ReturnType<typeof buildSurvey>>;

async function survey(api: Api = file.api): Promise<Built> {
  return buildSurvey(
    api,
    [
      { key: 'intro', type: 'welcome_screen', title: 'Welcome' },
      { key: 'bill', type: 'short_text', title: 'How long is your billing cycle?' },
      { key: 'support', type: 'single_choice', title: 'How satisfied are you with our support?', config: { options: opts('good', 'bad') } },
      { key: 'usage', type: 'number', title: 'In a typical week, how many hours do you spend in the app?' },
    ],
    { live: false },
  );
}

const PROBES = [
  { kind: 'comprehension', text: 'What does this question ask you, in your words?' },
  { kind: 'paraphrase', text: 'Please say the question in your own words.' },
  { kind: 'confidence', text: 'How sure are you of your answer?' },
];
const open = (s: Built, body: object = {}, api: Api = file.api) =>
  api.post(`/api/v1/surveys/${s.id}/debriefs`, {
    questionIds: [s.q.bill, s.q.support, s.q.usage],
    probes: PROBES,
    participantTarget: 12,
    ...body,
  });

/** What one participant says about a question: [answer, comprehension, paraphrase, confidence]. */
type Said = [unknown, string, string, number];
interface Script {
  bill: Said;
  support: Said;
  usage: Said;
}
const CLEAR: Script = {
  bill: ['monthly', 'The time between two of my invoices.', 'How long is the billing cycle of my account?', 5],
  support: ['good', 'Whether the support team helped me well.', 'How satisfied am I with the support?', 4],
  usage: [5, 'Hours per week I use it.', 'How many hours a week do I spend in the app?', 4],
};

/** Takes part through the respondent API and answers as scripted; answers the session's id. */
async function participate(debriefId: string, s: Built, script: Script, complete = true): Promise<string> {
  const anon = file.svc.anonymous;
  const started = await anon.post(`${COLLECT}/debriefs/${debriefId}/sessions`);
  expect(started.status).toBe(201);
  const headers = { 'X-Session-Token': started.body.token };
  const base = `${COLLECT}/debriefs/${debriefId}/sessions/${started.body.sessionId}`;
  expect(started.headers.get('location')).toBe(base);
  for (const key of ['bill', 'support', 'usage'] as const) {
    const id = s.q[key];
    const [answer, comprehension, paraphrase, confidence] = script[key];
    const res = await anon.post(
      `${base}/answers`,
      {
        answers: [
          { stepId: id, value: answer },
          { stepId: `${id}:1`, value: comprehension },
          { stepId: `${id}:2`, value: paraphrase },
          { stepId: `${id}:3`, value: confidence },
        ],
      },
      { headers },
    );
    expect(res.status).toBe(200);
  }
  if (complete) expect((await anon.post(`${base}/complete`, undefined, { headers })).status).toBe(200);
  return started.body.sessionId;
}

/**
 * Twelve participants. The billing question: three say they do not understand it (markers), a fourth is unsure
 * (confidence 2): 4/12. The usage question: two paraphrases miss the point, a third calls it "unclear": 3/12. The
 * support question: one participant is unsure (confidence 2): 1/12, under the 15% revision rate.
 */
const TWELVE: Script[] = [
  { ...CLEAR, bill: ['?', "I'm not sure what a billing cycle is.", 'Something about bills?', 3] },
  { ...CLEAR, bill: ['no', 'No idea', 'How long is the billing cycle?', 3] },
  { ...CLEAR, bill: ['30', '?', 'How long my billing cycle is.', 4] },
  { ...CLEAR, bill: ['a month', 'The period my invoice covers.', 'How long is the cycle for billing?', 2] },
  { ...CLEAR, usage: [3, 'Time in the app.', 'Do I like it or not?', 4] },
  { ...CLEAR, usage: [10, 'Whether I enjoy it.', 'Is it good?', 5] },
  { ...CLEAR, usage: [8, 'It is unclear whether weekends count.', 'Hours per week spent in the app.', 4] },
  { ...CLEAR, support: ['bad', 'If support was good.', 'How satisfied am I with support?', 2] },
  CLEAR,
  CLEAR,
  CLEAR,
  CLEAR,
];

describe('a run of twelve scripted participants', () => {
  let s: Built;
  let debriefId: string;
  beforeAll(async () => {
    s = await survey();
    const made = await open(s);
    expect(made.status).toBe(201);
    debriefId = made.body.id;
    for (const script of TWELVE) await participate(debriefId, s, script);
  });

  it('names exactly the two misread questions, with the rates computed by hand', async () => {
    const res = await file.api.get(`/api/v1/debriefs/${debriefId}/findings`);
    expect(res.status).toBe(200);
    const f = res.body;
    expect(f).toMatchObject({ method: 'computed', participants: 12, anonymityFloor: 5, evidenceWithheld: false, withheldReason: null });
    expect(f.flaggedQuestionIds).toEqual([s.q.bill, s.q.usage]);
    const by = (id: string) => f.questions.find((q: { questionId: string }) => q.questionId === id);
    expect(by(s.q.bill)).toMatchObject({
      participants: 12,
      comprehensionIssues: 4,
      comprehensionIssueRate: 0.3333,
      reasons: { confusionMarkers: 3, paraphraseMisses: 0, lowConfidence: 1 },
      meanConfidence: 4.33, // (3 + 3 + 4 + 2 + 5 * 8) / 12 = 52 / 12
      flaggedForRevision: true,
    });
    expect(by(s.q.usage)).toMatchObject({
      comprehensionIssues: 3,
      comprehensionIssueRate: 0.25,
      reasons: { confusionMarkers: 1, paraphraseMisses: 2, lowConfidence: 0 },
      meanConfidence: 4.08, // (4 + 5 + 4 + 4 * 9) / 12 = 49 / 12
      flaggedForRevision: true,
    });
    expect(by(s.q.support)).toMatchObject({
      comprehensionIssues: 1,
      comprehensionIssueRate: 0.0833,
      reasons: { confusionMarkers: 0, paraphraseMisses: 0, lowConfidence: 1 },
      flaggedForRevision: false,
      wordingChecks: [],
    });
    // Evidence: issues first, at most five; themes are terms at least two answers use.
    expect(by(s.q.bill).evidence[0]).toEqual({
      quote: "I'm not sure what a billing cycle is.",
      probeKind: 'comprehension',
      showsIssue: true,
    });
    expect(by(s.q.bill).evidence).toHaveLength(5);
    expect(
      by(s.q.usage)
        .evidence.filter((e: { showsIssue: boolean }) => e.showsIssue)
        .map((e: { quote: string }) => e.quote),
    ).toEqual(['Do I like it or not?', 'Is it good?', 'It is unclear whether weekends count.']);
    expect(by(s.q.bill).themes).toEqual(expect.arrayContaining([{ term: 'billing cycle', count: 11 }]));
  });

  it('attaches the wording checks to a flagged question whose wording the health check faults', async () => {
    const t = await buildSurvey(
      file.api,
      [{ key: 'q', type: 'short_text', title: 'How satisfied are you with the price and the quality?' }],
      {
        live: false,
      },
    );
    const run = (await file.api.post(`/api/v1/surveys/${t.id}/debriefs`, { questionIds: [t.q.q], probes: PROBES, participantTarget: 3 }))
      .body;
    for (let i = 0; i < 3; i++) {
      const anon = file.svc.anonymous;
      const started = await anon.post(`${COLLECT}/debriefs/${run.id}/sessions`);
      const base = `${COLLECT}/debriefs/${run.id}/sessions/${started.body.sessionId}`;
      const headers = { 'X-Session-Token': started.body.token };
      const answers = [
        { stepId: t.q.q, value: 'fine' },
        { stepId: `${t.q.q}:1`, value: 'Confusing: price or quality?' },
        { stepId: `${t.q.q}:2`, value: 'Am I happy with the price and the quality?' },
        { stepId: `${t.q.q}:3`, value: 3 },
      ];
      await anon.post(`${base}/answers`, { answers }, { headers });
      await anon.post(`${base}/complete`, undefined, { headers });
    }
    const q = (await file.api.get(`/api/v1/debriefs/${run.id}/findings`)).body.questions[0];
    expect(q.flaggedForRevision).toBe(true);
    expect(q.wordingChecks.map((c: { type: string }) => c.type)).toContain('double_barreled');
  });

  it('closed itself at the target and sent debrief.closed once; a new participant is refused (409 debrief_closed)', async () => {
    const run = (await file.api.get(`/api/v1/debriefs/${debriefId}`)).body;
    expect(run).toMatchObject({ status: 'closed', closedReason: 'participant_target', participants: { started: 12, completed: 12 } });
    const refused = await file.svc.anonymous.post(`${COLLECT}/debriefs/${debriefId}/sessions`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('debrief_closed');
  });

  it("keeps participants' answers out of the survey's responses and analytics", async () => {
    expect((await file.api.get(`/api/v1/surveys/${s.id}/responses`)).body.pagination.total).toBe(0);
    const overview = (await file.api.get(`/api/v1/surveys/${s.id}/analytics`)).body;
    expect(overview.totals?.sessions ?? overview.sessions?.total ?? 0).toBe(0);
  });
});

describe('the anonymity floor and redaction', () => {
  const SECRET_WORDS = ['pelican', 'marmalade', 'quasar', 'tangerine', 'xylophone'];
  const scripted = (i: number): Script => ({
    bill: ['monthly', `I think of a ${SECRET_WORDS[i]} when I read it.`, `How long is the ${SECRET_WORDS[i]} billing cycle?`, 4],
    support: ['good', `Support ${SECRET_WORDS[i]} stuff.`, 'How satisfied am I with support?', 4],
    usage: [3, `${SECRET_WORDS[i]} hours.`, 'How many hours a week in the app?', 4],
  });

  it('withholds every quote and theme at 4 participants, shows them at 5', async () => {
    const s = await survey();
    const run = (await open(s, { participantTarget: 20 })).body;
    for (let i = 0; i < 4; i++) await participate(run.id, s, scripted(i));
    const four = await file.api.get(`/api/v1/debriefs/${run.id}/findings`);
    expect(four.body).toMatchObject({ participants: 4, evidenceWithheld: true });
    expect(four.body.withheldReason).toMatch(/anonymity floor \(5\)/);
    const text = JSON.stringify(four.body).toLowerCase();
    for (const word of SECRET_WORDS) expect(text).not.toContain(word);
    for (const q of four.body.questions) expect(q).toMatchObject({ evidence: [], themes: [], evidenceWithheld: true });
    await participate(run.id, s, scripted(4));
    const five = await file.api.get(`/api/v1/debriefs/${run.id}/findings`);
    expect(five.body.evidenceWithheld).toBe(false);
    expect(JSON.stringify(five.body)).toContain('pelican');
  });

  it('redacts emails, phone numbers and the names of the organisation contacts from quotes, always', async () => {
    await file.api.post('/api/v1/contacts', { email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper' });
    const s = await survey();
    const run = (await open(s, { participantTarget: 10, anonymityFloor: 3 })).body;
    const leaky: Script = {
      ...CLEAR,
      bill: ['monthly', 'Ask grace hopper at grace.h@example.org or call +44 20 7946 0958 about it.', 'How long is the billing cycle?', 4],
    };
    for (let i = 0; i < 3; i++) await participate(run.id, s, leaky);
    const f = (await file.api.get(`/api/v1/debriefs/${run.id}/findings`)).body;
    const quotes = f.questions[0].evidence.map((e: { quote: string }) => e.quote);
    expect(quotes).toContain('Ask [redacted] [redacted] at [redacted] or call [redacted] about it.');
    const text = JSON.stringify(f);
    for (const leak of ['grace', 'Grace', 'Hopper', '7946', 'example.org']) expect(text).not.toContain(leak);
  });

  it('refuses a floor below 3 (400 naming anonymityFloor)', async () => {
    const s = await survey();
    const res = await open(s, { anonymityFloor: 2 });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].name).toBe('anonymityFloor');
  });
});

describe('runs', () => {
  it('are opened, listed, read and closed by hand (debrief.closed with reason closed), on a survey in any status', async () => {
    await file.api.post('/api/v1/webhooks', { url: 'https://93.184.216.34/hooks/debriefs', events: ['debrief.closed'] });
    const s = await survey();
    const made = await open(s, { participantTarget: 8 });
    expect(made.status).toBe(201);
    expect(made.headers.get('location')).toBe(`/api/v1/debriefs/${made.body.id}`);
    expect(made.body).toMatchObject({
      surveyId: s.id,
      questionIds: [s.q.bill, s.q.support, s.q.usage],
      anonymityFloor: 5,
      status: 'open',
      closedReason: null,
      participants: { started: 0, completed: 0 },
      url: `http://localhost:3000/s/debrief/${made.body.id}`,
    });
    const list = await file.api.get(`/api/v1/surveys/${s.id}/debriefs`);
    expect(list.body.data).toEqual([made.body]);
    await participate(made.body.id, s, CLEAR, false);
    const closed = await file.api.post(`/api/v1/debriefs/${made.body.id}/close`);
    expect(closed.body).toMatchObject({ status: 'closed', closedReason: 'closed', participants: { started: 1, completed: 0 } });
    expect((await file.api.post(`/api/v1/debriefs/${made.body.id}/close`)).body.closedAt).toBe(closed.body.closedAt);
    const events = await file.svc.running.services.db.kysely
      .selectFrom('events')
      .select('payload')
      .where('type', '=', 'debrief.closed')
      .execute();
    const mine = events.map((e) => JSON.parse(e.payload).data).filter((d) => d.debriefId === made.body.id);
    expect(mine).toEqual([{ surveyId: s.id, debriefId: made.body.id, reason: 'closed', participants: 0, closedAt: closed.body.closedAt }]);
  });

  it('refuses a screen, an unknown question or one named twice (400 naming it)', async () => {
    const s = await survey();
    const cases: [string[], string][] = [
      [[s.q.intro], 'questionIds[0]'],
      [[s.q.bill, '0192f3c4-0000-7000-8000-000000000000'], 'questionIds[1]'],
      [[s.q.bill, s.q.bill], 'questionIds[1]'],
    ];
    for (const [questionIds, name] of cases) {
      const res = await open(s, { questionIds });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].name).toBe(name);
    }
  });

  it('check answers by the step type, and complete only when every step is answered', async () => {
    const s = await survey();
    const run = (await open(s)).body;
    const anon = file.svc.anonymous;
    const started = (await anon.post(`${COLLECT}/debriefs/${run.id}/sessions`)).body;
    expect(started.nextStep).toMatchObject({ stepId: s.q.bill, kind: 'question', probeKind: null, position: 0 });
    expect(started.total).toBe(12);
    const headers = { 'X-Session-Token': started.token };
    const base = `${COLLECT}/debriefs/${run.id}/sessions/${started.sessionId}`;
    const bad = await anon.post(`${base}/answers`, { answers: [{ stepId: `${s.q.bill}:3`, value: 9 }] }, { headers });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].name).toBe('answers[0].value');
    const unknown = await anon.post(`${base}/answers`, { answers: [{ stepId: 'nope', value: 'x' }] }, { headers });
    expect(unknown.body.errors[0].name).toBe('answers[0].stepId');
    const ok = await anon.post(`${base}/answers`, { answers: [{ stepId: s.q.bill, value: 'monthly' }] }, { headers });
    expect(ok.body.nextStep).toMatchObject({ stepId: `${s.q.bill}:1`, kind: 'probe', probeKind: 'comprehension' });
    expect(ok.body.nextStep.question).toMatchObject({ type: 'long_text', title: PROBES[0].text });
    const early = await anon.post(`${base}/complete`, undefined, { headers });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('session_incomplete');
    expect((await anon.get(base, { headers: { 'X-Session-Token': 'wrong' } })).status).toBe(401);
    expect((await anon.get(base, { headers })).body.answered).toBe(1);
  });

  it('need the plan feature debriefs (403 on Pro)', async () => {
    const pro = await file.svc.org({ plan: 'pro' });
    const s = await survey(pro.api);
    const res = await open(s, {}, pro.api);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'feature_not_available', feature: 'debriefs' });
    expect((await pro.api.get(`/api/v1/surveys/${s.id}/debriefs`)).status).toBe(403);
  });
});

describe('the hosted debrief page', () => {
  it('walks a participant from the introduction through every step to the thank-you', async () => {
    const s = await survey();
    const run = (await open(s, { participantTarget: 1, anonymityFloor: 3 })).body;
    const page = new Visitor(file.svc.anonymous, `/s/debrief/${run.id}`);
    const intro = await page.view();
    expect(intro.status).toBe(200);
    expect(intro.text).toContain('Help us test our questions');
    expect((await page.post([['action', 'start']])).status).toBe(303);
    const values: Record<string, string> = { [s.q.bill]: 'monthly', [s.q.support]: 'good', [s.q.usage]: '4' };
    const seen: string[] = [];
    for (let i = 0; i < 12; i++) {
      const screen = await page.view();
      expect(screen.status).toBe(200);
      const stepId = /name="questionId" value="([^"]+)"/.exec(screen.text)?.[1] as string;
      seen.push(stepId);
      if (i === 1) {
        const empty = await page.answer(stepId, '');
        expect(empty.status).toBe(400); // a probe needs an answer: the step again, with the message
      }
      const value = values[stepId] ?? (stepId.endsWith(':3') ? '4' : 'The time between two invoices.');
      expect((await page.answer(stepId, value)).status).toBe(303);
    }
    expect(seen.slice(0, 4)).toEqual([s.q.bill, `${s.q.bill}:1`, `${s.q.bill}:2`, `${s.q.bill}:3`]);
    expect((await page.view()).text).toContain('Thank you!');
    expect((await file.api.get(`/api/v1/debriefs/${run.id}`)).body).toMatchObject({ status: 'closed', participants: { completed: 1 } });
    const late = await file.svc.anonymous.get(`/s/debrief/${run.id}`);
    expect(late.status).toBe(409);
  });
});
