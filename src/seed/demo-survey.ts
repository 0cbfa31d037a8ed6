// The demo survey `fieldwork seed` creates: a realistic mix of question types with branching (a screener, a jump
// on the NPS score, a quota, an early exit for lapsed users). Logic names other questions by key; the seed
// replaces keys with the ids the questions get.
import type { Random } from './random';

export interface DemoQuestion {
  key: string;
  type: string;
  title: string;
  required?: boolean;
  config?: Record<string, unknown>;
}

const options = (...labels: [string, string][]) => labels.map(([id, label]) => ({ id, label }));
const always = { any: [{ operator: 'answered' }, { operator: 'skipped' }] };

export const DEMO_TITLE = 'Product experience survey 2026';
/** Where `fieldwork seed` files the demo survey (docs/design/organisation.md): a root folder and a tag. */
export const DEMO_FOLDER = 'Demo';
export const DEMO_TAG = { name: 'demo', color: '#16a34a' };

/**
 * The demo's calculated variables (docs/design/variables.md), given the ids its questions were created with. The README defines the NPS
 * group itself, so it is not among them.
 */
export const demoVariables = (ids: ReadonlyMap<string, string>) => [
  { name: 'feature_count', label: 'Features used', type: 'number' as const, expression: `len(answer("${ids.get('features')}"))` },
  {
    name: 'power_user',
    label: 'Uses three features or more, and finds the product makes work easier',
    type: 'boolean' as const,
    expression: `feature_count >= 3 and answer("${ids.get('easier')}") >= 4`,
  },
];

/**
 * The demo's wording trial (docs/design/calibration.md): the questionnaire as written, and plainer wording of the NPS question and its
 * follow-up. The seed assigns its sessions so that the plain arm keeps more respondents (DEMO_ARM_LEAN).
 */
export const demoArms = (ids: ReadonlyMap<string, string>) => [
  { name: 'control' },
  {
    name: 'plain',
    overrides: [
      { questionId: ids.get('nps') as string, title: 'Would you recommend Fieldwork Notes to a friend? (0 = no way, 10 = for sure)' },
      { questionId: ids.get('disappointed') as string, title: 'What let you down most?' },
    ],
  },
];

/** The chance a demo session goes to the plain arm: completions lean towards it, sessions that end early away. */
/** The demo's hidden fields (docs/design/hidden-fields.md): where the respondent came from and who they are in a CRM. */
export const DEMO_HIDDEN_FIELDS = [
  { name: 'source', label: 'Campaign source', personal: false },
  { name: 'customer_id', label: 'CRM customer id', personal: false },
];
const DEMO_SOURCES: readonly (readonly [string, number])[] = [
  ['newsletter', 5],
  ['in_app', 3],
  ['social', 2],
];
/** A demo session's hidden field values. */
export const demoHidden = (rnd: Random): Record<string, string> => ({
  source: rnd.weighted(DEMO_SOURCES),
  customer_id: `C-${rnd.int(1000, 99999)}`,
});

