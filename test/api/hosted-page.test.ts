// The hosted page over plain HTTP (docs/design/collectors.md): every one of the 38 question types is answered through its form and stored
// as the respondent API stores it; a refused answer comes back with its message; back navigation; the honeypot and
// the script's events reach the session; the page's headers. (A real browser drives it in hosted-browser.test.ts.)
import { useService } from '../helpers/service';
import { Visitor } from '../helpers/visitor';
import { MINIMAL } from '../helpers/question-configs';
import { buildSurvey, type Spec } from '../helpers/surveys';
import { mintContactToken } from '../../src/contacts/tokens';

const file = useService();

/** What each type's form sends, and the answer the session must store. Screens send nothing. */
const FORMS: Record<string, { fields: [string, string][]; stored?: unknown }> = {
  welcome_screen: { fields: [] },
  statement: { fields: [] },
  single_choice: { fields: [['value', 'o1']], stored: 'o1' },
  multiple_choice: {
    fields: [
      ['value', 'o1'],
      ['value', 'o3'],
    ],
    stored: ['o1', 'o3'],
  },
  dropdown: { fields: [['value', 'o3']], stored: 'o3' },
  yes_no: { fields: [['value', 'no']], stored: 'no' },
  image_choice: { fields: [['value', 'o2']], stored: 'o2' },
  likert: { fields: [['value', '2']], stored: 2 },
  nps: { fields: [['value', '9']], stored: 9 },
  stars: { fields: [['value', '4']], stored: 4 },
  slider: { fields: [['value', '-2.5']], stored: -2.5 },
  opinion_scale: { fields: [['value', '7']], stored: 7 },
  semantic_differential: { fields: [['value', '3']], stored: 3 },
  csat: { fields: [['value', '5']], stored: 5 },
  ces: { fields: [['value', '6']], stored: 6 },
  emoji_rating: { fields: [['value', '2']], stored: 2 },
  matrix_single: {
    fields: [
      ['row.o1', 'o2'],
      ['row.o2', 'o3'],
    ],
    stored: { o1: 'o2', o2: 'o3' },
  },
  matrix_multiple: {
    fields: [
      ['row.o1', 'o1'],
      ['row.o1', 'o2'],
      ['row.o2', 'o2'],
    ],
    stored: { o1: ['o1', 'o2'], o2: ['o2'] },
  },
  matrix_text: {
    fields: [
      ['cell.o1.o1', 'Fine'],
      ['cell.o1.o2', ''],
    ],
    stored: { o1: { o1: 'Fine' } },
  },
  ranking: {
    fields: [
      ['rank.o1', '2'],
      ['rank.o2', '1'],
      ['rank.o3', '3'],
    ],
    stored: ['o2', 'o1', 'o3'],
  },
  constant_sum: {
    fields: [
      ['amount.o1', '4'],
      ['amount.o2', '6'],
    ],
    stored: { o1: 4, o2: 6 },
  },
  maxdiff: {
    fields: [
      ['best', 'o1'],
      ['worst', 'o4'],
    ],
    stored: [{ best: 'o1', worst: 'o4' }],
  },
  card_sort: {
    fields: [
      ['card.o1', 'o1'],
      ['card.o2', 'o2'],
      ['card.o3', 'o1'],
    ],
    stored: { o1: 'o1', o2: 'o2', o3: 'o1' },
  },
  short_text: { fields: [['value', 'Quick']], stored: 'Quick' },
  long_text: { fields: [['value', 'Line one\nLine two']], stored: 'Line one\nLine two' },
  email: { fields: [['value', 'ada@example.com']], stored: 'ada@example.com' },
  phone: { fields: [['value', '+44 20 7946 0958']], stored: '+44 20 7946 0958' },
  url: { fields: [['value', 'https://example.com/x']], stored: 'https://example.com/x' },
  number: { fields: [['value', '42']], stored: 42 },
  date: { fields: [['value', '2026-06-01']], stored: '2026-06-01' },
  time: { fields: [['value', '09:30']], stored: '09:30' },
  contact_info: {
    fields: [
      ['field.firstName', 'Ada'],
      ['field.lastName', ''],
      ['field.email', 'ada@example.com'],
    ],
    stored: { firstName: 'Ada', email: 'ada@example.com' },
  },
  address: {
    fields: [
      ['field.city', 'Berlin'],
      ['field.country', 'DE'],
    ],
    stored: { city: 'Berlin', country: 'DE' },
  },
  file_upload: { fields: [['value', 'https://example.com/cv.pdf']], stored: ['https://example.com/cv.pdf'] },
  signature: { fields: [['value', 'Ada Lovelace']], stored: 'Ada Lovelace' },
  consent: { fields: [['value', 'yes']], stored: true },
  attention_check: { fields: [['value', 'o2']], stored: 'o2' },
  thank_you_screen: { fields: [] },
};

