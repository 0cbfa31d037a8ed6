// The `fieldwork` command (docs/design/cli.md) against a real database: organisations, keys, flags, the contract.
import fs from 'node:fs';
import { sql } from 'kysely';
import os from 'node:os';
import path from 'node:path';
import { program } from '../../src/cli/main';
import { openDb } from '../../src/database';
import { getFlag } from '../../src/flags/flags';
import { authenticate } from '../../src/auth/keys';
import { ensureDemo, FIRST_START_RESPONSES } from '../../src/cli/demo';
import { migrateToLatest, openServiceDb } from '../../src/compose';
import { freshDatabase } from '../helpers/service';
import { Api } from '../helpers/api';
import { createServices, startServer } from '../../src/server';
import { loadConfig } from '../../src/config';
import { createLogger } from '../../src/log';

let database: Awaited<ReturnType<typeof freshDatabase>>;
const saved = { ...process.env };

beforeAll(async () => {
  database = await freshDatabase();
  process.env.DATABASE_URL = database.url;
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-cli-'));
  process.env.SECRET_KEY = 'cli-test';
});
afterAll(async () => {
  process.env = saved;
  await database.drop();
});

async function run(...args: string[]): Promise<string> {
  let output = '';
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    output += String(chunk);
    return true;
  });
  try {
    await program({ embedded: true }).parseAsync(['node', 'fieldwork', ...args]);
  } finally {
    spy.mockRestore();
  }
  return output;
}

it('creates an organisation and a key that authenticates with exactly its scopes', async () => {
  const org = JSON.parse(await run('org', 'create', '--name', 'Acme', '--plan', 'pro', '--json'));
  expect(org).toMatchObject({ name: 'Acme', plan: 'pro' });
  const issued = JSON.parse(await run('key', 'create', '--org', org.id, '--scopes', 'surveys:read,surveys:write', '--json'));
  expect(issued.key).toMatch(/^fw_[0-9a-f]{32}_[0-9a-f]{48}$/);
  expect(issued.scopes).toEqual(['surveys:read', 'surveys:write']);

  const services = await createServices(loadConfig(), createLogger('silent'));
  const server = await startServer(services, 0, '127.0.0.1');
  try {
    const api = new Api(server.url, issued.key);
    expect((await api.post('/api/v1/surveys', { title: 'From the CLI key' })).status).toBe(201);
    const s = (await api.get('/api/v1/surveys')).body.data[0];
    expect((await api.get(`/api/v1/surveys/${s.id}/questions`)).status).toBe(403);
  } finally {
    await server.close();
  }
});

it('expands --scopes all and refuses unknown scopes', async () => {
  const org = JSON.parse(await run('org', 'create', '--name', 'All', '--json'));
  const issued = JSON.parse(await run('key', 'create', '--org', org.id, '--scopes', 'all', '--json'));
  expect(issued.scopes).toContain('webhooks:write');
  expect(issued.scopes.length).toBeGreaterThanOrEqual(27);
  await expect(run('key', 'create', '--org', org.id, '--scopes', 'surveys:destroy')).rejects.toThrow(/unknown scope/);
});

it('sets plan, feature overrides and permissions', async () => {
  const org = JSON.parse(await run('org', 'create', '--name', 'Plans', '--json'));
  const set = JSON.parse(
    await run(
      'org',
      'set',
      '--org',
      org.id,
      '--plan',
      'starter',
      '--feature',
      'webhooks=on',
      '--feature',
      'variantTesting=off',
      '--permission',
      'rewardsUpload=on',
      '--json',
    ),
  );
  expect(set).toEqual({
    id: org.id,
    plan: 'starter',
    features: { webhooks: true, variantTesting: false },
    permissions: { rewardsUpload: true },
  });
  // The plain answer says when the change reaches keys already in use (the verified-key cache).
  expect(await run('org', 'set', '--org', org.id, '--plan', 'pro')).toMatch(/plan pro.*\nKeys already in use see the change within 5 s/s);
  await expect(run('org', 'set', '--org', org.id, '--plan', 'platinum')).rejects.toThrow(/expected one of/);
  await expect(run('org', 'set', '--org', org.id, '--feature', 'teleport=on')).rejects.toThrow(/NAME=on\|off/);
});

