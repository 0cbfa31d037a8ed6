// Copying a survey (docs/design/lifecycle.md, "Copies"): a draft with the survey's questions, logic, piped texts,
// variables, hidden fields, theme, probes and quotas, every id they name remapped to the copy's; none of its responses.
import { BRAND } from '../helpers/themes';
import { useService } from '../helpers/service';
import { buildSurvey, opts } from '../helpers/surveys';

const file = useService();
const COLLECT = '/api/collect/v1';

it("copies what the survey is made of, naming the copy's own questions everywhere, and none of what happened to it", async () => {
  const api = file.api;
  const s = await buildSurvey(
    api,
    [
      {
        key: 'plan',
        type: 'single_choice',
        title: 'Which plan?',
        config: { options: opts('free', 'pro'), logic: [{ when: { operator: 'equals', value: 'free' }, then: { jumpTo: '@last' } }] },
      },
      { key: 'why', type: 'short_text', title: 'Why?', required: false },
      { key: 'last', type: 'nps', title: 'How likely are you to recommend us?' },
    ],
    { live: false, title: 'Tracker 2026' },
  );
  await api.put(`/api/v1/surveys/${s.id}/hidden-fields`, { fields: [{ name: 'source' }] });
  const piped = await api.post(`/api/v1/surveys/${s.id}/questions`, {
    type: 'short_text',
    title: `What do you like about {{answer:${s.q.plan}|your plan}}?`,
    required: false,
  });
  expect(piped.status).toBe(201);
  expect(
    (await api.post(`/api/v1/surveys/${s.id}/variables`, { name: 'on_pro', type: 'boolean', expression: `answer("${s.q.plan}") = "pro"` }))
      .status,
  ).toBe(201);
  expect((await api.put(`/api/v1/surveys/${s.id}/theme`, BRAND)).status).toBe(200);
  expect(
    (
      await api.post(`/api/v1/surveys/${s.id}/probes`, {
        questionId: s.q.last,
        when: { operator: 'lte', value: 6 },
        text: 'What should we fix?',
      })
    ).status,
  ).toBe(201);
  expect(
    (
      await api.post(`/api/v1/surveys/${s.id}/quotas`, {
        name: 'Pro',
        condition: { questionId: s.q.plan, operator: 'equals', value: 'pro' },
        limit: 50,
      })
    ).status,
  ).toBe(201);
  expect((await api.post(`/api/v1/surveys/${s.id}/instruments`, { instrumentId: 'seq' })).status).toBe(201);
  expect((await api.put(`/api/v1/surveys/${s.id}`, { status: 'live' })).status).toBe(200);
  const started = await file.svc.anonymous.post(`${COLLECT}/surveys/${s.id}/sessions`, {});
  expect(started.status).toBe(201);

  const copied = await api.post(`/api/v1/surveys/${s.id}/copy`, {});
  expect(copied.status).toBe(201);
  const copy = copied.body;
  expect(copied.headers.get('location')).toBe(`/api/v1/surveys/${copy.id}`);
  expect(copy).toMatchObject({ title: 'Tracker 2026 (copy)', status: 'draft', questionnaireVersion: 1, questionCount: 5 });
  expect(copy.id).not.toBe(s.id);

  const questions = (await api.get(`/api/v1/surveys/${copy.id}/questions`)).body.data as { id: string; title: string; config: any }[];
  const originals = (await api.get(`/api/v1/surveys/${s.id}/questions`)).body.data as { id: string }[];
  const byTitle = (title: string) => questions.find((q) => q.title.startsWith(title))!;
  expect(questions.map((q) => q.id).filter((id) => originals.some((o) => o.id === id))).toEqual([]);
  expect(byTitle('Which plan?').config.logic[0].then.jumpTo).toBe(byTitle('How likely').id);
  expect(byTitle('What do you like').title).toBe(`What do you like about {{answer:${byTitle('Which plan?').id}|your plan}}?`);
  const variables = (await api.get(`/api/v1/surveys/${copy.id}/variables`)).body.data;
  expect(variables.map((v: { name: string; expression: string; error: unknown }) => [v.name, v.expression, v.error])).toEqual([
    ['on_pro', `answer("${byTitle('Which plan?').id}") = "pro"`, null],
  ]);
  expect((await api.get(`/api/v1/surveys/${copy.id}/hidden-fields`)).body.fields.map((f: { name: string }) => f.name)).toEqual(['source']);
  expect((await api.get(`/api/v1/surveys/${copy.id}/theme`)).body).toMatchObject({ primaryColor: '#166534', fontFamily: 'rounded' });
  const probes = (await api.get(`/api/v1/surveys/${copy.id}/probes`)).body.data;
  expect(probes).toHaveLength(1);
  expect(probes[0]).toMatchObject({ surveyId: copy.id, questionId: byTitle('How likely').id, text: 'What should we fix?' });
  const quotas = (await api.get(`/api/v1/surveys/${copy.id}/quotas`)).body.data;
  expect(quotas).toHaveLength(1);
  expect(quotas[0]).toMatchObject({
    name: 'Pro',
    condition: { questionId: byTitle('Which plan?').id, operator: 'equals', value: 'pro' },
    status: 'open',
    counts: { counted: 0, completed: 0, qualified: 0, inProgress: 0 },
  });
  const [instrument] = (await api.get(`/api/v1/surveys/${copy.id}/instruments`)).body.data;
  expect(instrument).toMatchObject({ surveyId: copy.id, instrumentId: 'seq' });
  expect(instrument.questionIds.every((id: string) => questions.some((q) => q.id === id))).toBe(true);
  expect((await api.get(`/api/v1/surveys/${copy.id}/responses`)).body.data).toEqual([]);
  const collectors = (await api.get(`/api/v1/surveys/${copy.id}/collectors`)).body.data;
  expect(collectors.map((c: { isDefault: boolean }) => c.isDefault)).toEqual([true]);

  // The copy works on its own: live, its logic jumps to its own last question.
  expect((await api.put(`/api/v1/surveys/${copy.id}`, { status: 'live' })).status).toBe(200);
  const session = await file.svc.anonymous.post(`${COLLECT}/surveys/${copy.id}/sessions`, {});
  const answered = await file.svc.anonymous.post(
    `${COLLECT}/sessions/${session.body.sessionId}/answers`,
    { answers: [{ questionId: session.body.nextQuestionId, value: 'free' }] },
    { headers: { 'X-Session-Token': session.body.token } },
  );
  expect(answered.body.nextQuestionId).toBe(byTitle('How likely').id);

  const named = await api.post(`/api/v1/surveys/${s.id}/copy`, { title: '  Tracker 2027  ' });
  expect(named.body.title).toBe('Tracker 2027');
  const theirs = (await file.svc.org()).api;
  expect((await theirs.post(`/api/v1/surveys/${s.id}/copy`, {})).status).toBe(404);
});
