// The SPSS export as a statistician opens it: GNU PSPP runs import.sps, and the frequencies it counts for every coded
// variable (codes, 0/1 dichotomies, grid rows, ranks, card categories) equal the counts the API's analytics report for
// the same sessions. Also the variables' layout, measurement levels, multiple-dichotomy sets and string widths.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { parse } from 'csv-parse/sync';
import { choiceQuestion } from '../../harness/questions';
import { startTestService, type TestService } from '../helpers/service';
import type { Api } from '../helpers/api';
import { buildSurvey } from '../helpers/surveys';
import { unzip } from '../helpers/zip';

let svc: TestService;
let api: Api;
let s: { id: string; q: Record<string, string> };
let files: Record<string, Buffer>;
let analytics: Record<string, { stats: Stats; answeredCount: number }>;
let dir: string;

type Share = { id: string; label: string; count: number };
type Stats = {
  kind: string;
  options?: Share[];
  other?: { count: number };
  rows?: { id: string; columns: Share[] }[];
  items?: { id: string; rankedCount: number; firstPlaceCount: number }[];
  distribution?: { value: number; count: number }[];
};

const SESSIONS = 60;
const pair = (...ids: string[]) => ids.map((id): [string, string] => [id, id.toUpperCase()]);
/** Items (grid rows and columns, cards, categories) from `id:Label` pairs. */
const itemsOf = (...items: string[]) => items.map((item) => ({ id: item.split(':')[0], label: item.split(':')[1] }));

beforeAll(async () => {
  svc = await startTestService();
  ({ api } = await svc.org());
  s = await buildSurvey(
    api,
    [
      {
        key: 'plan',
        ...choiceQuestion('single_choice', 'Which plan?', pair('free', 'pro', 'team'), { allowOther: true }),
        required: false,
      },
      {
        key: 'features',
        ...choiceQuestion('multiple_choice', 'Which features?', pair('sync', 'search', 'share'), { allowOther: true }),
        required: false,
      },
      {
        key: 'grid',
        type: 'matrix_single',
        title: 'How do you rate',
        required: false,
        config: { rows: itemsOf('speed:Speed', 'price:Price'), columns: itemsOf('lo:Low', 'mid:Middling', 'hi:High') },
      },
      {
        key: 'multi',
        type: 'matrix_multiple',
        title: 'Where do you use',
        required: false,
        config: { rows: itemsOf('app:App', 'web:Web'), columns: itemsOf('work:At work', 'home:At home') },
      },
      { key: 'rank', ...choiceQuestion('ranking', 'Rank these', pair('r1', 'r2', 'r3')), required: false },
      { key: 'nps', type: 'nps', title: 'Recommend us?', required: false },
      { key: 'split', ...choiceQuestion('constant_sum', 'Split 100 points', pair('s1', 's2'), { total: 100 }), required: false },
      {
        key: 'sort',
        type: 'card_sort',
        title: 'Sort the cards',
        required: false,
        config: { cards: itemsOf('c1:Card one', 'c2:Card two'), categories: itemsOf('k1:Keep', 'k2:Drop') },
      },
      { key: 'note', type: 'long_text', title: 'Anything else?', required: false },
    ],
    { title: 'Frequencies check' },
  );
  // A fixed pseudo-random spread of answers, some questions left blank, so every count differs from the next.
  let seed = 7; // mulberry32
  const next = (n: number) => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 2 ** 32) * n);
  };
  const pick = <T>(list: readonly T[]) => list[next(list.length)];
  const a = (key: string, value: unknown) => ({ questionId: s.q[key], value });
  const responses = Array.from({ length: SESSIONS }, (_, i) => {
    const answers = [];
    if (next(5)) answers.push(a('plan', next(7) ? pick(['free', 'pro', 'team']) : { other: `Plan ${i}` }));
    if (next(5)) {
      const chosen = ['sync', 'search', 'share'].filter(() => next(2));
      answers.push(a('features', chosen.length ? (next(6) ? chosen : [...chosen, { other: 'Export' }]) : ['sync']));
    }
    if (next(4))
      answers.push(
        a('grid', next(3) ? { speed: pick(['lo', 'mid', 'hi']), price: pick(['lo', 'mid', 'hi']) } : { speed: pick(['lo', 'hi']) }),
      );
    if (next(4)) answers.push(a('multi', { app: next(2) ? ['work'] : ['work', 'home'], ...(next(2) ? { web: ['home'] } : {}) }));
    if (next(4))
      answers.push(
        a(
          'rank',
          next(3)
            ? pick([
                ['r1', 'r2', 'r3'],
                ['r3', 'r1', 'r2'],
                ['r2', 'r3', 'r1'],
              ])
            : [pick(['r1', 'r2'])],
        ),
      );
    if (next(4)) answers.push(a('nps', next(11)));
    if (next(4)) answers.push(a('split', next(2) ? { s1: 30, s2: 70 } : { s1: 100 }));
    if (next(4)) answers.push(a('sort', { c1: pick(['k1', 'k2']), ...(next(2) ? { c2: pick(['k1', 'k2']) } : {}) }));
    if (next(2)) answers.push(a('note', i % 9 === 0 ? `Line one\nline two ${'é'.repeat(i)}` : `Short ${i}`));
    const at = new Date(Date.UTC(2026, 10, 20, 9, 0, i)).toISOString();
    return { status: 'completed', startedAt: at, completedAt: at, answers };
  });
  const imported = await api.post(`/api/v1/surveys/${s.id}/responses`, { responses });
  expect([imported.status, imported.body.data?.length]).toEqual([200, SESSIONS]);
  const res = await api.get(`/api/v1/surveys/${s.id}/responses/export/spss`);
  expect(res.status).toBe(200);
  files = await unzip(res.bytes);
  const list = (await api.get(`/api/v1/surveys/${s.id}/analytics/questions`)).body.questions as {
    questionId: string;
    stats: Stats;
    answeredCount: number;
  }[];
  analytics = Object.fromEntries(Object.entries(s.q).map(([key, id]) => [key, list.find((q) => q.questionId === id)!]));
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-spss-freq-'));
  for (const [name, data] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), data);
});