it('switches a feature flag', async () => {
  expect(JSON.parse(await run('flag', 'set', 'health_check_public', 'off', '--json'))).toEqual({
    name: 'health_check_public',
    enabled: false,
  });
  const db = openDb(process.env.DATABASE_URL as string);
  try {
    expect(await getFlag(db, 'health_check_public')).toBe(false);
  } finally {
    await db.close();
  }
  await run('flag', 'set', 'health_check_public', 'on');
});

it('prints the published contract', async () => {
  expect(await run('openapi')).toBe(fs.readFileSync('openapi.yaml', 'utf8'));
  expect(JSON.parse(await run('openapi', '--json')).openapi).toBe('3.1.0');
  // `fieldwork openapi | head`: the reader closing the pipe ends the output quietly (no EPIPE stack).
  expect(() => process.stdout.emit('error', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }))).not.toThrow();
});

it('migrates idempotently', async () => {
  expect(JSON.parse(await run('migrate', '--json'))).toEqual({ applied: [] });
});

it('seeds a live demo survey whose responses a respondent can add to and an integrator can list', async () => {
  const org = JSON.parse(await run('org', 'create', '--name', 'Seeded', '--plan', 'business', '--json'));
  const result = JSON.parse(await run('seed', '--org', org.id, '--responses', '1500', '--json'));
  expect(result).toMatchObject({ organizationId: org.id, responses: 1500 });
  const issued = JSON.parse(await run('key', 'create', '--org', org.id, '--scopes', 'all', '--json'));
  const services = await createServices(loadConfig(), createLogger('silent'));
  const server = await startServer(services, 0, '127.0.0.1');
  try {
    const api = new Api(server.url, issued.key);
    const list = await api.get(`/api/v1/surveys/${result.surveyId}/responses`, { query: { pageSize: 100 } });
    expect(list.body.pagination.total).toBe(1500);
    const rows = list.body.data as { status: string; endReason: string | null; device: { type: string } | null; path: string[] }[];
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['completed', 'abandoned']));
    expect(rows.every((r) => r.path.length > 0)).toBe(true);
    // A realistic mix across the whole set: counted through the export (every status).
    const csv = (await api.get(`/api/v1/surveys/${result.surveyId}/responses/export`, { query: { status: 'all', format: 'json' } }))
      .body as Record<string, unknown>[];
    const share = (test: (r: Record<string, unknown>) => boolean) => csv.filter(test).length / csv.length;
    expect(share((r) => r.endReason === 'screened_out')).toBeGreaterThan(0.03);
    expect(share((r) => r.endReason === 'quota_full')).toBeGreaterThan(0.005);
    expect(share((r) => r.status === 'abandoned')).toBeGreaterThan(0.08);
    expect(share((r) => r.device === 'mobile')).toBeGreaterThan(0.3);
    expect(new Set(csv.map((r) => r.country)).size).toBeGreaterThan(8);
    // Offered in English, German and Arabic, every text translated; sessions in each, the default most.
    const languages = (await api.get(`/api/v1/surveys/${result.surveyId}/localization`)).body.languages;
    expect(
      languages.map((l: { tag: string; completeness: { translated: number; total: number } }) => [
        l.tag,
        l.completeness.translated === l.completeness.total,
      ]),
    ).toEqual([
      ['en', true],
      ['de', true],
      ['ar', true],
    ]);
    expect(share((r) => r.language === 'en')).toBeGreaterThan(0.5);
    expect(share((r) => r.language === 'de')).toBeGreaterThan(0.1);
    expect(share((r) => r.language === 'ar')).toBeGreaterThan(0.1);
    // Nobody is left on the thank-you screen, and no screen is ever a drop-off point.
    const questions = (await api.get(`/api/v1/surveys/${result.surveyId}/questions`)).body.data as { id: string; type: string }[];
    const typeOf = new Map(questions.map((q) => [q.id, q.type]));
    const all = await api.get(`/api/v1/surveys/${result.surveyId}/responses`, { query: { pageSize: 100, status: 'abandoned' } });
    for (const r of all.body.data as { path: string[] }[]) expect(typeOf.get(r.path[r.path.length - 1])).not.toBe('thank_you_screen');
    const funnel = (await api.get(`/api/v1/surveys/${result.surveyId}/analytics/funnel`)).body;
    expect(funnel.exitQuestions.length).toBeGreaterThan(0);
    for (const e of funnel.exitQuestions) expect(typeOf.get(e.questionId)).not.toMatch(/_screen$|^statement$/);
    // Filed in the folder "Demo" with the tag "demo"; a second seed reuses both.
    const survey = (await api.get(`/api/v1/surveys/${result.surveyId}`)).body;
    const folders = JSON.parse(await run('folder', 'list', '--org', org.id, '--json')).folders;
    expect(folders.map((f: { name: string; surveyCount: number }) => [f.name, f.surveyCount])).toEqual([['Demo', 1]]);
    expect(survey.folderId).toBe(folders[0].id);
    const tags = (await api.get('/api/v1/tags')).body.data;
    expect(tags.map((t: { name: string; id: string }) => [t.name, t.id])).toEqual([['demo', survey.tagIds[0]]]);
    // A business plan has contacts: the demo panel of 20, in its list.
    const panel = (await api.get('/api/v1/contact-lists')).body.data;
    expect(panel.map((l: { name: string; memberCount: number }) => [l.name, l.memberCount])).toEqual([['Demo panel', 20]]);
    // A business plan has calculated fields: the demo's variables, computed for every completed session.
    const variables = (await api.get(`/api/v1/surveys/${result.surveyId}/variables`)).body.data as { name: string; error: unknown }[];
    expect(variables.map((v) => [v.name, v.error])).toEqual([
      ['feature_count', null],
      ['power_user', null],
    ]);
    const completed = csv.filter((r) => r.status === 'completed' && r.endReason === null);
    expect(completed.every((r) => typeof r.feature_count === 'number' || r.feature_count === null)).toBe(true);
    expect(new Set(completed.map((r) => r.power_user))).toEqual(new Set([true, false, null])); // null: skipped a question it reads
    const table = await api.get(`/api/v1/surveys/${result.surveyId}/analytics/cross-tabulation`, {
      query: { rows: 'variable:power_user', cols: 'device' },
    });
    expect(table.body.rowLabels).toEqual(expect.arrayContaining(['true', 'false', 'unknown']));
    // A business plan has debriefs: a run of eight participants on two questions, the likert statement flagged.
    const runs = (await api.get(`/api/v1/surveys/${result.surveyId}/debriefs`)).body.data;
    expect(runs.map((r: { status: string; participants: object }) => [r.status, r.participants])).toEqual([
      ['open', { started: 8, completed: 8 }],
    ]);
    const findings = (await api.get(`/api/v1/debriefs/${runs[0].id}/findings`)).body;
    expect(findings.flaggedQuestionIds).toEqual([runs[0].questionIds[1]]);
    // A business plan has variant testing: a two-arm wording trial, its sessions leaning to the plain arm.
    const status = (await api.get(`/api/v1/surveys/${result.surveyId}/calibration/status`)).body;
    expect(status.arms.map((a: { name: string }) => a.name)).toEqual(['control', 'plain']);
    const [control, plain] = status.arms as { armId: string; assigned: number; trials: number; rate: number }[];
    expect(control.assigned + plain.assigned).toBe(1500);
    expect(plain.rate).toBeGreaterThan(control.rate);
    expect(status.leaderArmId).toBe(plain.armId);
    expect(csv.filter((r) => r.armId === plain.armId)).toHaveLength(plain.assigned);
    // The seeded survey is live: a respondent can take it, in one of the arms.
    const started = await new Api(server.url).post(`/api/collect/v1/surveys/${result.surveyId}/sessions`);
    expect(started.status).toBe(201);
    expect([control.armId, plain.armId]).toContain(started.body.armId);
  } finally {
    await server.close();
  }
});

