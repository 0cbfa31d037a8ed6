// The ask test set (docs/design/ask.md): 42 questions an analyst asks of the seeded demo survey (1,000 sessions),
// each with the answer it must give or the refusal it must make. A question that names a measure and a group is
// answered with that measure by that group; one whose measure or group the survey does not hold is refused by name,
// never answered with another figure.
import { createDemoSurvey, seedSessions } from '../../src/seed/seed';
import { useService } from '../helpers/service';

const file = useService();
let surveyId: string;
let titles: Map<string, string>;

beforeAll(async () => {
  const { db } = file.svc.running.services;
  surveyId = await createDemoSurvey(db, file.orgId);
  await seedSessions(db, surveyId, 1, { responses: 1000 });
  const questions = (await file.api.get(`/api/v1/surveys/${surveyId}/questions`)).body.data as { id: string; title: string }[];
  titles = new Map(questions.map((q) => [q.id, q.title]));
}, 120_000);

interface Answer {
  intent: string;
  answer: string;
  isDefensible: boolean;
  limitations: string[];
  figures: { name: string; value: number | null }[];
  questionId?: string;
  suggestions: string[];
}

const SATISFACTION = 'How satisfied are you with each of these?';
const NPS = 'How likely are you to recommend Fieldwork Notes to a friend or colleague?';
const EASIER = 'Fieldwork Notes makes my work easier.';

type Expect =
  | { compare: string; measure: string; figures: string[]; says?: RegExp }
  | { refuse: RegExp }
  | { intent: string; figure?: string; says?: RegExp };