const TYPES = Object.keys(MINIMAL).filter((t) => t !== 'thank_you_screen');
/** Every type once, welcome first and thank-you last (reaching it ends the survey). */
const everyType = (): Spec[] =>
  [...['welcome_screen', ...TYPES.filter((t) => t !== 'welcome_screen')], 'thank_you_screen'].map((type) => ({
    key: type,
    type,
    title: `The ${type.replace(/_/g, ' ')} question`,
    ...(MINIMAL[type] ? { config: MINIMAL[type] } : {}),
  })) as Spec[];

const defaultLink = async (surveyId: string): Promise<string> =>
  (await file.api.get(`/api/v1/surveys/${surveyId}/collectors`)).body.data[0].id;

it('has a form sample for each of the 38 types', () => {
  expect(Object.keys(FORMS).sort()).toEqual(Object.keys(MINIMAL).sort());
});

it('takes every type through its form: each screen renders the inputs the form sends, and the answers are stored as the API stores them', async () => {
  const s = await buildSurvey(file.api, everyType());
  const visitor = new Visitor(file.svc.anonymous, `/s/${await defaultLink(s.id)}`);
  const welcome = await visitor.view();
  expect(welcome.text).toContain('The welcome screen question'); // the leading welcome screen is the start page
  expect(
    (
      await visitor.post([
        ['action', 'start'],
        ['website', ''],
      ])
    ).status,
  ).toBe(303);
  const seen: string[] = [];
  for (let step = 0; step < 40; step++) {
    const screen = await visitor.view();
    expect(screen.status).toBe(200);
    const id = /data-question="([^"]+)"/.exec(screen.text)?.[1];
    if (!id) {
      expect(screen.text).toContain('The thank you screen question');
      break;
    }
    const type = Object.entries(s.q).find(([, qid]) => qid === id)?.[0] as string;
    seen.push(type);
    for (const [name] of FORMS[type].fields) expect(screen.text).toContain(`name="${name}"`);
    const res = await visitor.answer(id, [['timeMs', '1200'], ['events', ''], ...FORMS[type].fields]);
    expect([type, res.status]).toEqual([type, 303]);
  }
  expect(seen).toEqual(TYPES.filter((t) => t !== 'welcome_screen'));
  const [row] = (await file.api.get(`/api/v1/surveys/${s.id}/responses`)).body.data;
  expect(row.status).toBe('completed');
  const stored = Object.fromEntries(row.answers.map((a: { questionId: string; value: unknown }) => [a.questionId, a.value]));
  for (const [type, form] of Object.entries(FORMS)) {
    if (form.stored !== undefined) expect([type, stored[s.q[type]]]).toEqual([type, form.stored]);
  }
  expect(row.answers[0].timeMs).toBe(1200);
}, 60_000);