it('creates and lists folders, and refuses a taken name or a missing parent with what the API would say', async () => {
  const org = JSON.parse(await run('org', 'create', '--name', 'Foldered', '--plan', 'starter', '--json'));
  const top = JSON.parse(await run('folder', 'create', '--org', org.id, '--name', 'Research', '--json'));
  const sub = JSON.parse(await run('folder', 'create', '--org', org.id, '--name', '2026', '--parent', top.id, '--json'));
  expect(sub).toMatchObject({ name: '2026', parentId: top.id, surveyCount: 0 });
  expect(await run('folder', 'list', '--org', org.id)).toBe(`Research  ${top.id}  0 surveys\n  2026  ${sub.id}  0 surveys\n`);
  const errors: string[] = [];
  const spy = jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    errors.push(String(chunk));
    return true;
  });
  try {
    await run('folder', 'create', '--org', org.id, '--name', 'research');
    expect(process.exitCode).toBe(1);
    await run('folder', 'create', '--org', org.id, '--name', 'X', '--parent', 'not-a-folder');
    await run('folder', 'create', '--org', org.id, '--name', ' ');
  } finally {
    spy.mockRestore();
    process.exitCode = 0;
  }
  expect(errors.join('')).toBe(
    [
      "name_taken: A folder named 'Research' already exists here.",
      'invalid_request: The request has 1 invalid field.\n  parentId: must match format "uuid"',
      'invalid_request: The request has 1 invalid field.\n  name: must not be blank',
      '',
    ].join('\n'),
  );
});