/** The demo's brand (docs/design/theme.md): Fieldwork Notes in teal on a cool white, rounded type, its own logo. */
const DEMO_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="216" height="40" viewBox="0 0 216 40"><rect width="40" height="40" rx="10" fill="#0f766e"/><path d="M11 12h18M11 20h18M11 28h11" stroke="#fff" stroke-width="3.5" stroke-linecap="round"/><text x="50" y="27" font-family="system-ui,sans-serif" font-size="18" font-weight="700" fill="#0f172a">Fieldwork Notes</text></svg>`;
export const DEMO_THEME = {
  primaryColor: '#0f766e',
  backgroundColor: '#f8fafc',
  textColor: '#0f172a',
  fontFamily: 'rounded' as const,
  cornerRadius: 12,
  logo: { contentType: 'image/svg+xml' as const, data: Buffer.from(DEMO_LOGO).toString('base64'), alt: 'Fieldwork Notes' },
  showProgress: true,
};

export const DEMO_ARM_LEAN = { completed: 0.52, other: 0.44 } as const;

/** How often the demo's sessions are in the survey's default language against each other language it offers. */
export const DEMO_LANGUAGE_WEIGHTS = { default: 6, other: 2 } as const;

export const DEMO_QUESTIONS: DemoQuestion[] = [
  // The time it takes is measured: the median of the completions so far, five minutes until there is one.
  { key: 'welcome', type: 'welcome_screen', title: 'Welcome! Most people finish this survey in about {{survey:duration|five minutes}}.' },
  {
    key: 'age',
    type: 'single_choice',
    title: 'How old are you?',
    config: {
      options: options(
        ['under_18', 'Under 18'],
        ['18_24', '18-24'],
        ['25_34', '25-34'],
        ['35_44', '35-44'],
        ['45_54', '45-54'],
        ['55_plus', '55 or older'],
      ),
      logic: [{ when: { operator: 'equals', value: 'under_18' }, then: { screenOut: true } }],
    },
  },
  {
    key: 'used',
    type: 'yes_no',
    title: 'Have you used Fieldwork Notes in the last 30 days?',
    config: { logic: [{ when: { operator: 'equals', value: 'no' }, then: { jumpTo: '@why_not' } }] },
  },
  {
    key: 'nps',
    type: 'nps',
    title: 'How likely are you to recommend Fieldwork Notes to a friend or colleague?',
    config: { logic: [{ when: { operator: 'gte', value: 7 }, then: { jumpTo: '@like' } }] },
  },
  {
    key: 'disappointed',
    type: 'long_text',
    title: 'What is the main thing that disappointed you?',
    required: false,
    config: { logic: [{ when: always, then: { jumpTo: '@satisfaction' } }] },
  },
  { key: 'like', type: 'long_text', title: 'What do you like most about it?', required: false },
  {
    key: 'satisfaction',
    type: 'matrix_single',
    title: 'How satisfied are you with each of these?',
    config: {
      rows: options(['speed', 'Speed'], ['design', 'Design'], ['price', 'Price'], ['support', 'Support']),
      columns: options(['1', 'Very dissatisfied'], ['2', 'Dissatisfied'], ['3', 'Neutral'], ['4', 'Satisfied'], ['5', 'Very satisfied']),
    },
  },
  {
    key: 'features',
    type: 'multiple_choice',
    title: 'Which features do you use?',
    config: {
      options: options(
        ['sync', 'Sync'],
        ['sharing', 'Sharing'],
        ['templates', 'Templates'],
        ['search', 'Search'],
        ['offline', 'Offline mode'],
      ),
      allowOther: true,
    },
  },
  {
    key: 'attention',
    type: 'attention_check',
    title: "To show you are reading, please choose 'Somewhat agree'.",
    config: {
      options: options(['sd', 'Strongly disagree'], ['d', 'Somewhat disagree'], ['a', 'Somewhat agree'], ['sa', 'Strongly agree']),
      expectedOptionId: 'a',
    },
  },
  {
    key: 'easier',
    type: 'likert',
    title: 'Fieldwork Notes makes my work easier.',
    config: { points: 5, labels: ['Strongly disagree', 'Disagree', 'Neither agree nor disagree', 'Agree', 'Strongly agree'] },
  },
  {
    key: 'plan',
    type: 'dropdown',
    title: 'Which plan are you on?',
    config: {
      options: options(['free', 'Free'], ['starter', 'Starter'], ['pro', 'Pro'], ['business', 'Business'], ['enterprise', 'Enterprise']),
      logic: [{ when: { operator: 'equals', value: 'enterprise' }, then: { quotaFull: true } }],
    },
  },
  {
    key: 'word',
    type: 'short_text',
    title: 'In one word, how would you describe Fieldwork Notes?',
    required: false,
    config: { logic: [{ when: always, then: { jumpTo: '@thanks' } }] },
  },
  {
    key: 'why_not',
    type: 'single_choice',
    title: "Why haven't you used it recently?",
    config: {
      options: options(
        ['forgot', 'I forgot about it'],
        ['switched', 'I switched to another app'],
        ['price', 'It is too expensive'],
        ['no_need', 'I had no need'],
      ),
      allowOther: true,
    },
  },
  { key: 'thanks', type: 'thank_you_screen', title: 'Thank you for your time!' },
];
