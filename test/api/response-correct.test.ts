// Correcting a response (docs/design/responses.md, "Correcting"): answers replaced or taken away, checked as an import
// checks them; the analytics equal a recount, the variables and a quota follow, the export shows the corrected value,
// the history keeps the key, the reason and the values replaced, and response.updated is sent.
import { useService } from '../helpers/service';
import { buildSurvey, opts } from '../helpers/surveys';
import { matchesRecount } from '../helpers/recount';

const file = useService({ WEBHOOK_POLL_MS: '0' });

it('corrects answers: recount, variables, quota, export, history and a webhook follow; bad values change nothing', async () => {
  const api = file.api;
  const s = await buildSurvey(api, [
    { key: 'pick', type: 'single_choice', config: { options: opts('a', 'b') } },
    { key: 'nps', type: 'nps' },
    { key: 'why', type: 'short_text', required: false },
  ]);
  expect(
    (await api.post(`/api/v1/surveys/${s.id}/variables`, { name: 'promoter', type: 'boolean', expression: `answer("${s.q.nps}") >= 9` }))
      .status,
  ).toBe(201);
  const quota = (
    await api.post(`/api/v1/surveys/${s.id}/quotas`, {
      name: 'B',
      condition: { questionId: s.q.pick, operator: 'equals', value: 'b' },
      limit: 5,
      countOnly: 'completed',
    })
  ).body;
  const hook = await api.post('/api/v1/webhooks', { url: 'https://93.184.216.34/hook', events: ['response.updated'] });
  const imported = await api.post(`/api/v1/surveys/${s.id}/responses`, {
    responses: [
      {
        status: 'completed',
        startedAt: '2026-11-20T10:00:00.000Z',
        completedAt: '2026-11-20T10:05:00.000Z',
        answers: [
          { questionId: s.q.pick, value: 'a' },
          { questionId: s.q.nps, value: 0 },
          { questionId: s.q.why, value: 'Too slow' },
        ],
      },
    ],
  });
  const id = imported.body.data[0].id as string;
  expect((await api.get(`/api/v1/responses/${id}`)).body).toMatchObject({ editedAt: null, variables: { promoter: false } });

  const bad = await api.patch(`/api/v1/responses/${id}`, { answers: [{ questionId: s.q.nps, value: 11 }], reason: 'typo' });
  expect(bad.status).toBe(400);
  expect(bad.body.errors[0].name).toBe('answers[0].value');
  expect((await api.patch(`/api/v1/responses/${id}`, { answers: [{ questionId: s.id, value: 1 }], reason: 'x' })).body.errors[0].name).toBe(
    'answers[0].questionId',
  );

  const fixed = await api.patch(`/api/v1/responses/${id}`, {
    answers: [
      { questionId: s.q.nps, value: 9 },
      { questionId: s.q.pick, value: 'b' },
      { questionId: s.q.why, value: null },
    ],
    reason: 'The respondent wrote in with the right answers.',
  });
  expect(fixed.status).toBe(200);
  expect(fixed.body.editedAt).toEqual(expect.any(String));
  expect(fixed.body.answers.map((a: { questionId: string; value: unknown }) => [a.questionId, a.value])).toEqual([
    [s.q.pick, 'b'],
    [s.q.nps, 9],
  ]);
  expect(fixed.body.variables).toEqual({ promoter: true });
  expect((await api.get(`/api/v1/responses/${id}`)).body).toEqual(fixed.body);
  await matchesRecount(file.svc.running.services.db.kysely, s.id);
  expect((await api.get(`/api/v1/quotas/${quota.id}`)).body.counts).toMatchObject({ counted: 1, completed: 1 });
  const csv = (await api.get(`/api/v1/surveys/${s.id}/responses/export/csv`)).text;
  expect(csv).not.toContain('Too slow');
  const history = (await api.get(`/api/v1/responses/${id}/history`)).body.data;
  expect(history).toEqual([
    {
      id: expect.any(String),
      keyId: expect.any(String),
      at: fixed.body.editedAt,
      reason: 'The respondent wrote in with the right answers.',
      before: [
        { questionId: s.q.nps, value: 0 },
        { questionId: s.q.pick, value: 'a' },
        { questionId: s.q.why, value: 'Too slow' },
      ],
    },
  ]);
  const events = (await api.get(`/api/v1/webhooks/${hook.body.webhook.id}/deliveries`)).body.data.map(
    (d: { eventType: string }) => d.eventType,
  );
  expect(events).toEqual(['response.updated']);
  expect(
    (await (await file.svc.org()).api.patch(`/api/v1/responses/${id}`, { answers: [{ questionId: s.q.nps, value: 1 }], reason: 'x' }))
      .status,
  ).toBe(404);
});