it('uploads a file of voucher codes once the organisation has the permission', async () => {
  const org = JSON.parse(await run('org', 'create', '--name', 'Rewarding', '--plan', 'pro', '--json'));
  const { surveyId } = JSON.parse(await run('seed', '--org', org.id, '--responses', '0', '--json'));
  const codes = path.join(process.env.DATA_DIR as string, 'codes.csv');
  fs.writeFileSync(codes, ['code', ...Array.from({ length: 12_000 }, (_, i) => `CLI-${i}`), 'CLI-7', ''].join('\n'));
  const stderr: string[] = [];
  const spy = jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stderr.push(String(chunk));
    return true;
  });
  try {
    await run('rewards', 'upload', '--org', org.id, '--survey', surveyId, codes);
    expect(process.exitCode).toBe(1);
  } finally {
    spy.mockRestore();
    process.exitCode = 0;
  }
  expect(stderr.join('')).toContain(`fieldwork org set --org ${org.id} --permission rewardsUpload=on`);
  await run('org', 'set', '--org', org.id, '--permission', 'rewardsUpload=on');
  expect(JSON.parse(await run('rewards', 'upload', '--org', org.id, '--survey', surveyId, codes, '--json'))).toEqual({
    added: 12_000,
    duplicates: 1,
    rejected: 0,
  });
});

it('imports a 10,000-contact CSV in one call, in batches, and lists the rows it refused', async () => {
  const org = JSON.parse(await run('org', 'create', '--name', 'Contacts', '--plan', 'pro', '--json'));
  const file = path.join(process.env.DATA_DIR as string, 'contacts.csv');
  const rows = Array.from({ length: 10_000 }, (_, i) => `person${i}@example.com,First${i},Last${i},${i % 3 === 0 ? 'pro' : 'free'}`);
  rows[4321] = 'not-an-address,Bad,Row,free';
  fs.writeFileSync(file, ['email,firstName,lastName,plan', ...rows].join('\r\n'));
  const result = JSON.parse(await run('contacts', 'import', '--org', org.id, file, '--json'));
  expect(result).toMatchObject({ created: 9999, updated: 0, unchanged: 0, errors: 1 });
  expect(result.refused).toEqual([{ row: 4322, fields: ['email: must be an email address'] }]);
  expect(result.contactsPerSecond).toBeGreaterThan(0);
  const again = JSON.parse(await run('contacts', 'import', '--org', org.id, file, '--json'));
  expect(again).toMatchObject({ created: 0, unchanged: 9999, errors: 1 });
}, 120_000);

