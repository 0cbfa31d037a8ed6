// All 38 question types (spec 2.2, D8): each is created with a minimal valid config, its defaults come back, and
// the response matches its own `config` schema in openapi.yaml.
import contract from '../../generated/openapi.json';
import { startTestService, type TestService } from '../helpers/service';
import type { Api } from '../helpers/api';

const opts = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `o${i + 1}`, label: `Option ${i + 1}` }));
const MINIMAL: Record<string, object | undefined> = {
  welcome_screen: undefined,
  thank_you_screen: { redirectUrl: 'https://example.com/done' },
  statement: undefined,
  single_choice: { options: opts(2) },
  multiple_choice: { options: opts(3), minSelections: 1, maxSelections: 2 },
  dropdown: { options: opts(5) },
  yes_no: undefined,
  image_choice: { options: opts(2).map((o) => ({ ...o, imageUrl: `https://example.com/${o.id}.png` })) },
  likert: { points: 3, labels: ['Disagree', 'Neutral', 'Agree'] },
  nps: undefined,
  stars: undefined,
  slider: { min: -5, max: 5, step: 0.5 },
  opinion_scale: undefined,
  semantic_differential: { leftLabel: 'Cold', rightLabel: 'Warm' },
  csat: undefined,
  ces: undefined,
  emoji_rating: { points: 3 },
  matrix_single: { rows: opts(2), columns: opts(3) },
  matrix_multiple: { rows: opts(2), columns: opts(2) },
  matrix_text: { rows: opts(1), columns: opts(2) },
  ranking: { options: opts(3) },
  constant_sum: { options: opts(2), total: 10 },
  maxdiff: { options: opts(4) },
  card_sort: { cards: opts(3), categories: opts(2) },
  short_text: undefined,
  long_text: { maxLength: 200 },
  email: undefined,
  phone: { defaultCountry: 'GB' },
  url: undefined,
  number: { min: 0, max: 120, integerOnly: true, unit: 'years' },
  date: { minDate: '2026-01-01', maxDate: '2026-12-31' },
  time: undefined,
  contact_info: undefined,
  address: { fields: ['city', 'country'] },
  file_upload: { allowedTypes: ['image/png', 'application/pdf'] },
  signature: undefined,
  consent: { statement: 'I agree to take part.' },
  attention_check: { options: opts(3), expectedOptionId: 'o2' },
};
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
