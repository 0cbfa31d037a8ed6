// All 38 question types (docs/design/questions-and-logic.md): each is created with a minimal valid config, its defaults come back, and
// the response matches its own `config` schema in openapi.yaml.
import contract from '../../generated/openapi.json';
import { startTestService, type TestService } from '../helpers/service';
import type { Api } from '../helpers/api';
import { MINIMAL } from '../helpers/question-configs';

const DEFAULTS: Record<string, object> = {
  welcome_screen: { buttonLabel: 'Start' },
  yes_no: { yesLabel: 'Yes', noLabel: 'No' },
  stars: { max: 5 },
  opinion_scale: { min: 1, max: 10 },
  csat: { points: 5 },
  ces: { points: 7 },
  maxdiff: { itemsPerSet: 4, bestLabel: 'Most important' },
  contact_info: { fields: ['firstName', 'lastName', 'email'] },
  ranking: { randomize: true },
};

let svc: TestService;
let api: Api;
let surveyId: string;

beforeAll(async () => {
  svc = await startTestService();
  ({ api } = await svc.org());
  surveyId = (await api.post('/api/v1/surveys', { title: 'Every type' })).body.id;
});
afterAll(() => svc.close());

it('covers exactly the 38 types the contract declares', () => {
  const declared = (contract as { components: { schemas: { QuestionType: { enum: string[] } } } }).components.schemas.QuestionType.enum;
  expect(declared).toHaveLength(38);
  expect(Object.keys(MINIMAL).sort()).toEqual([...declared].sort());
});

it.each(Object.keys(MINIMAL))('creates a %s question with its config and defaults', async (type) => {
  const config = MINIMAL[type];
  const res = await api.post(`/api/v1/surveys/${surveyId}/questions`, { type, title: `A ${type} question`, ...(config ? { config } : {}) });
  expect(res.status).toBe(201);
  expect(res.body.type).toBe(type);
  expect(res.body.config).toMatchObject({ ...config, ...DEFAULTS[type], logic: [] });
  const again = await api.get(`/api/v1/surveys/${surveyId}/questions/${res.body.id}`);
  expect(again.body).toEqual(res.body);
});

it('reads every type back in one list, in creation order', async () => {
  const list = await api.get(`/api/v1/surveys/${surveyId}/questions`);
  expect(list.body.data.map((q: { type: string }) => q.type)).toEqual(Object.keys(MINIMAL));
});