it('refuses to seed an organisation that does not exist', async () => {
  await run('seed', '--org', '0192f3c4-5a6b-7c8d-9e0f-1a2b3c4d5e6f', '--json');
  expect(process.exitCode).toBe(1);
  process.exitCode = 0;
});

it('mints a development session that the server (no identity provider configured) accepts on the dashboard', async () => {
  const org = JSON.parse(await run('org', 'create', '--name', 'Dash', '--plan', 'pro', '--json'));
  const minted = JSON.parse(await run('session', 'create', '--org', org.id, '--user', 'user_cli', '--json'));
  expect(minted.cookie).toBe(`__session=${minted.token}`);
  expect(minted.expiresIn).toBe(8 * 3600);
  const key = JSON.parse(await run('key', 'create', '--org', org.id, '--scopes', 'all', '--json')).key;
  const services = await createServices(loadConfig(), createLogger('silent'));
  const server = await startServer(services, 0, '127.0.0.1');
  try {
    const survey = await new Api(server.url, key).post('/api/v1/surveys', { title: 'Reviewed' });
    const res = await new Api(server.url).post(`/api/dashboard/surveys/${survey.body.id}/research-review`, undefined, {
      headers: { cookie: minted.cookie },
    });
    expect(res.status).toBe(201);
    expect(res.body.requestedBy).toBe('user_cli');
  } finally {
    await server.close();
  }
  await expect(run('session', 'create', '--org', '0192f3c4-0000-7000-8000-000000000000', '--user', 'u')).resolves.toBe('');
  expect(process.exitCode).toBe(1);
  process.exitCode = 0;
});

it("stores an organisation's own model provider with its key sealed, and removes it", async () => {
  const org = JSON.parse(await run('org', 'create', '--name', 'Own model', '--plan', 'starter', '--json'));
  const keyFile = path.join(process.env.DATA_DIR as string, 'model-key');
  fs.writeFileSync(keyFile, 'sk-own-secret\n');
  const set = JSON.parse(
    await run(
      'org',
      'model',
      '--org',
      org.id,
      '--base-url',
      'https://models.example.com/v1',
      '--model',
      'm-1',
      '--api-key-file',
      keyFile,
      '--json',
    ),
  );
  expect(set).toEqual({ id: org.id, provider: { baseUrl: 'https://models.example.com/v1', model: 'm-1' } });
  const db = openDb(process.env.DATABASE_URL as string);
  try {
    const row = await db.kysely
      .selectFrom('organization_model_credentials')
      .selectAll()
      .where('organization_id', '=', org.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ base_url: 'https://models.example.com/v1', model: 'm-1' });
    expect(row.api_key_sealed).not.toContain('sk-own-secret');
    await run('org', 'model', '--org', org.id, '--clear');
    expect(
      await db.kysely.selectFrom('organization_model_credentials').selectAll().where('organization_id', '=', org.id).execute(),
    ).toEqual([]);
  } finally {
    await db.close();
  }
  await expect(run('org', 'model', '--org', org.id, '--base-url', 'ftp://x', '--model', 'm', '--api-key-file', keyFile)).rejects.toThrow(
    /http\(s\) URL/,
  );
  await expect(run('org', 'model', '--org', org.id, '--model', 'm')).rejects.toThrow(/--base-url, --model and --api-key-file, or --clear/);
});

