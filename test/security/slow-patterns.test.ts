// Finding 2 of the security review: a pattern over caller or respondent text must not take more than linear time. A
// 100 KB health-check body ("Is it ok(" and 99,900 commas) held the process for 24-41 s. Every function below reads
// text a caller or a respondent wrote; each gets inputs built to make a backtracking pattern retry over long runs,
// and must finish within a bound that linear work meets many times over (quadratic work on these sizes takes tens of
// seconds). The second half proves the health check runs off the event loop, within its time budget.
import { analyze } from '../../src/wording-check/analyze';
import { prepare } from '../../src/wording-check/text';
import { redactor } from '../../src/debriefs/text';
import { classify, lemmas } from '../../src/conclusions/intent';
import { parseExpression } from '../../src/variables/parse';
import { isNonAnswer } from '../../src/analytics/quality';
import { tokenize } from '../../src/analytics/terms';
import { AnalysisPool } from '../../src/wording-check/pool';
import { useService } from '../helpers/service';
import { ADVERSARIAL } from '../../harness/adversarial';
import contract from '../../generated/openapi.json';

/** Every `pattern` of the contract: the request validators run each over what a caller sent. */
function contractPatterns(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((n) => contractPatterns(n, found));
  else if (node && typeof node === 'object') {
    const pattern = (node as { pattern?: unknown }).pattern;
    if (typeof pattern === 'string') found.add(pattern);
    Object.values(node).forEach((n) => contractPatterns(n, found));
  }
  return found;
}
const PATTERNS = [...contractPatterns(contract)].map((p) => new RegExp(p, 'u')); // as Ajv compiles them

/** Far above what the linear versions take on these inputs (tens of ms), far below what the quadratic ones took. */
const BOUND_MS = 3000;

/** How long `fn` took, whether it answered or refused (text with no question in it is refused, quickly). */
function timed(fn: () => unknown): number {
  const started = performance.now();
  try {
    fn();
  } catch {
    // refused; what matters is how long it took to say so
  }
  return performance.now() - started;
}

describe.each(Object.entries(ADVERSARIAL))('%s (100 KB)', (_name, input) => {
  it('is analysed by the health check in every mode within the bound', () => {
    expect(timed(() => analyze('text', input))).toBeLessThan(BOUND_MS);
    const csv = `"${input.replace(/"/g, '""')}",Other\n"${input.replace(/"/g, '""')}",x\n`;
    expect(timed(() => analyze('csv', csv))).toBeLessThan(BOUND_MS);
    expect(timed(() => analyze('form_builder_csv', csv))).toBeLessThan(BOUND_MS);
  });

  it('is prepared for the wording checks (research review) within the bound', () => {
    expect(timed(() => prepare(input))).toBeLessThan(BOUND_MS);
  });

  it('is redacted in debrief findings within the bound', () => {
    const redact = redactor(['Grace', 'Hopper']);
    expect(timed(() => redact(input))).toBeLessThan(BOUND_MS);
  });

  it("is matched to an analyst's intent (ask, claim check) within the bound", () => {
    const items = [{ title: 'How satisfied are you?' }, { title: 'Which plan do you use?' }];
    expect(timed(() => classify(input, items))).toBeLessThan(BOUND_MS);
    expect(timed(() => lemmas(input))).toBeLessThan(BOUND_MS);
  });

  it("is read by the quality checks and term counts of respondents' text within the bound", () => {
    expect(timed(() => isNonAnswer(input, 'Why?'))).toBeLessThan(BOUND_MS);
    expect(timed(() => tokenize(input))).toBeLessThan(BOUND_MS);
  });

  it('is refused or parsed by the expression parser within the bound', () => {
    expect(timed(() => parseExpression(input))).toBeLessThan(BOUND_MS);
  });

  it("is tested against every pattern of the contract's schemas within the bound", () => {
    expect(PATTERNS.length).toBeGreaterThan(10);
    expect(timed(() => PATTERNS.forEach((p) => p.test(input)))).toBeLessThan(BOUND_MS);
  });
});

it('finds the same options and email-like cells as before the rewrite', () => {
  expect(prepare('Rate our support (Excellent, Very good, Good, Poor)?')).toMatchObject({
    stem: 'Rate our support',
    options: ['Excellent', 'Very good', 'Good', 'Poor'],
  });
  expect(prepare('How did you hear of us? Friend, advert or search.')).toMatchObject({
    stem: 'How did you hear of us?',
    options: ['Friend', 'advert', 'search'],
  });
  expect(prepare('What is your age (in years)?').options).toEqual([]);
  const csv = analyze('csv', 'Email,Name\nada@example.com,Ada\ngrace@example.org,Grace\n');
  expect(csv.importSignals?.piiDetected).toBe(true);
  const redact = redactor([]);
  expect(redact('mail a.b+c@mail.example.com or call +44 20 7946 0958, (555) 123-4567 today')).toBe(
    'mail [redacted] or call [redacted], [redacted] today',
  );
  expect(redact('order 12345 of 2026, ref abc1234567')).toBe('order 12345 of 2026, ref abc1234567');
});

describe('the public health check, off the event loop', () => {
  const file = useService();

  it('answers /healthz at once while an analysis runs, and ends an analysis over its budget with 400', async () => {
    const services = file.svc.running.services;
    const kept = services.healthCheck;
    // A job that never ends stands for any input the patterns above might still miss.
    services.healthCheck = new AnalysisPool({ job: require.resolve('../helpers/analysis-jobs'), timeoutMs: 1500 });
    try {
      const started = performance.now();
      const stuck = file.svc.anonymous.post('/api/health-check/analyze', { mode: 'text', content: 'This never ends?' });
      await new Promise((resolve) => setTimeout(resolve, 200));
      const health = await file.svc.anonymous.get('/healthz');
      const healthMs = performance.now() - started;
      expect(health.status).toBe(200);
      expect(healthMs).toBeLessThan(1500); // answered before the budget ran out: the loop was free
      const res = await stuck;
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/took over 1\.5 s to analyse/);
    } finally {
      await services.healthCheck.close();
      services.healthCheck = kept;
    }
    // The real analysis, in a new worker, still answers.
    const ok = await file.svc.anonymous.post('/api/health-check/analyze', { mode: 'text', content: `Is it ok(${','.repeat(99_000)}` });
    expect(ok.status).toBe(200);
  });

  it('refuses analyses beyond its queue with 503 and Retry-After, and serves the rest', async () => {
    const services = file.svc.running.services;
    const kept = services.healthCheck;
    services.healthCheck = new AnalysisPool({ job: require.resolve('../helpers/analysis-jobs'), timeoutMs: 1000, queue: 1 });
    try {
      const sent = [0, 1, 2].map(() => services.healthCheck.analyze('text', 'This never ends?').catch((e: unknown) => e));
      const refused = (await sent[2]) as { status: number; headers: Record<string, string> };
      expect(refused.status).toBe(503);
      expect(refused.headers['Retry-After']).toBe('5');
      expect(((await sent[0]) as { status: number }).status).toBe(400);
    } finally {
      await services.healthCheck.close();
      services.healthCheck = kept;
    }
  });
});
