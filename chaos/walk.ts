// A respondent's whole walk through the chaos survey (start, three answers, complete): the statuses met, 0 for a call
// whose connection failed.
import { call, valuesFor, type Setup } from './cluster';

export async function respond(base: () => string, setup: Setup, n: number): Promise<number[]> {
  const statuses: number[] = [];
  const started = await call(base, 'POST', `/api/collect/v1/surveys/${setup.surveyId}/sessions`, { body: {} });
  statuses.push(started?.status ?? 0);
  if (started?.status !== 201) return statuses;
  const { sessionId, token } = started.body as { sessionId: string; token: string };
  const values = valuesFor(n);
  for (let i = 0; i < setup.questions.length; i++) {
    const r = await call(base, 'POST', `/api/collect/v1/sessions/${sessionId}/answers`, {
      token,
      body: { answers: [{ questionId: setup.questions[i], value: values[i], timeMs: 4000 }] },
    });
    statuses.push(r?.status ?? 0);
  }
  statuses.push((await call(base, 'POST', `/api/collect/v1/sessions/${sessionId}/complete`, { token }))?.status ?? 0);
  return statuses;
}
