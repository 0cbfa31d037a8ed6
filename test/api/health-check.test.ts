// The public health check (docs/design/errors.md, docs/design/rate-limits.md; docs/design/wording.md): the three modes with realistic input,
// a deliberately bad questionnaire that trips every rule, the limits, the flag, and every error in the surface's own
// `{ error }` shape. Each test speaks from its own address (X-Forwarded-For, one trusted hop here), as the limit is per IP.
import { startTestService, useService } from '../helpers/service';
import { setFlag } from '../../src/flags/flags';
import { AnalysisPool } from '../../src/wording-check/pool';

const file = useService({ TRUST_PROXY: '1' });
const PATH = '/api/health-check/analyze';
let address = 0;
const from = () => {
  const ip = `203.0.113.${++address}`;
  return (body: unknown, raw?: string) =>
    file.svc.anonymous.post(PATH, raw === undefined ? body : undefined, {
      headers: { 'X-Forwarded-For': ip, ...(raw !== undefined ? { 'content-type': 'application/json' } : {}) },
      rawBody: raw,
    });
};

const BAD = [
  "1. Don't you agree that our amazing new app is easier to use?",
  '2. How satisfied are you with the price and the quality of our products?',
  '3. Rate our support (Excellent, Very good, Good, Poor)',
  '4. What is your annual household income?',
  '5. How often do you shop online?',
  '6. What is your age? (18-24, 25-34, 34-44, 45 or older)',
  '7. Thinking about the last time you contacted our customer service team by telephone or by email about a billing problem with your account, how satisfied were you with how quickly and how completely it was resolved by the agent assigned to your case?',
  '8. How useful is the SLA dashboard for your QBR preparation?',
].join('\n');

/** A check of `content` read as `mode`, from an address of its own; it must answer 200. */
const checked = async (mode: string, content: string) => {
  const res = await from()({ mode, content });
  expect(res.status).toBe(200);
  return res;
};
/** The questions a health check read, as [text, type]. */
const textsAndTypes = (res: { body: { questions: { text: string; type: string }[] } }) => res.body.questions.map((q) => [q.text, q.type]);

describe('text mode', () => {
  it('catches every issue type on a deliberately bad questionnaire, with scores and suggestions', async () => {
    const res = await from()({ mode: 'text', content: BAD });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-ratelimit-limit')).toBe('5');
    expect(res.headers.get('x-ratelimit-remaining')).toBe('4');
    expect(Number(res.headers.get('x-ratelimit-reset'))).toBeGreaterThan(0);
    const { questions, issues, overallScore, questionCount, strengths } = res.body;
    expect(questionCount).toBe(8);
    expect(questions[0].text).toBe("Don't you agree that our amazing new app is easier to use?");
    const byQuestion = questions.map((q: { issues: { type: string; severity: string }[] }) =>
      q.issues.map((i) => `${i.type}:${i.severity}`),
    );
    expect(byQuestion[0]).toContain('leading_question:high');
    expect(byQuestion[1]).toContain('double_barreled:high');
    expect(byQuestion[2]).toContain('unbalanced_scale:high');
    expect(byQuestion[3]).toContain('sensitive_topic:medium');
    expect(byQuestion[4]).toEqual(['ambiguous_wording:medium']);
    expect(byQuestion[5]).toContain('missing_option:high');
    expect(byQuestion[6]).toContain('too_long:high');
    expect(byQuestion[7]).toContain('jargon:medium');
    expect(new Set(issues.map((i: { type: string }) => i.type)).size).toBe(8);
    // Flat list: every high before every medium; each names its question.
    const ranks = issues.map((i: { severity: string }) => ['high', 'medium', 'low'].indexOf(i.severity));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    for (const i of issues) expect(i.questionText).toBe(questions[i.questionIndex].text);
    // Scores: each question 100 - 25 per high - 10 per medium (floor 0); overall the rounded mean.
    const expected = questions.map((q: { issues: { severity: string }[] }) =>
      Math.max(0, 100 - q.issues.reduce((n, i) => n + (i.severity === 'high' ? 25 : 10), 0)),
    );
    expect(overallScore).toBe(Math.round(expected.reduce((a: number, b: number) => a + b, 0) / expected.length));
    expect(strengths).not.toContain('Neutral wording: no leading stems or loaded words.');
    expect(res.body.importSignals).toBeUndefined();
  });

  it('finds nothing wrong with well-made questions and says what is good', async () => {
    const res = await from()({
      mode: 'text',
      content:
        'Q1: In the past 30 days, how many times did you visit our store?\nQ2: How satisfied or dissatisfied are you with our support?\n\nQ3: Which of these did you buy? (Shoes, Shirts, Other)',
    });
    expect(res.status).toBe(200);
    expect(res.body.issues).toEqual([]);
    expect(res.body.overallScore).toBe(100);
    expect(res.body.questions.map((q: { text: string }) => q.text)).toEqual([
      'In the past 30 days, how many times did you visit our store?',
      'How satisfied or dissatisfied are you with our support?',
      'Which of these did you buy? (Shoes, Shirts, Other)',
    ]);
    expect(res.body.strengths).toEqual(
      expect.arrayContaining(['Each question asks about one thing.', 'Neutral wording: no leading stems or loaded words.']),
    );
  });

  it('analyses at most 50 questions', async () => {
    const content = Array.from({ length: 70 }, (_, i) => `${i + 1}. Which city do you live in, question ${i + 1}?`).join('\n');
    const res = await from()({ mode: 'text', content });
    expect(res.body.questionCount).toBe(50);
    expect(res.body.questions).toHaveLength(50);
  });
});