it('lists organisations and their keys (never a secret), and revokes a key so it no longer authenticates', async () => {
  const org = JSON.parse(await run('org', 'create', '--name', 'Listed', '--plan', 'pro', '--json'));
  expect(JSON.parse(await run('org', 'list', '--json')).data).toContainEqual(
    expect.objectContaining({ id: org.id, name: 'Listed', plan: 'pro' }),
  );
  const issued = JSON.parse(await run('key', 'create', '--org', org.id, '--scopes', 'surveys:read', '--name', 'ci', '--json'));
  const listed = JSON.parse(await run('key', 'list', '--org', org.id, '--json')).data;
  expect(listed).toEqual([expect.objectContaining({ id: issued.id, name: 'ci', scopes: ['surveys:read'], revokedAt: null })]);
  expect(JSON.stringify(listed)).not.toContain(issued.key.split('_')[2]);
  const check = async () => {
    const db = openDb(process.env.DATABASE_URL as string); // a fresh process's view: no key cache
    try {
      return await authenticate(db, issued.key);
    } finally {
      await db.close();
    }
  };
  expect(await check()).not.toBeNull();
  expect(await run('key', 'revoke', issued.id)).toMatch(/revoked at .*within 5 s/);
  expect(await check()).toBeNull();
  expect(JSON.parse(await run('key', 'list', '--org', org.id, '--json')).data[0].revokedAt).toEqual(expect.any(String));
  await expect(run('key', 'revoke', 'nosuchkey')).resolves.toBe('');
  expect(process.exitCode).toBe(1);
  process.exitCode = 0;
  // The whole key revokes it too: an operator holding a leaked key need not look its id up.
  const second = JSON.parse(await run('key', 'create', '--org', org.id, '--scopes', 'surveys:read', '--json'));
  expect(await run('key', 'revoke', second.key)).toMatch(new RegExp(`^${second.id} revoked at`));
});

it('prints its version', async () => {
  const version = JSON.parse(fs.readFileSync('package.json', 'utf8')).version;
  await expect(run('--version')).rejects.toThrow(version);
});

it('seeds the demo survey on the first start, and prints the demo organisation and its link (never its key) on every later start', async () => {
  const fresh = await freshDatabase();
  const db = openServiceDb(fresh.url);
  let printed = '';
  const spy = jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    printed += String(chunk);
    return true;
  });
  try {
    await migrateToLatest(db);
    await ensureDemo(db, 'http://localhost:3000', 'test-secret');
    const key = /API key \(shown once, every scope\): (fw_\S+)/.exec(printed)?.[1];
    const orgId = /organisation: (\S+)/.exec(printed)?.[1];
    expect(key).toBeDefined();
    // The first start also seeds the demo survey and prints its hosted page beside the key.
    const link = /answer it in a browser: (http:\/\/localhost:3000\/s\/[0-9a-f-]{36})/.exec(printed)?.[1];
    expect(link).toBeDefined();
    const sessions = await db.kysely
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(sessions.n)).toBe(FIRST_START_RESPONSES);
    // and the contact panel the README's erasure walk erases one of
    const contacts = await db.kysely
      .selectFrom('contacts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(contacts.n)).toBeGreaterThan(0);
    printed = '';
    await ensureDemo(db, 'http://localhost:3000', 'test-secret');
    expect(printed).toContain(`demo organisation ${orgId}`);
    expect(printed).toContain(`answer the demo survey in a browser: ${link}`);
    expect(printed).not.toContain(key);
    expect(printed).not.toMatch(/fw_[0-9a-f]{32}_/);
  } finally {
    spy.mockRestore();
    await db.close();
    await fresh.drop();
  }
});

it('adds a sending domain with the records to publish, and verifies it through the resolver it is given', async () => {
  const org = JSON.parse(await run('org', 'create', '--name', 'Mailer', '--plan', 'pro', '--json'));
  const added = JSON.parse(await run('domain', 'add', '--org', org.id, '--domain', 'Mail.Example.com', '--json'));
  expect(added).toMatchObject({ domain: 'mail.example.com', status: 'pending' });
  expect(added.records.map((r: { name: string }) => r.name)).toEqual([
    'mail.example.com',
    'fieldwork._domainkey.mail.example.com',
    '_dmarc.mail.example.com',
  ]);
  const text = await run('domain', 'add', '--org', org.id, '--domain', 'mail.example.com');
  expect(text).toContain('publish these records');
  const records = new Map<string, string[]>(added.records.map((r: { name: string; value: string }) => [r.name, [r.value]]));
  let lookups: string[] = [];
  const verify = async (published: Map<string, string[]>) => {
    let output = '';
    const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      output += String(chunk);
      return true;
    });
    try {
      const resolveTxt = async (name: string) => {
        lookups.push(name);
        return published.get(name) ?? [];
      };
      await program({ embedded: true, resolveTxt }).parseAsync([
        'node',
        'fieldwork',
        'domain',
        'verify',
        '--org',
        org.id,
        '--domain',
        'mail.example.com',
        '--json',
      ]);
    } finally {
      spy.mockRestore();
    }
    return JSON.parse(output);
  };
  const failed = await verify(new Map());
  expect(failed.status).toBe('failed');
  expect(process.exitCode).toBe(1);
  process.exitCode = 0;
  expect(lookups.sort()).toEqual([...records.keys()].sort());
  lookups = [];
  const verified = await verify(records);
  expect(verified.status).toBe('verified');
  expect(verified.records.every((r: { status: string }) => r.status === 'verified')).toBe(true);
  expect(process.exitCode).not.toBe(1);
});