afterAll(async () => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  await svc.close();
});

/** Runs import.sps, then `commands`, in PSPP; answers its output as CSV tables by title. */
function pspp(commands: string): Map<string, string[][]> {
  fs.writeFileSync(path.join(dir, 'check.sps'), `${files['import.sps'].toString()}\n${commands}\n`);
  const out = path.join(dir, 'out.csv');
  fs.rmSync(out, { force: true });
  execFileSync('pspp', ['-O', 'format=csv', '-o', out, 'check.sps'], { cwd: dir, stdio: 'pipe', timeout: 60_000 });
  const text = fs.readFileSync(out, 'utf8');
  expect(text).not.toMatch(/error|warning/i);
  const tables = new Map<string, string[][]>();
  for (const block of text.split(/^Table: /m).slice(1)) {
    const [title, ...rest] = block.split('\n');
    tables.set(title.trim(), parse(rest.join('\n'), { relax_column_count: true }) as string[][]);
  }
  return tables;
}

/** A FREQUENCIES table as value -> count, valid values only (the declared missing codes are not counted). */
function frequencies(table: string[][] | undefined): Map<number, number> {
  const counts = new Map<number, number>();
  let section = '';
  for (const [first, value, count] of (table ?? []).slice(1)) {
    if (first) section = first;
    if (section === 'Valid' && value !== '') counts.set(Number(value), Number(count));
  }
  return counts;
}

const header = () => (parse(files['data.csv']) as string[][])[0];

it('spreads each question over its variables: a dichotomy per option, a variable per grid row, rank item, amount and card', () => {
  const questions = header().slice(header().indexOf('language') + 1);
  expect(questions).toEqual([
    'Q1', 'Q1_other',
    'Q2_1', 'Q2_2', 'Q2_3', 'Q2_0', 'Q2_other',
    'Q3_1', 'Q3_2',
    'Q4_1_1', 'Q4_1_2', 'Q4_2_1', 'Q4_2_2',
    'Q5_1', 'Q5_2', 'Q5_3',
    'Q6',
    'Q7_1', 'Q7_2',
    'Q8_1', 'Q8_2',
    'Q9',
  ]); // prettier-ignore
});