describe('CSV modes', () => {
  it('form_builder_csv: a Google Forms export header becomes questions, with import signals', async () => {
    const csv = [
      'Timestamp,Email Address,How satisfied are you with the price and the quality?,Which features do you use?,"What, if anything, should we improve?"',
      '2026/11/20 10:01:02 AM GMT,ann@example.com,4,"Reports;Exports",Faster exports',
      '2026/11/20 10:05:00 AM GMT,bob@example.com,5,Reports,',
      '2026/11/20 11:00:00 AM GMT,cy@example.com,4,Exports;Sharing,More charts please',
    ].join('\n');
    const res = await checked('form_builder_csv', csv);
    expect(textsAndTypes(res)).toEqual([
      ['How satisfied are you with the price and the quality?', 'number'],
      ['Which features do you use?', 'multiple_choice'],
      ['What, if anything, should we improve?', 'short_text'],
    ]);
    expect(res.body.issues.map((i: { type: string; questionIndex: number }) => [i.questionIndex, i.type])).toContainEqual([
      0,
      'double_barreled',
    ]);
    expect(res.body.importSignals).toEqual({ typeConfidence: 1, piiDetected: true, ambiguities: [] });
  });

  it('form_builder_csv: a Microsoft Forms header row alone (no answers) gives questions and says types cannot be told', async () => {
    const csv = 'ID,Start time,Completion time,Email,Name,Last modified time,How likely are you to recommend us?,Why?';
    const res = await from()({ mode: 'form_builder_csv', content: csv });
    expect(res.body.questions.map((q: { text: string }) => q.text)).toEqual(['How likely are you to recommend us?', 'Why?']);
    expect(res.body.importSignals).toEqual({
      typeConfidence: 0,
      piiDetected: true,
      ambiguities: [
        { column: 'How likely are you to recommend us?', reason: 'no answers: the type cannot be inferred' },
        { column: 'Why?', reason: 'no answers: the type cannot be inferred' },
      ],
    });
  });

  it('csv: quoted headers with commas and newlines; timestamp and email columns skipped; mixed columns are ambiguous', async () => {
    const csv =
      'created_at,e-mail,"What, in a few words,\nbrings you here?",Team size,Rating\n2026-11-20T10:00:00Z,a@b.co,To learn,12,4\n2026-11-20T11:00:00Z,c@d.co,Work,about ten,5\n2026-11-20T12:00:00Z,e@f.co,Fun,,3';
    const res = await checked('csv', csv);
    expect(textsAndTypes(res)).toEqual([
      ['What, in a few words, brings you here?', 'short_text'],
      ['Team size', 'number'],
      ['Rating', 'number'],
    ]);
    expect(res.body.importSignals).toEqual({
      typeConfidence: 0.83,
      piiDetected: true,
      ambiguities: [{ column: 'Team size', reason: 'mixed values: 50% look like number' }],
    });
  });

  it('csv without personal data says so', async () => {
    const res = await from()({ mode: 'csv', content: 'Favourite colour,Age group\nBlue,25-34\nRed,35-44\nBlue,25-34' });
    expect(res.body.importSignals).toMatchObject({ piiDetected: false, typeConfidence: 1 });
  });
});

