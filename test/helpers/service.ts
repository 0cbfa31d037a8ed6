// A real server on a fresh database for one test file: SQLite or PostgreSQL, as the jest project says.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import * as config from '../../src/config';
import * as log from '../../src/log';
import * as server from '../../src/server';
import * as organizations from '../../src/auth/organizations';
import * as keys from '../../src/auth/keys';
import * as scopes from '../../src/auth/scopes';
import type { Running } from '../../src/server';
import type { Scope } from '../../src/auth/scopes';
import type { Plan } from '../../src/auth/plans';
import { startService } from '../../harness/service';
import { Api } from './api';
import type { Db } from '../../src/database';
import { migrateToLatest, openServiceDb } from '../../src/compose';

export async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (process.env.FW_TEST_DB === 'postgres') {
    const admin = process.env.FW_TEST_POSTGRES_URL as string;
    const name = `fw_test_${crypto.randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    const url = new URL(admin);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      drop: async () => {
        const c = new pg.Client({ connectionString: admin });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-test-'));
  return { url: `sqlite:${path.join(dir, 'test.db')}`, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** A fresh, migrated database for the test file, no server: `receive` gets it before the tests; it goes after them. */
export function useMigratedDb(receive: (db: Db) => void): void {
  let database: { url: string; drop: () => Promise<void> } | undefined;
  let db: Db | undefined;
  beforeAll(async () => {
    database = await freshDatabase();
    db = openServiceDb(database.url);
    await migrateToLatest(db);
    receive(db);
  });
  afterAll(async () => {
    await db?.close();
    await database?.drop();
  });
}

export interface TestService {
  running: Running;
  /** A client without a key. */
  anonymous: Api;
  /** A new organisation and a client with a key of the given scopes (default: all). */
  org(options?: { plan?: Plan; scopes?: readonly Scope[] }): Promise<{ id: string; api: Api; key: string }>;
  /** Another key for an existing organisation. */
  key(orgId: string, scopes: readonly Scope[]): Promise<Api>;
  /** Stops the service and starts it again on the same database (a new port: clients come from `anonymous` again). */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export async function startTestService(env: Record<string, string> = {}): Promise<TestService> {
  const database = await freshDatabase();
  const start = async () => {
    const service = await startService(
      { config, log, server, organizations, keys, scopes },
      { DATABASE_URL: database.url, SECRET_KEY: 'test-secret', DATA_DIR: os.tmpdir(), SITE_URL: 'http://localhost:3000', ...env },
      { listen: true },
    );
    const running = service.running as Running;
    // Node closes an idle kept-alive connection after 5 s; a test that holds the event loop longer (seeding thousands
    // of sessions) would then send its next request on a socket the server is closing (ECONNRESET). Tests keep them open.
    running.server.keepAliveTimeout = 120_000;
    return { service, running, anonymous: new Api(running.url) };
  };
  let current = await start();
  const svc: TestService = {
    running: current.running,
    anonymous: current.anonymous,
    async org(options = {}) {
      const org = await current.service.organization({ name: `Org ${crypto.randomBytes(3).toString('hex')}`, ...options });
      return { ...org, api: svc.anonymous.as(org.key) };
    },
    key: async (orgId, scopes) => svc.anonymous.as(await current.service.key(orgId, scopes)),
    async restart() {
      await current.service.close();
      current = await start();
      svc.running = current.running;
      svc.anonymous = current.anonymous;
    },
    async close() {
      await current.service.close();
      await database.drop();
    },
  };
  return svc;
}

/** One service and one organisation (all scopes) for a test file: started before its tests, closed after them. */
export function useService(env: Record<string, string> = {}): { svc: TestService; api: Api; orgId: string } {
  const file = {} as { svc: TestService; api: Api; orgId: string };
  beforeAll(async () => {
    file.svc = await startTestService(env);
    const org = await file.svc.org();
    file.api = org.api;
    file.orgId = org.id;
  });
  afterAll(() => file.svc.close());
  return file;
}
