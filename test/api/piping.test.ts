// Piping (docs/design/piping.md): placeholders checked when a text is saved (a 400 naming the field and the character
// position) and filled when the hosted page serves a screen: a choice as its label, several as "A, B and C", a number
// as the language writes it, a hidden field (escaped like any text), the contact's name, a variable; else the fallback.
import { useService } from '../helpers/service';
import { buildSurvey, type Spec } from '../helpers/surveys';
import { Visitor } from '../helpers/visitor';
import { mintContactToken } from '../../src/contacts/tokens';

const file = useService();
const PLANS = [
  { id: 'pro', label: 'Pro plan' },
  { id: 'free', label: 'Free plan' },
];
const FEATURES = [
  { id: 'sync', label: 'Sync' },
  { id: 'search', label: 'Search' },
  { id: 'tags', label: 'Tags' },
];
/** A draft survey opening with the plan question, then `specs`. */
const draftAfterPlan = (...specs: Spec[]) =>
  buildSurvey(file.api, [{ key: 'plan', type: 'single_choice', config: { options: PLANS } }, ...specs], { live: false });

describe('checked when saved', () => {
  it('names the field and the position of a placeholder that names nothing the respondent has seen or brought', async () => {
    const s = await draftAfterPlan({ key: 'later', type: 'short_text' });
    const add = (body: object) => file.api.post(`/api/v1/surveys/${s.id}/questions`, { type: 'short_text', position: 1, ...body });
    const problems = async (body: object) => {
      const res = await add(body);
      expect(res.status).toBe(400);
      return res.body.errors.map((e: { name: string; message: string; position: number }) => [e.name, e.position, e.message]);
    };
    expect(await problems({ title: 'You said {{answer:' + s.q.later + '}}' })).toEqual([
      ['title', 9, `at 9: names question ${s.q.later}, which is not placed before this one`],
    ]);
    expect(await problems({ title: 'Hi {{hidden:name}}', description: 'Score {{variable:score}} {{oops}}' })).toEqual([
      ['title', 3, 'at 3: names hidden field name, which this survey does not declare'],
      ['description', 6, 'at 6: names variable score, which this survey does not define'],
      [
        'description',
        25,
        'at 25: is not a placeholder: write {{answer:<questionId>}}, {{hidden:<name>}}, {{contact:firstName}}, {{variable:<name>}} or {{survey:duration}}',
      ],
    ]);
    expect(await problems({ title: 'Dear {{contact:email}}' })).toEqual([
      ['title', 5, 'at 5: names contact field email; use firstName or lastName'],
    ]);
    expect(await problems({ title: 'Open {{answer:x' })).toEqual([['title', 5, 'at 5: opens a placeholder with {{ that no }} closes']]);
    expect(await problems({ title: 'It takes {{survey:length}}' })).toEqual([['title', 9, 'at 9: names survey fact length; use duration']]);
    const option = await add({
      type: 'single_choice',
      title: 'Pick',
      config: { options: [{ id: 'a', label: 'Like {{hidden:source}}' }] },
    });
    expect(option.body.errors[0].name).toBe('config.options[0].label');
    const message = await file.api.put(`/api/v1/surveys/${s.id}`, { messages: { thankYou: 'Thanks {{answer:nope}}' } });
    expect(message.status).toBe(400);
    expect(message.body.errors[0]).toMatchObject({ name: 'messages.thankYou', position: 7 });
    expect((await add({ title: 'About your {{answer:' + s.q.plan + '|plan}}' })).status).toBe(201);
  });
});