const SET: [string, Expect][] = [
  // A measure by a group: the measure asked, by the group asked.
  [
    'Are mobile users less satisfied?',
    { compare: 'device', measure: SATISFACTION, figures: ['mean.mobile', 'difference'], says: /mobile against the others/ },
  ],
  [
    'Which plan has the happiest customers?',
    { compare: 'plan', measure: SATISFACTION, figures: ['mean.Pro', 'mean.Free'], says: /highest/ },
  ],
  ['Do older respondents recommend us more?', { compare: 'age', measure: NPS, figures: ['mean.18-24', 'mean.55 or older'] }],
  [
    'Is satisfaction higher on desktop than on phones?',
    { compare: 'device', measure: SATISFACTION, figures: ['mean.desktop'], says: /desktop against mobile|desktop scores/ },
  ],
  ['Which country is most likely to recommend?', { compare: 'country', measure: NPS, figures: ['mean.US'] }],
  [
    'Do Pro customers find it easier?',
    { compare: 'plan', measure: EASIER, figures: ['mean.Pro'], says: /Pro against the others|Pro scores/ },
  ],
  [
    'How satisfied are people with price by plan?',
    { compare: 'plan', measure: SATISFACTION, figures: ['mean.Starter'], says: /averaged over Price \(/ },
  ],
  ['What is the NPS by plan?', { compare: 'plan', measure: NPS, figures: ['mean.Business'] }],
  [
    'Are tablet users happier than desktop users?',
    { compare: 'device', measure: SATISFACTION, figures: ['mean.tablet'], says: /tablet against desktop|tablet scores/ },
  ],
  ['Does satisfaction differ by device?', { compare: 'device', measure: SATISFACTION, figures: ['mean.mobile', 'mean.desktop'] }],
  ['Which device has the lowest NPS?', { compare: 'device', measure: NPS, figures: ['mean.mobile'], says: /lowest/ }],
  [
    'Are Free users less likely to recommend?',
    { compare: 'plan', measure: NPS, figures: ['mean.Free'], says: /Free against the others|Free scores/ },
  ],
  [
    'Is satisfaction with support higher among Business customers?',
    { compare: 'plan', measure: SATISFACTION, figures: ['mean.Business'], says: /averaged over Support \(/ },
  ],
  ['Compare satisfaction across countries', { compare: 'country', measure: SATISFACTION, figures: ['mean.GB'] }],
  ['Which age group is most satisfied?', { compare: 'age', measure: SATISFACTION, figures: ['mean.25-34'] }],
  [
    'Do desktop users agree that Fieldwork Notes makes their work easier?',
    { compare: 'device', measure: EASIER, figures: ['mean.desktop'] },
  ],
  [
    'Is the NPS of mobile users lower?',
    { compare: 'device', measure: NPS, figures: ['mean.mobile'], says: /mobile against the others|mobile scores/ },
  ],
  ['Which plan is least satisfied?', { compare: 'plan', measure: SATISFACTION, figures: ['mean.Free'], says: /lowest/ }],
  [
    'Are Starter customers happier than Pro customers?',
    {
      compare: 'plan',
      measure: SATISFACTION,
      figures: ['mean.Starter'],
      says: /Starter against Pro|Starter scores|Pro against Starter|Pro scores/,
    },
  ],
  [
    'Satisfaction with speed by device',
    { compare: 'device', measure: SATISFACTION, figures: ['mean.mobile'], says: /averaged over Speed \(/ },
  ],
  // The language the respondent read (the demo is offered in English, German and Arabic).
  [
    'Are German speakers happier?',
    { compare: 'language', measure: SATISFACTION, figures: ['mean.German', 'n.German'], says: /^By language, .*German against the others/ },
  ],
  [
    'Do Arabic speakers recommend us more than German speakers?',
    { compare: 'language', measure: NPS, figures: ['mean.Arabic', 'mean.German'], says: /Arabic against German|Arabic scores/ },
  ],
  // What the survey does not hold: refused by name.
  ['Are French speakers happier?', { refuse: /not offered in French/ }],
  ['Do men and women differ in satisfaction?', { refuse: /records no gender/ }],
  ['Are mobile users richer?', { refuse: /measures "rich"/ }],
  ['Which plan completes the survey most?', { refuse: /Completion cannot be compared by the answer to "Which plan are you on\?"/ }],
  ['Which industry is most satisfied?', { refuse: /records no industry/ }],
  ['Do managers recommend us more than engineers?', { refuse: /records no "manager"/ }],
  ['Is income higher on mobile?', { refuse: /records no income|measures "income"/ }],
  ['How long do French speakers take?', { refuse: /not offered in French/ }],
  ['What is the NPS among women?', { refuse: /records no gender/ }],
  ['Which team is happiest?', { refuse: /records no team/ }],
  ['Are customers in large companies more satisfied?', { refuse: /records no company size/ }],
  ['How happy are people with the price by role?', { refuse: /records no role/ }],
  // Topics without a group: answered as before.
  ['What is the completion rate?', { intent: 'completion_rate', figure: 'completionRate' }],
  ['What is the NPS?', { intent: 'nps', figure: 'nps' }],
  ['How long does it take?', { intent: 'duration', figure: 'medianCompletionTime' }],
  ['Where do people drop off?', { intent: 'drop_off', figure: 'abandoned' }],
  ['How do mobile users compare?', { intent: 'device_comparison', figure: 'completionRate.mobile', says: /^Completion by device/ }],
  ['Do mobile users finish more often?', { intent: 'device_comparison', figure: 'completionRate.mobile' }],
  ['How many responses are flagged for quality?', { intent: 'quality', figure: 'flaggedSessions' }],
  ['Is the sample big enough?', { intent: 'confidence', figure: 'sampleSize' }],
  ['Which countries are respondents from?', { intent: 'geography', figure: 'sessions.US' }],
  ['How satisfied are people?', { intent: 'question', figure: 'mean', says: /^Overall, the mean answer to "How satisfied/ }],
  ["What's the weather in Paris?", { intent: 'unknown' }],
];

it('the set has at least 40 questions', () => {
  expect(SET.length).toBeGreaterThanOrEqual(40);
});

it.each(SET)('%s', async (question, expected) => {
  const res = await file.api.post(`/api/v1/surveys/${surveyId}/ask`, { question });
  expect(res.status).toBe(200);
  const body = res.body as Answer;
  const names = body.figures.map((f) => f.name);
  if ('compare' in expected) {
    expect(body.intent).toBe('comparison');
    expect(titles.get(body.questionId ?? '')).toBe(expected.measure);
    for (const name of expected.figures) expect(names).toContain(name);
    // every level's mean comes with its base
    for (const name of names.filter((n) => n.startsWith('mean.'))) expect(names).toContain(`n.${name.slice(5)}`);
    if (expected.says) expect(body.answer).toMatch(expected.says);
    expect(body.answer).toMatch(/n = \d+/);
  } else if ('refuse' in expected) {
    expect(body).toMatchObject({ isDefensible: false, figures: [] });
    expect(body.answer).toMatch(/^I cannot answer that/);
    expect(body.limitations.join(' ')).toMatch(expected.refuse);
    expect(body.suggestions.length).toBeGreaterThan(0);
  } else {
    expect(body.intent).toBe(expected.intent);
    if (expected.figure) expect(names).toContain(expected.figure);
    if (expected.says) expect(body.answer).toMatch(expected.says);
  }
});