describe('one question at a time', () => {
  let s: Awaited<ReturnType<typeof buildSurvey>>;
  let link: string;
  beforeAll(async () => {
    s = await buildSurvey(file.api, [
      { key: 'split', type: 'constant_sum', config: MINIMAL.constant_sum },
      { key: 'rank', type: 'ranking', config: MINIMAL.ranking },
      { key: 'why', type: 'short_text' },
    ] as Spec[]);
    link = await defaultLink(s.id);
  });

  it('re-renders a refused answer with its message next to the field (400), and keeps the session where it was', async () => {
    const visitor = new Visitor(file.svc.anonymous, `/s/${link}`);
    await visitor.post([['action', 'start']]);
    const refused = await visitor.answer(s.q.split, { 'amount.o1': '3', 'amount.o2': '3' });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('role="alert"');
    expect(refused.text).toContain('must add up to 10 (adds up to 6)');
    expect(refused.headers.get('content-security-policy')).toContain("default-src 'none'");
    const twice = await visitor.answer(s.q.split, { 'amount.o1': 'x' });
    expect(twice.status).toBe(400);
    expect(twice.text).toContain('Enter numbers only.');
    expect((await visitor.view()).text).toContain(`data-question="${s.q.split}"`);
  });

  it('goes back one question and takes a new answer there', async () => {
    const visitor = new Visitor(file.svc.anonymous, `/s/${link}`);
    await visitor.post([['action', 'start']]);
    await visitor.answer(s.q.split, { 'amount.o1': '4', 'amount.o2': '6' });
    const second = await visitor.view();
    expect(second.text).toContain(`data-question="${s.q.rank}"`);
    expect(second.text).toContain('value="back"');
    const duplicate = await visitor.answer(s.q.rank, { 'rank.o1': '1', 'rank.o2': '1' });
    expect(duplicate.text).toContain('Give each rank only once.');
    expect((await visitor.post([['action', 'back']])).status).toBe(303);
    expect((await visitor.view()).text).toContain(`data-question="${s.q.split}"`);
    await visitor.answer(s.q.split, { 'amount.o1': '10', 'amount.o2': '0' });
    await visitor.answer(s.q.rank, { 'rank.o1': '3', 'rank.o2': '1', 'rank.o3': '2' });
    // A stale form (a second tab) changes nothing: the page shows the current question again.
    expect((await visitor.answer(s.q.split, { 'amount.o1': '5', 'amount.o2': '5' })).status).toBe(303);
    await visitor.answer(s.q.why, [
      ['value', 'Because'],
      ['events', JSON.stringify([{ type: 'paste' }, { type: 'bogus' }])],
    ]);
    const end = await visitor.view();
    expect(end.text).toContain('Thank you! Your response has been recorded.');
    const rows = (await file.api.get(`/api/v1/surveys/${s.id}/responses`, { query: { status: 'completed' } })).body.data;
    const done = rows[rows.length - 1];
    expect(done.answers.map((a: { value: unknown }) => a.value)).toEqual([{ o1: 10, o2: 0 }, ['o2', 'o3', 'o1'], 'Because']);
    expect(done.events).toEqual([expect.objectContaining({ type: 'paste', questionId: s.q.why })]);
  });

  it('ties the session to the contact of a personal link (?t=), and refuses a link of another survey', async () => {
    const contact = (await file.api.post('/api/v1/contacts', { email: 'ada@example.com' })).body;
    const token = mintContactToken('test-secret', { surveyId: s.id, contactId: contact.id });
    const visitor = new Visitor(file.svc.anonymous, `/s/${link}`);
    const welcome = await file.svc.anonymous.get(`/s/${link}`, { query: { t: token } });
    expect(welcome.text).toContain(`name="t" value="${token}"`);
    await visitor.post([
      ['action', 'start'],
      ['t', token],
    ]);
    const rows = (await file.api.get(`/api/v1/surveys/${s.id}/responses`, { query: { status: 'in_progress' } })).body.data;
    expect(rows.map((r: { contactId: string | null }) => r.contactId)).toContain(contact.id);
    const foreign = mintContactToken('test-secret', { surveyId: '0192f3c4-0000-7000-8000-000000000000', contactId: contact.id });
    const refused = await new Visitor(file.svc.anonymous, `/s/${link}`).post([
      ['action', 'start'],
      ['t', foreign],
    ]);
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('This personal link is not valid for this survey.');
  });

  it("ends with the collector's redirect: a link, and the script follows it", async () => {
    const c = (
      await file.api.post(`/api/v1/surveys/${s.id}/collectors`, {
        name: 'Redirect',
        settings: { redirectUrl: 'https://example.com/thanks?src=fw' },
      })
    ).body;
    const visitor = new Visitor(file.svc.anonymous, `/s/${c.id}`);
    await visitor.post([['action', 'start']]);
    await visitor.answer(s.q.split, { 'amount.o1': '5', 'amount.o2': '5' });
    await visitor.answer(s.q.rank, { 'rank.o1': '1', 'rank.o2': '2', 'rank.o3': '3' });
    await visitor.answer(s.q.why, 'Done');
    const end = (await visitor.view()).text;
    expect(end).toContain('data-redirect="https://example.com/thanks?src=fw"');
    expect(end).toContain('<a href="https://example.com/thanks?src=fw">Continue</a>');
  });

  it('records the honeypot a bot filled', async () => {
    const visitor = new Visitor(file.svc.anonymous, `/s/${link}`);
    await visitor.post([
      ['action', 'start'],
      ['website', 'http://spam.example'],
    ]);
    const rows = (await file.api.get(`/api/v1/surveys/${s.id}/responses`, { query: { status: 'in_progress' } })).body.data;
    expect(rows.map((r: { honeypot: string | null }) => r.honeypot)).toContain('http://spam.example');
  });

  it('serves its own stylesheet and script only, and may be framed only for an embed collector', async () => {
    const page = await file.svc.anonymous.get(`/s/${link}`);
    expect(page.headers.get('content-security-policy')).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' https: data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    );
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect([...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]).sort()).toEqual([
      '/s/assets/page.css',
      '/s/assets/page.js',
      'data:,', // an empty icon, so the browser asks for no /favicon.ico
    ]);
    for (const asset of ['page.css', 'page.js']) expect((await file.svc.anonymous.get(`/s/assets/${asset}`)).status).toBe(200);
    expect((await file.svc.anonymous.get('/s/assets/..%2F..%2Fpackage.json')).status).toBe(404);
    const embed = (await file.api.post(`/api/v1/surveys/${s.id}/collectors`, { name: 'Embed', type: 'embed' })).body;
    const framed = await file.svc.anonymous.get(`/s/${embed.id}`);
    expect(framed.headers.get('content-security-policy')).toContain('frame-ancestors https:');
  });

  it('names a text box by its question, asks for all that apply, and a closed link says what the survey wrote for closed', async () => {
    const x = await buildSurvey(file.api, [
      { key: 'name', type: 'short_text', title: 'What should we call you?' },
      { key: 'why', type: 'long_text', title: 'Why did you choose us?' },
      { key: 'plan', type: 'dropdown', title: 'Which plan?', config: MINIMAL.dropdown },
      { key: 'tools', type: 'multiple_choice', title: 'Which tools?', config: MINIMAL.multiple_choice },
    ] as Spec[]);
    const visitor = new Visitor(file.svc.anonymous, `/s/${await defaultLink(x.id)}`);
    await visitor.post([['action', 'start']]);
    const titles: Record<string, string> = { name: 'What should we call you?', why: 'Why did you choose us?', plan: 'Which plan?' };
    for (const [key, value] of [
      ['name', 'Ada'],
      ['why', 'Price'],
      ['plan', 'o1'],
    ]) {
      const html = (await visitor.view()).text;
      expect(html).toMatch(new RegExp(`<h1 id="q-title">${titles[key]}`));
      // The one answer field points at the question for its name, whatever its visible hint says.
      expect(html).toMatch(/<(input|textarea|select)[^>]* id="value" name="value" aria-labelledby="q-title"/);
      expect(html).not.toContain('Choose all that apply');
      await visitor.answer(x.q[key], value);
    }
    expect((await visitor.view()).text).toContain('<p class="hint">Choose all that apply.</p>');

    await file.api.put(`/api/v1/surveys/${x.id}`, { messages: { closed: 'Fieldwork ended on 1 January. Thank you!' } });
    const late = (
      await file.api.post(`/api/v1/surveys/${x.id}/collectors`, { name: 'Late', settings: { closesAt: '2020-01-01T00:00:00Z' } })
    ).body;
    const closed = await file.svc.anonymous.get(`/s/${late.id}`);
    expect(closed.status).toBe(409);
    expect(closed.text).toContain('Fieldwork ended on 1 January. Thank you!');
    expect(closed.text).not.toContain('This link is closed');
  });

  it('escapes what the survey wrote', async () => {
    const x = await buildSurvey(file.api, [{ key: 'q', type: 'short_text', title: '<script>alert(1)</script> & "you"' }] as Spec[], {
      title: '<img src=x onerror=alert(1)>',
    });
    const visitor = new Visitor(file.svc.anonymous, `/s/${await defaultLink(x.id)}`);
    expect((await visitor.view()).text).not.toContain('<img src=x');
    await visitor.post([['action', 'start']]);
    const screen = (await visitor.view()).text;
    expect(screen).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;you&quot;');
    expect(screen).not.toContain('<script>alert');
  });
});