describe('filled when served', () => {
  it('fills answers, hidden fields, the contact and variables into titles, options and messages, escaped', async () => {
    const s = await draftAfterPlan(
      { key: 'features', type: 'multiple_choice', config: { options: FEATURES } },
      { key: 'seats', type: 'number' },
      { key: 'why', type: 'short_text', required: false },
    );
    await file.api.put(`/api/v1/surveys/${s.id}/hidden-fields`, { fields: [{ name: 'source' }] });
    const v = await file.api.post(`/api/v1/surveys/${s.id}/variables`, {
      name: 'per_seat',
      type: 'number',
      expression: `round(120 / answer("${s.q.seats}"), 2)`,
    });
    expect(v.status).toBe(201);
    const title = `You chose {{answer:${s.q.plan}}} from {{hidden:source|our site}}, and {{answer:${s.q.features}}} for {{answer:${s.q.seats}}} seats: {{variable:per_seat}} each. {{contact:firstName|Friend}}?`;
    expect((await file.api.put(`/api/v1/surveys/${s.id}/questions/${s.q.why}`, { title, config: {} })).status).toBe(200);
    expect(
      (
        await file.api.put(`/api/v1/surveys/${s.id}`, {
          messages: { thankYou: 'Thank you, {{contact:firstName|friend}}! Enjoy {{answer:' + s.q.plan + '}}.' },
        })
      ).status,
    ).toBe(200);
    await file.api.put(`/api/v1/surveys/${s.id}`, { status: 'live' });
    const link = (await file.api.get(`/api/v1/surveys/${s.id}/collectors`)).body.data[0].id;
    const contact = (await file.api.post('/api/v1/contacts', { email: 'piped.ada@example.org', firstName: 'Ada' })).body;
    const token = mintContactToken('test-secret', { surveyId: s.id, contactId: contact.id });

    const answerAll = async (visitor: Visitor) => {
      await visitor.answer(s.q.plan, 'pro');
      await visitor.answer(s.q.features, [
        ['value', 'sync'],
        ['value', 'search'],
        ['value', 'tags'],
      ]);
      await visitor.answer(s.q.seats, '1500');
      return (await visitor.view()).text;
    };

    await file.api.put(`/api/v1/surveys/${s.id}`, {
      messages: {
        welcome: 'Hello {{hidden:source|stranger}}, {{contact:firstName|friend}}.',
        thankYou: 'Thank you, {{contact:firstName|friend}}! Enjoy {{answer:' + s.q.plan + '}}.',
      },
    });
    expect((await file.svc.anonymous.get(`/s/${link}`, { query: { source: 'newsletter' } })).text).toContain('Hello newsletter, friend.');
    expect((await file.svc.anonymous.get(`/s/${link}`)).text).toContain('Hello stranger, friend.');
    const stranger = new Visitor(file.svc.anonymous, `/s/${link}`);
    await stranger.post([
      ['action', 'start'],
      ['h.source', '<script>alert(1)</script>'],
    ]);
    const page = await answerAll(stranger);
    expect(page).toContain(
      'You chose Pro plan from &lt;script&gt;alert(1)&lt;/script&gt;, and Sync, Search, and Tags for 1,500 seats: 0.08 each. Friend?',
    );
    expect(page).not.toContain('<script>alert');

    const ada = new Visitor(file.svc.anonymous, `/s/${link}`);
    await ada.post([
      ['action', 'start'],
      ['t', token],
    ]);
    expect(await answerAll(ada)).toContain('You chose Pro plan from our site, and Sync, Search, and Tags for 1,500 seats: 0.08 each. Ada?');
    await ada.answer(s.q.why, '');
    expect((await ada.view()).text).toContain('Thank you, Ada! Enjoy Pro plan.');
    // Analytics, exports and the questionnaire show the template, not one respondent's text.
    const questions = (await file.api.get(`/api/v1/surveys/${s.id}/questions`)).body.data;
    expect(questions.find((q: { id: string }) => q.id === s.q.why).title).toBe(title);
  });
});