describe('errors in the specification shape', () => {
  it.each([
    ['a bad mode', { mode: 'pdf', content: 'How old are you?' }, 'mode: must be one of: text, form_builder_csv, csv'],
    ['missing content', { mode: 'text' }, 'content: is required'],
    ['empty content', { mode: 'text', content: '' }, 'content: must NOT have fewer than 1 characters'],
    [
      'content over 100,000 characters',
      { mode: 'text', content: 'x'.repeat(100_001) },
      'content: must NOT have more than 100000 characters',
    ],
    ['no questions', { mode: 'text', content: '\n  \n1.\n---' }, 'No questions found: no line holds a question.'],
    ['a CSV with no header', { mode: 'csv', content: '\n\n' }, 'No questions found: the CSV has no header row.'],
  ])('400 for %s', async (_label, body, error) => {
    const res = await from()(body);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body).toEqual({ error });
  });

  it('400 for a body that is not JSON', async () => {
    const res = await from()(undefined, '{"mode": "text",');
    expect(res.status).toBe(400);
    expect(typeof res.body.error).toBe('string');
  });

  it('429 after 5 requests an hour from one address, with X-RateLimit-* and Retry-After; other addresses unaffected', async () => {
    const send = from();
    for (let i = 0; i < 5; i++)
      expect((await send({ mode: 'text', content: 'How old are you?' })).headers.get('x-ratelimit-remaining')).toBe(String(4 - i));
    const res = await send({ mode: 'text', content: 'How old are you?' });
    expect(res.status).toBe(429);
    expect(res.body.error).toMatch(/^Rate limit exceeded: 5 requests an hour from one address; try again in \d+ seconds\.$/);
    expect(res.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    expect((await from()({ mode: 'text', content: 'How old are you?' })).status).toBe(200);
  });

  it('503 { error: { code: unavailable } } while the flag is off, and back on', async () => {
    await setFlag(file.svc.running.services.db, 'health_check_public', false);
    try {
      const res = await from()({ mode: 'text', content: 'How old are you?' });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ error: { code: 'unavailable', message: 'The health check is not available right now.' } });
    } finally {
      await setFlag(file.svc.running.services.db, 'health_check_public', true);
    }
    expect((await from()({ mode: 'text', content: 'How old are you?' })).status).toBe(200);
  });

  it('500 when the analysis fails, with a message and no detail; the service keeps serving', async () => {
    // The analysis runs in a worker thread: the failing job is the worker's, named by the pool.
    const services = file.svc.running.services;
    const kept = services.healthCheck;
    services.healthCheck = new AnalysisPool({ job: require.resolve('../helpers/analysis-jobs') });
    try {
      const res = await from()({ mode: 'text', content: 'How old are you?' });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ error: 'The analysis failed unexpectedly; retry later.' });
    } finally {
      await services.healthCheck.close();
      services.healthCheck = kept;
    }
    expect((await from()({ mode: 'text', content: 'How old are you?' })).status).toBe(200);
  });

  it('needs no key, and a key changes nothing', async () => {
    const res = await file.api.post(
      PATH,
      { mode: 'text', content: 'How old are you?' },
      { headers: { 'X-Forwarded-For': '198.51.100.7' } },
    );
    expect(res.status).toBe(200);
  });
});

it('takes its hourly limit per address from HEALTH_CHECK_RATE_LIMIT_PER_HOUR (local use), 5 by default', async () => {
  const local = await startTestService({ HEALTH_CHECK_RATE_LIMIT_PER_HOUR: '7' });
  try {
    const body = { mode: 'text', content: '1. How satisfied are you with our service?' };
    for (let i = 0; i < 7; i++) expect((await local.anonymous.post(PATH, body)).status).toBe(200);
    const spent = await local.anonymous.post(PATH, body);
    expect(spent.status).toBe(429);
    expect(spent.headers.get('x-ratelimit-limit')).toBe('7');
    expect(spent.body.error).toMatch(/7 requests an hour/);
  } finally {
    await local.close();
  }
});