it('keeps the lines of a survey ahead of its next export, in every format or those named', async () => {
  const org = JSON.parse(await run('org', 'create', '--name', 'Exporting', '--plan', 'pro', '--json'));
  const { surveyId } = JSON.parse(await run('seed', '--org', org.id, '--responses', '40', '--json'));
  const kept = JSON.parse(await run('exports', 'keep', '--org', org.id, '--survey', surveyId, '--formats', 'csv,json', '--json'));
  expect(kept.formats).toEqual(['csv', 'json']);
  const db = openDb(process.env.DATABASE_URL as string);
  try {
    const sessions = await db.kysely.selectFrom('sessions').select(['id', 'status']).where('survey_id', '=', surveyId).execute();
    expect(kept.sessions).toBe(sessions.length);
    const lines = await db.kysely
      .selectFrom('export_lines')
      .innerJoin('sessions', 'sessions.id', 'export_lines.session_id')
      .select(['export_lines.line', 'export_lines.format'])
      .where('sessions.survey_id', '=', surveyId)
      .execute();
    // Every session not in progress has its line in each format named, and in no other (a CSV line starts with its id).
    const settled = sessions.filter((s) => s.status !== 'in_progress').length;
    const csv = lines.filter((l) => l.format === 'csv');
    expect(settled).toBeGreaterThan(0);
    expect(csv).toHaveLength(settled);
    expect(lines.filter((l) => l.format === 'json')).toHaveLength(settled);
    expect(lines).toHaveLength(2 * settled);
    const ids = new Set(sessions.map((s) => s.id));
    expect(csv.every((l) => ids.has(l.line.slice(0, 36)))).toBe(true);
  } finally {
    await db.close();
  }
  const spy = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
  try {
    await run('exports', 'keep', '--org', org.id, '--survey', '01900000-0000-7000-8000-000000000000');
    expect(process.exitCode).toBe(1);
    await expect(run('exports', 'keep', '--org', org.id, '--survey', surveyId, '--formats', 'csv,sav')).rejects.toThrow(
      /unknown format 'sav'/,
    );
  } finally {
    spy.mockRestore();
    process.exitCode = 0;
  }
});

it("lists a survey's quotas with their counts: the demo seed's quota on Pro customers", async () => {
  const org = JSON.parse(await run('org', 'create', '--name', 'Panel', '--plan', 'pro', '--json'));
  const { surveyId } = JSON.parse(await run('seed', '--org', org.id, '--responses', '60', '--json'));
  const [quota] = JSON.parse(await run('quotas', '--org', org.id, '--survey', surveyId, '--json'));
  expect(quota).toMatchObject({ name: 'Pro customers', limit: 100, countOnly: 'qualified' });
  expect(quota.counts.completed).toBeGreaterThan(0); // the seeded Pro customers who completed
  expect(quota.counts.counted).toBe(quota.counts.qualified);
  expect(await run('quotas', '--org', org.id, '--survey', surveyId)).toMatch(
    new RegExp(`^Pro customers: ${quota.counts.counted}/100 open \\(${quota.counts.completed} completed`),
  );
});

