// The word lists behind the health check's rules (domain.md section 5). Lower case; matched against compromise's
// normalised words and roots.
export const LEADING_STEMS = [
  "don't you agree", 'do you not agree', "isn't it", "wouldn't you", "don't you think", "wouldn't you agree",
  "shouldn't", "aren't you", "won't you", 'do you agree that', "can't we all agree", 'surely',
];
export const LOADED_WORDS = new Set([
  'amazing', 'terrible', 'obviously', 'awful', 'wonderful', 'fantastic', 'horrible', 'excellent', 'clearly',
  'outstanding', 'dreadful', 'disgusting', 'brilliant', 'superb', 'useless', 'ridiculous', 'disastrous', 'great',
]);
/** "How much did X improve", "how has X helped": the question takes the effect for granted. */
export const ASSUMING_VERBS = new Set(['improve', 'help', 'increase', 'benefit', 'enhance', 'boost', 'reduce', 'harm', 'damage', 'hurt']);

export const FIXED_PAIRS = [
  'pros and cons', 'terms and conditions', 'black and white', 'more or less', 'rock and roll', 'research and development',
  'health and safety', 'bed and breakfast', 'salt and pepper', 'trial and error', 'sooner or later', 'here and there',
  'now and then', 'back and forth', 'up and down', 'q and a', 'r and d', 'h and m', 'arts and crafts', 'ups and downs',
  // The standard NPS wording names one audience, "someone you know", not two things to rate.
  'friend or colleague', 'friends or colleagues', 'friends and family', 'friend or family member', 'family or friends',
];

export const SENSITIVE: Record<string, string> = {
  income: 'income', salary: 'income', wage: 'income', earn: 'income', debt: 'debt', loan: 'debt', mortgage: 'debt',
  tax: 'tax', sex: 'sex', sexual: 'sex', sexuality: 'sex', drug: 'drugs', cannabis: 'drugs', alcohol: 'alcohol',
  drink: 'alcohol', drinking: 'alcohol', religion: 'religion', religious: 'religion', faith: 'religion', vote: 'voting',
  voting: 'voting', election: 'voting', race: 'race', ethnicity: 'race', ethnic: 'race', health: 'health',
  illness: 'health', disease: 'health', medical: 'health', medication: 'health', crime: 'crime', criminal: 'crime',
  arrest: 'crime', arrested: 'crime', immigration: 'immigration', immigrant: 'immigration', citizenship: 'immigration',
};

export const VAGUE_QUANTIFIERS = new Set(['often', 'sometimes', 'regularly', 'many', 'few', 'frequently', 'usually', 'occasionally', 'rarely', 'several', 'recently', 'much']);
export const UNIVERSALS = new Set(['always', 'never', 'all', 'none', 'every', 'everyone', 'everything', 'nobody', 'nothing']);
export const NEGATIONS = new Set(['not', "n't", 'no', 'never', 'none', 'nobody', 'nothing', 'neither', 'nor']);
/** Behaviour questions ("how often do you ...") need a reference period. */
export const BEHAVIOUR_STEMS = ['how often', 'how many times', 'how frequently', 'how much time', 'how many hours', 'how much money', 'how many days'];
export const PERIOD_MARKERS = [
  'in the past', 'in the last', 'during the', 'last week', 'last month', 'last year', 'this week', 'this month',
  'this year', 'per day', 'per week', 'per month', 'a day', 'a week', 'a month', 'a year', 'each day', 'each week',
  'each month', 'yesterday', 'today', 'since', 'typical week', 'typical day', 'past ',
];

export const FAVOURABLE = new Set(['excellent', 'very good', 'good', 'great', 'satisfied', 'very satisfied', 'agree', 'strongly agree', 'likely', 'very likely', 'positive', 'happy', 'outstanding', 'above average']);
export const UNFAVOURABLE = new Set(['poor', 'very poor', 'bad', 'terrible', 'dissatisfied', 'very dissatisfied', 'disagree', 'strongly disagree', 'unlikely', 'very unlikely', 'negative', 'unhappy', 'below average', 'awful']);
export const SCALE_MIDPOINTS = new Set(['fair', 'neutral', 'average', 'neither', 'neither agree nor disagree', 'neither satisfied nor dissatisfied', 'ok', 'okay', 'somewhat']);
export const ESCAPE_OPTIONS = ['other', "don't know", 'do not know', 'prefer not to say', 'not sure', 'none of these', 'none of the above', 'n/a', 'not applicable', "i'd rather not say", 'rather not say'];

/** All-capital tokens that respondents know. */
export const ACRONYMS_ALLOWED = new Set(['OK', 'TV', 'US', 'USA', 'UK', 'EU', 'PC', 'ID', 'AM', 'PM', 'FAQ', 'CEO', 'I', 'A', 'PDF', 'URL', 'SMS', 'GPS', 'ATM', 'DIY']);
export const TECHNICAL_TERMS = new Set(['api', 'sdk', 'latency', 'throughput', 'middleware', 'bandwidth', 'granular', 'synergy', 'leverage', 'paradigm', 'omnichannel', 'onboarding', 'kpi', 'roi', 'backend', 'frontend', 'schema', 'interoperability', 'scalability']);
