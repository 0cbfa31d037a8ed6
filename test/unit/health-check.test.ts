// The eight wording rules of docs/design/wording.md, each firing and not firing, and the parsing of the three modes.
import { analyze } from '../../src/wording-check/analyze';

const issuesOf = (line: string) => analyze('text', line).issues.map((i) => `${i.type}:${i.severity}`);

describe('rules fire on the wording docs/design/README.md names', () => {
  it.each([
    ["Don't you agree that our new app is easier to use?", 'leading_question:high'],
    ['How amazing was your stay with us?', 'leading_question:high'],
    ['How much did our new checkout improve your shopping experience?', 'leading_question:high'],
    ['How satisfied are you with the price and the quality?', 'double_barreled:high'],
    ['Is our website fast and easy to use?', 'double_barreled:high'],
    ['Rate our support (Excellent, Very good, Good, Poor)', 'unbalanced_scale:high'],
    ['On a scale of 1 to 12, how likely are you to return?', 'unbalanced_scale:medium'],
    ['What is your annual household income?', 'sensitive_topic:medium'],
    ['How often do you go to the gym?', 'ambiguous_wording:medium'],
    ['Do you always read the terms before buying?', 'ambiguous_wording:medium'],
    ['What is your age? (18-24, 25-34, 34-44, 45 or older)', 'missing_option:high'],
    ['How many employees work at your company? (1-10, 12-50, 51 or more)', 'missing_option:high'],
    ['Which browser do you use? (Chrome, Firefox, Safari)', 'missing_option:medium'],
    [
      'Thinking about the last time you contacted our customer service team by telephone or by email about a billing problem with your account, how satisfied were you with how quickly and how completely your problem was resolved by the agent assigned to your case?',
      'too_long:high',
    ],
    ['How would you characterize the organizational effectiveness of the interdepartmental communication initiatives?', 'too_long:medium'],
    ['How useful is the new SLA dashboard for your ICP reviews?', 'jargon:medium'],
  ])('%s -> %s', (line, expected) => {
    expect(issuesOf(line)).toContain(expected);
  });

  it.each([
    'How satisfied or dissatisfied are you with our support?',
    'How satisfied are you with the price of your plan?',
    'In the past 30 days, how many times did you visit our store?',
    'Which of these did you buy? (Shoes, Shirts, Other)',
    'What is your age? (18-24, 25-34, 35-44, 45 or older)',
    'What did you think of the pros and cons of the plan?',
    'How would you rate our service? (Very poor, Poor, Fair, Good, Very good)',
    'On a scale of 0 to 10, how likely are you to recommend us?',
    'How likely are you to recommend us to a friend or colleague?',
  ])('%s -> no issue', (line) => {
    expect(analyze('text', line).issues).toEqual([]);
  });
});

describe('modes', () => {
  it('text: strips numbering, ignores blank lines, caps at 50', () => {
    const result = analyze(
      'text',
      '1. How old are you?\n\n2) Where do you live?\nQ3: What do you do?\n' +
        Array.from({ length: 60 }, (_, i) => `Question ${i + 4}: What is item ${i}?`).join('\n'),
    );
    expect(result.questionCount).toBe(50);
    expect(result.questions.slice(0, 4).map((q) => q.text)).toEqual([
      'How old are you?',
      'Where do you live?',
      'What do you do?',
      'What is item 0?',
    ]);
    expect(result.importSignals).toBeUndefined();
  });

  it('form_builder_csv: a Google Forms header row becomes questions; metadata columns are skipped; emails are PII', () => {
    const csv =
      'Timestamp,Email Address,"How satisfied are you with the price, overall?",Which features do you use?,Any comments?\n' +
      '2026/11/20 10:01:02 AM GMT,ann@example.com,4,"Reports;Exports",Great\n2026/11/20 10:05:00 AM GMT,bob@example.com,5,Reports,\n2026/11/20 11:00:00 AM GMT,cy@example.com,4,Exports,Nice tool overall';
    const result = analyze('form_builder_csv', csv);
    expect(result.questions.map((q) => [q.text, q.type])).toEqual([
      ['How satisfied are you with the price, overall?', 'number'],
      ['Which features do you use?', 'multiple_choice'],
      ['Any comments?', 'short_text'],
    ]);
    expect(result.importSignals).toMatchObject({ piiDetected: true });
  });

  it('csv: quoted headers with commas and newlines; timestamp and email columns skipped; an undecidable column is ambiguous', () => {
    const csv =
      'submitted_at,email,"What, in a few words,\nbrings you here?",Score\n2026-11-20T10:00:00Z,a@b.co,To learn,7\n2026-11-20T11:00:00Z,c@d.co,Work,banana\n2026-11-20T12:00:00Z,e@f.co,Fun,x';
    const result = analyze('csv', csv);
    expect(result.questions.map((q) => q.text)).toEqual(['What, in a few words, brings you here?', 'Score']);
    expect(result.importSignals?.ambiguities).toEqual([{ column: 'Score', reason: 'mixed values: 33% look like number' }]);
    expect(result.importSignals?.piiDetected).toBe(true);
  });
});