it('exports a language as XLIFF for a translator, and imports the file they return', async () => {
  const org = JSON.parse(await run('org', 'create', '--name', 'Translated', '--plan', 'pro', '--json'));
  const { surveyId } = JSON.parse(await run('seed', '--org', org.id, '--responses', '0', '--json'));
  const file = path.join(process.env.DATA_DIR as string, 'de.xlf');
  const spy = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
  try {
    await run('translations', 'export', '--org', org.id, '--survey', surveyId, '--lang', 'de', '--file', file);
  } finally {
    spy.mockRestore();
  }
  const xml = fs.readFileSync(file, 'utf8');
  expect(xml).toContain('trgLang="de"');
  expect(xml).toContain('<target>Welchen Tarif nutzen Sie?</target>');
  // The translator rewords one target; the import lands it and leaves the rest as they were.
  fs.writeFileSync(file, xml.replace('<target>Welchen Tarif nutzen Sie?</target>', '<target>Welches Abo haben Sie?</target>'));
  const line = await run('translations', 'import', '--org', org.id, '--survey', surveyId, '--lang', 'de', '--file', file);
  expect(line).toMatch(/^de: (\d+) of \1 texts translated\n$/);
  const saved = JSON.parse(
    await run('translations', 'import', '--org', org.id, '--survey', surveyId, '--lang', 'de', '--file', file, '--json'),
  );
  expect(saved.texts.map((t: { text: string }) => t.text)).toContain('Welches Abo haben Sie?');
  // The survey's default language has no translations: refused as the API refuses it, and the command fails.
  const err = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
  try {
    await run('translations', 'export', '--org', org.id, '--survey', surveyId, '--lang', 'en');
    expect(process.exitCode).toBe(1);
    expect(String(err.mock.calls.map((c) => c[0]).join(''))).toMatch(/tag: en is the survey's default language/);
  } finally {
    err.mockRestore();
    process.exitCode = 0;
  }
});

it('records key and session commands in the audit trail, lists them, and verifies the chain (naming an entry changed by hand)', async () => {
  const org = JSON.parse(await run('org', 'create', '--name', 'Audited', '--plan', 'business', '--json'));
  const issued = JSON.parse(await run('key', 'create', '--org', org.id, '--scopes', 'surveys:read', '--name', 'ci', '--json'));
  await run('session', 'create', '--org', org.id, '--user', 'user_audit', '--json');
  await run('key', 'revoke', issued.id);
  const listed = JSON.parse(await run('audit', 'list', '--org', org.id, '--json')).data;
  expect(listed.map((e: { action: string; resource: { type: string; id: string } }) => [e.action, e.resource.type, e.resource.id])).toEqual(
    [
      ['key.revoked', 'key', issued.id],
      ['session.created', 'user', 'user_audit'],
      ['key.created', 'key', issued.id],
    ],
  );
  expect(listed[2]).toMatchObject({ actor: { kind: 'system', id: 'fieldwork' }, fields: ['scopes', 'name'] });
  expect(JSON.stringify(listed)).not.toContain(issued.key.split('_')[2]); // never the secret

  const verified = JSON.parse(await run('audit', 'verify', '--org', org.id, '--json'));
  expect(verified).toMatchObject({ organizations: 1, entries: 3, broken: null });
  expect(await run('audit', 'verify', '--org', org.id)).toMatch(/^3 entries of 1 organisation verified in .* s: every chain holds/);

  const db = openServiceDb(database.url);
  try {
    const pg = database.url.startsWith('postgres');
    if (pg) await sql`alter table audit_events disable trigger audit_events_append_only`.execute(db.kysely);
    await sql`update audit_events set actor_id = 'someone' where organization_id = ${org.id} and seq = 2`.execute(db.kysely);
    if (pg) await sql`alter table audit_events enable trigger audit_events_append_only`.execute(db.kysely);
  } finally {
    await db.close();
  }
  const broken = await run('audit', 'verify', '--org', org.id);
  expect(broken).toMatch(new RegExp(`^broken at entry 2 of organisation ${org.id}`));
  expect(process.exitCode).toBe(1);
  process.exitCode = 0;
});