describe('the welcome: how long it takes, who is asking, the privacy notice', () => {
  it('offers the measured median, says who asks and links the notice', async () => {
    const s = await buildSurvey(
      file.api,
      [
        { key: 'welcome', type: 'welcome_screen', title: 'Most people finish in about {{survey:duration|five minutes}}.' },
        { key: 'q', type: 'yes_no', title: 'Ready?' },
      ],
      { title: 'Timed survey' },
    );
    const link = (await file.api.get(`/api/v1/surveys/${s.id}/collectors`)).body.data[0].id;
    const page = () => new Visitor(file.svc.anonymous, `/s/${link}`).view();
    // No completion yet: the fallback; who asks is the organisation's name; no notice is linked until one is set
    const before = (await page()).text;
    expect(before).toContain('Most people finish in about five minutes.');
    expect(before).toMatch(/<p class="sponsor">Asked by [^<]+<\/p>/);
    expect(before).not.toContain('Privacy notice');
    // Twelve completions of 100 to 210 seconds: median 155 s, "about 3 minutes"
    const records = Array.from({ length: 12 }, (_, i) => ({
      status: 'completed',
      startedAt: new Date(Date.UTC(2026, 0, 1, 9, i)).toISOString(),
      completedAt: new Date(Date.UTC(2026, 0, 1, 9, i) + (100 + i * 10) * 1000).toISOString(),
      answers: [{ questionId: s.q.q, value: 'yes' }],
    }));
    expect((await file.api.post(`/api/v1/surveys/${s.id}/responses`, { responses: records })).status).toBe(200);
    const updated = await file.api.put(`/api/v1/surveys/${s.id}`, {
      privacyNoticeUrl: 'https://example.com/privacy?a=1&b=2',
      messages: { askedBy: 'the <Research> team' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.privacyNoticeUrl).toBe('https://example.com/privacy?a=1&b=2');
    const after = (await page()).text;
    expect(after).toContain('Most people finish in about 3 minutes.');
    expect(after).toContain(
      'Asked by the &lt;Research&gt; team · <a href="https://example.com/privacy?a=1&amp;b=2" rel="noopener" target="_blank">Privacy notice</a>',
    );
    // Only an https address is a notice
    const plain = await file.api.put(`/api/v1/surveys/${s.id}`, { privacyNoticeUrl: 'http://example.com/privacy' });
    expect(plain.status).toBe(400);
    expect(plain.body.errors[0].name).toBe('privacyNoticeUrl');
    const script = await file.api.put(`/api/v1/surveys/${s.id}`, { privacyNoticeUrl: 'javascript:alert(1)' });
    expect(script.status).toBe(400);
  });
});

describe('the respondent API', () => {
  it('answers the next question with its texts filled, when the survey pipes; a survey that does not gets none', async () => {
    const s = await draftAfterPlan({ key: 'use', type: 'multiple_choice', config: { options: FEATURES } });
    await file.api.put(`/api/v1/surveys/${s.id}/hidden-fields`, { fields: [{ name: 'customer_id' }] });
    const title = `What do you use most on {{answer:${s.q.plan}|your plan}}, {{hidden:customer_id|friend}}?`;
    await file.api.put(`/api/v1/surveys/${s.id}/questions/${s.q.use}`, {
      title,
      config: { options: [...FEATURES, { id: 'plan', label: 'Everything {{answer:' + s.q.plan + '}} has' }] },
    });
    await file.api.put(`/api/v1/surveys/${s.id}`, { status: 'live' });
    const COLLECT = '/api/collect/v1';
    const started = await file.svc.anonymous.post(`${COLLECT}/surveys/${s.id}/sessions`, { hiddenFields: { customer_id: 'C-1042' } });
    expect(started.body.nextQuestion).toMatchObject({ id: s.q.plan, title: 'plan' });
    const headers = { 'X-Session-Token': started.body.token };
    const answered = await file.svc.anonymous.post(
      `${COLLECT}/sessions/${started.body.sessionId}/answers`,
      { answers: [{ questionId: s.q.plan, value: 'pro' }] },
      { headers },
    );
    expect(answered.body.nextQuestion.title).toBe('What do you use most on Pro plan, C-1042?');
    expect(answered.body.nextQuestion.config.options[3]).toEqual({ id: 'plan', label: 'Everything Pro plan has' });
    const read = await file.svc.anonymous.get(`${COLLECT}/sessions/${started.body.sessionId}`, { headers });
    expect(read.body.nextQuestion.title).toBe('What do you use most on Pro plan, C-1042?');
    // The questionnaire itself keeps the template.
    expect((await file.svc.anonymous.get(`${COLLECT}/surveys/${s.id}`)).body.questions[1].title).toBe(title);

    const plain = await buildSurvey(file.api, [{ key: 'q', type: 'short_text' }]);
    const none = await file.svc.anonymous.post(`${COLLECT}/surveys/${plain.id}/sessions`, {});
    expect(none.body.nextQuestion).toBeUndefined();
  });
});
