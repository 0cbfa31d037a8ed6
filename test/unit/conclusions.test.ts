// Rules of the computed conclusions that need no database: how ask matches a question to a topic, the claim
// check's detectable difference (docs/design/readiness.md's worked example) and the report's escaping.
import { classify, lemmas } from '../../src/conclusions/intent';
import { minimumDetectableDifference } from '../../src/conclusions/claim';
import { html } from '../../src/report/html';
import { barChart } from '../../src/report/charts';

const questions = [
  { title: 'How long have you been a customer?' },
  { title: 'Which plan are you on?' },
  { title: 'Age' },
  { title: 'How satisfied are you with our support team?' },
];

describe('ask: topic matching', () => {
  it('reduces words to their lemmas', () => {
    expect(lemmas('How many people completed it?')).toEqual(['how', 'many', 'person', 'complete', 'it']);
  });

  it.each([
    ['How long does it take?', 'duration', undefined], // "how long" beats one word of "How long have you been a customer?"
    ['How long have you been a customer?', 'question', 'How long have you been a customer?'], // verbatim
    ['What did people say about the support team?', 'question', 'How satisfied are you with our support team?'], // two content words
    ['What is the most common age?', 'question', 'Age'], // every content word of a one-word title
    ['How many responses are flagged?', 'quality', undefined], // a tie of three words goes to the earlier topic
    ['How many people finished?', 'completion_rate', undefined],
    ['How many respondents do we have?', 'response_count', undefined],
    ['What is the margin of error?', 'confidence', undefined],
    ['Do tablet users finish less often?', 'device_comparison', undefined],
    ['Where are respondents from?', 'geography', undefined],
    ['Tell me a joke', 'unknown', undefined],
    ['', 'unknown', undefined],
  ])('%j -> %s', (text, intent, title) => {
    const result = classify(text, questions);
    expect(result.intent).toBe(intent);
    expect(result.item?.title).toBe(title);
  });
});

describe('claim check: detectable difference', () => {
  it('matches the worked example: 0.5 vs 0.4 needs about 387 per group', () => {
    expect(minimumDetectableDifference(2 * 387)).toBeCloseTo(0.1, 2);
  });
  it('is null without two per half, and shrinks as the sample grows', () => {
    expect(minimumDetectableDifference(3)).toBeNull();
    expect(minimumDetectableDifference(100) as number).toBeGreaterThan(minimumDetectableDifference(1000) as number);
  });
});

describe('report: escaping', () => {
  it('escapes every interpolated value, nested html excepted', () => {
    const title = '<script>alert("x")</script> & \'co\'';
    expect(html`<h1>${title}</h1>${html`<b>${'<i>'}</b>`}`.text).toBe(
      '<h1>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;</h1><b>&lt;i&gt;</b>',
    );
  });
  it('draws one bar per value, labels escaped', () => {
    const svg = barChart([
      { label: 'A <b>', value: 2 },
      { label: 'B', value: 1 },
    ]).text;
    expect(svg.match(/<rect /g)).toHaveLength(2);
    expect(svg).toContain('A &lt;b&gt;');
    expect(barChart([]).text).toContain('No answers to chart.');
  });
});
