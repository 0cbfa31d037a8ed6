// The contract as its tools read it: three generators build clients from openapi.yaml, each compiles
// under `tsc --strict`, and each makes the same round trip against a real server without a cast.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startTestService, type TestService } from '../helpers/service';
import { MATRIX_ANSWER, type Trip } from './trip';
import type { ExportTrip } from './exports.trip';

const here = __dirname;
const bin = (name: string) => path.join(here, '../../node_modules/.bin', name);
const CONTRACT = '../../openapi.yaml';

/** Each generator's one command, as the README gives it (run from test/clients). */
const GENERATORS: Record<string, string[]> = {
  'openapi-typescript': [bin('openapi-typescript'), CONTRACT, '-o', 'generated/openapi-typescript/schema.d.ts'],
  'hey-api': [bin('openapi-ts'), '-s', '-i', CONTRACT, '-o', 'generated/hey-api', '-c', '@hey-api/client-fetch'],
  orval: [bin('orval'), '--config', 'orval.config.cjs'],
  'typed-openapi': [bin('typed-openapi'), CONTRACT, '-o', 'generated/typed-openapi/api.ts', '-r', 'none'],
};
const TRIPS = ['openapi-fetch.trip.ts', 'hey-api.trip.ts', 'orval.trip.ts'];
const CHECKS = [...TRIPS, 'exports.trip.ts', 'typing.trip.ts'];

let svc: TestService;

beforeAll(async () => {
  fs.rmSync(path.join(here, 'generated'), { recursive: true, force: true });
  for (const [, [cmd, ...args]] of Object.entries(GENERATORS)) execFileSync(cmd, args, { cwd: here, stdio: 'pipe' });
  svc = await startTestService();
}, 120_000);
afterAll(() => svc?.close());

it('compiles every generated client and its round trip with tsc --strict', () => {
  let output = '';
  try {
    execFileSync(bin('tsc'), ['-p', path.join(here, 'tsconfig.json')], { stdio: 'pipe' });
  } catch (e) {
    output = String((e as { stdout?: Buffer }).stdout ?? e);
  }
  expect(output).toBe('');
}, 120_000);

it('writes the round trips without type assertions', () => {
  for (const file of CHECKS) {
    const code = fs.readFileSync(path.join(here, file), 'utf8').replace(/^\s*\/\/.*$/gm, '');
    expect({ file, casts: code.match(/(?<!\* )\bas (?!const\b)[A-Z{[(a-z]|<[A-Z][A-Za-z]*>\s*\w|!\./g) ?? [] }).toEqual({
      file,
      casts: [],
    });
    expect({ file, asConst: code.includes(' as const') }).toEqual({ file, asConst: false });
  }
});

describe.each(TRIPS)('%s', (file) => {
  it('lists, creates three question types, updates a config, imports a matrix answer, pages, exports, fails typed, answers and checks health', async () => {
    const { key } = await svc.org();
    const trip = (await import(`./${file}`)) as { roundTrip: (base: string, key: string) => Promise<Trip> };
    const seen = await trip.roundTrip(svc.running.url, key);
    expect(seen).toEqual({
      questionTypes: ['single_choice', 'nps', 'matrix_single'],
      npsLabels: ['Never', 'Extremely likely'],
      matrixAnswer: MATRIX_ANSWER,
      paging: { page: 2, total: 3, cursorBatch: 1, hasMore: false },
      exportFile: { header: expect.arrayContaining(['responseId', 'status']), rows: 1, attachment: true },
      badRequestField: 'title',
      notFoundCode: 'not_found',
      respondent: { afterAnswer: null, completed: 'completed' },
      health: 'ok',
    });
  }, 60_000);
});

it('types every export format in @hey-api/openapi-ts and typed-openapi, each its own operation', async () => {
  const { key } = await svc.org();
  const { exportTrip } = (await import('./exports.trip')) as { exportTrip: (base: string, key: string) => Promise<ExportTrip> };
  const seen = await exportTrip(svc.running.url, key);
  const responseId = expect.stringMatching(/^[0-9a-f-]{36}$/);
  expect(seen).toEqual({
    heyApi: { csvHeader: 'responseId', jsonFirst: responseId, xlsx: 'PK', spss: 'PK' },
    typedOpenapi: {
      jsonFirst: responseId,
      csvHeader: 'responseId',
      xlsxType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
  });
}, 60_000);