it('declares measurement levels, multiple-dichotomy sets and strings only as wide as their longest value', () => {
  const sps = files['import.sps'].toString();
  const levels = /VARIABLE LEVEL\n([\s\S]*?)\.\n/.exec(sps)?.[1] ?? '';
  const level = (name: string) => /\((\w+)\)/.exec(levels.split('/').find((part) => part.split(/\s+/).includes(name)) ?? '')?.[1];
  expect(['Q1', 'Q2_1', 'Q2_0', 'Q8_1', 'Q1_other', 'Q9'].map(level)).toEqual(Array(6).fill('NOMINAL'));
  expect(['Q3_1', 'Q5_1', 'Q6'].map(level)).toEqual(Array(3).fill('ORDINAL'));
  expect(['Q7_1', 'duration_seconds'].map(level)).toEqual(['SCALE', 'SCALE']);
  expect(sps).toContain("/MDGROUP NAME=$Q2 LABEL='Which features?'\n    VARIABLES=Q2_1 Q2_2 Q2_3 Q2_0 VALUE=1");
  expect(sps).toContain("/MDGROUP NAME=$Q4_1 LABEL='Where do you use: App'\n    VARIABLES=Q4_1_1 Q4_1_2 VALUE=1");
  expect(sps).not.toContain('A32767');
  // The longest note is "Line one line two" and 54 é (two bytes each): 72 bytes, and the "other" plan texts "Plan 59" at most.
  expect(sps).toMatch(/\n {4}Q9 A(\d+)\n/);
  const notes = (parse(files['data.csv']) as string[][]).slice(1).map((row) => Buffer.byteLength(row[header().indexOf('Q9')]));
  expect(sps).toContain(`    Q9 A${Math.max(...notes)}\n`);
  expect(sps).toMatch(/\n {4}Q1_other A[1-7]\n/);
});

it("PSPP reads it without error, and its frequencies equal the API's analytics for every coded variable", () => {
  const names = header().filter((h) => /^Q\d/.test(h) && !/_other$/.test(h) && h !== 'Q9');
  const tables = pspp(
    `SET TNUMBERS=VALUES TVARS=NAMES.\nFREQUENCIES /VARIABLES=${names.join(' ')} /STATISTICS=NONE.\nMRSETS /DISPLAY NAME=ALL.`,
  );
  const freq = (name: string) => frequencies(tables.get(name));
  let compared = 0;
  const same = (name: string, value: number, count: number) => {
    expect([name, value, freq(name).get(value) ?? 0]).toEqual([name, value, count]);
    compared++;
  };
  // Single choice: each option's code, and "Other" as 0.
  const plan = analytics.plan.stats;
  plan.options!.forEach((o, i) => same('Q1', i + 1, o.count));
  same('Q1', 0, plan.other!.count);
  // Multiple choice: how many chose each option is the count of 1 in its dichotomy.
  const features = analytics.features.stats;
  features.options!.forEach((o, i) => same(`Q2_${i + 1}`, 1, o.count));
  same('Q2_0', 1, features.other!.count);
  // Grids: a row's column counts are its variable's codes, or its row-and-column dichotomies.
  analytics.grid.stats.rows!.forEach((row, r) => row.columns.forEach((c, k) => same(`Q3_${r + 1}`, k + 1, c.count)));
  analytics.multi.stats.rows!.forEach((row, r) => row.columns.forEach((c, k) => same(`Q4_${r + 1}_${k + 1}`, 1, c.count)));
  // Ranking: an item's first places are its rank 1, and its base the sessions that ranked it.
  analytics.rank.stats.items!.forEach((item, i) => {
    same(`Q5_${i + 1}`, 1, item.firstPlaceCount);
    expect([...freq(`Q5_${i + 1}`).values()].reduce((x, y) => x + y, 0)).toBe(item.rankedCount);
  });
  // NPS: the distribution of scores.
  for (const d of analytics.nps.stats.distribution!) same('Q6', d.value, d.count);
  // Card sort: each card's categories.
  analytics.sort.stats.rows!.forEach((card, r) => card.columns.forEach((c, k) => same(`Q8_${r + 1}`, k + 1, c.count)));
  // The amounts: every session that answered has one per option.
  expect([...freq('Q7_1').values()].reduce((x, y) => x + y, 0)).toBe(analytics.split.answeredCount);
  expect(compared).toBeGreaterThanOrEqual(25);
  expect(tables.get('Multiple Response Sets')?.flat().join(' ')).toMatch(
    /\$Q2 Which features\? Dichotomies 1 Q2_1\s+Q2_2\s+Q2_3\s+Q2_0 \$Q4_1 /,
  );
});
