// Builds a survey through the API from a list of questions whose logic names other questions by `@key`.
import type { Api } from './api';

export interface Spec {
  key: string;
  type: string;
  title?: string;
  required?: boolean;
  config?: Record<string, unknown>;
}

const resolve = (value: unknown, ids: Record<string, string>): unknown => {
  if (typeof value === 'string' && value.startsWith('@')) return ids[value.slice(1)];
  if (Array.isArray(value)) return value.map((v) => resolve(v, ids));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v, ids)]));
  return value;
};

/** Creates the survey and its questions (logic added once every id exists) and, unless `live: false`, goes live. */
export async function buildSurvey(api: Api, specs: Spec[], options: { title?: string; live?: boolean } = {}) {
  const survey = (await api.post('/api/v1/surveys', { title: options.title ?? 'Responses test' })).body as { id: string; title: string };
  const ids: Record<string, string> = {};
  for (const s of specs) {
    const { logic: _logic, ...config } = s.config ?? {};
    const res = await api.post(`/api/v1/surveys/${survey.id}/questions`, {
      type: s.type,
      title: s.title ?? s.key,
      required: s.required ?? true,
      config,
    });
    if (res.status !== 201) throw new Error(`question ${s.key}: ${res.text}`);
    ids[s.key] = res.body.id;
  }
  for (const s of specs) {
    if (!s.config?.logic) continue;
    const res = await api.put(`/api/v1/surveys/${survey.id}/questions/${ids[s.key]}`, {
      config: { ...s.config, logic: resolve(s.config.logic, ids) },
    });
    if (res.status !== 200) throw new Error(`logic of ${s.key}: ${res.text}`);
  }
  if (options.live !== false) {
    const res = await api.put(`/api/v1/surveys/${survey.id}`, { status: 'live' });
    if (res.status !== 200) throw new Error(`go live: ${res.text}`);
  }
  return { id: survey.id, title: survey.title, q: ids };
}

export const opts = (...ids: string[]) => ids.map((id) => ({ id, label: id.toUpperCase() }));

/** Creates a quota of `limit` completions whose answer to `questionId` equals `value`; answers the API's response. */
export const completionsQuota = (api: Api, surveyId: string, quota: { name: string; questionId: string; value: string; limit: number }) =>
  api.post(`/api/v1/surveys/${surveyId}/quotas`, {
    name: quota.name,
    condition: { questionId: quota.questionId, operator: 'equals', value: quota.value },
    limit: quota.limit,
    countOnly: 'completed',
  });
