#!/usr/bin/env node
// `npm run bench:email`: invitations through the email outbox to a real SMTP server in this process (smtp-server),
// measured by hand (not a timed test). SQLite by default; DATABASE_URL=postgres://... measures PostgreSQL.
//   1. making a send: recipients written per second (one row per list member, suppressions looked up);
//   2. delivery: messages per second from the outbox to the SMTP server with one dispatcher, then with two
//      dispatchers on separate connections (two processes' worth) sharing the database; each message once.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { SMTPServer } = require('smtp-server');

const root = path.resolve(__dirname, '..');
const dist = (p) => require(path.join(root, 'dist/src', p));
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 2000);
const fmt = (n, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });

function smtpServer() {
  const received = new Map();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true, // no DNS on a test machine: a reverse lookup per connection only waits
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        for (const r of session.envelope.rcptTo) received.set(r.address, (received.get(r.address) ?? 0) + 1);
        callback();
      });
    },
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, received, port: server.server.address().port })));
}

async function main() {
  const smtp = await smtpServer();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-bench-email-'));
  const env = {
    DATA_DIR: dir,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    EMAIL_POLL_MS: '0',
    EMAIL_RATE_PER_SECOND: '100000',
    ...process.env,
  };
  const config = dist('config').loadConfig(env);
  const services = await dist('server').createServices(config, dist('log').createLogger('silent'));
  const { db } = services;
  const org = await dist('auth/organizations').createOrganization(db, 'Bench email', 'business');
  const survey = await dist('surveys/service').createSurvey(db, org.id, { title: 'Bench' });
  await dist('questions/service').createQuestion(db, survey.id, { type: 'short_text', title: 'Anything?', required: false });
  const row = await dist('surveys/repository').findSurvey(db.kysely, org.id, survey.id);
  await dist('surveys/service').updateSurvey(db, row, { status: 'live' });
  const created = await dist('collectors/service').createCollector(db, row, { name: 'Invitations', type: 'email' }, config.siteUrl);
  const collector = await dist('collectors/repository').collectorById(db.kysely, created.id);
  const { importContacts } = dist('contacts/import');
  const lists = dist('contacts/lists');
  const listsFor = async (name) => {
    const list = await lists.createContactList(db, org.id, { name });
    return dist('contacts/repository').findContactList(db.kysely, org.id, list.id);
  };
  const listA = await listsFor('A');
  const listB = await listsFor('B');
  for (let i = 0; i < MESSAGES; i += 1000) {
    const n = Math.min(1000, MESSAGES - i);
    const batch = Array.from({ length: n }, (_, j) => ({ email: `person${i + j}@example.com`, firstName: `P${i + j}` }));
    const result = await importContacts(db, config.secretKey, org.id, { contacts: batch });
    const ids = result.data.map((d) => d.id);
    await lists.addListMembers(db, listA, ids);
    await lists.addListMembers(db, listB, ids);
  }
  console.log(`database: ${db.dialect}; ${fmt(MESSAGES)} contacts on two lists`);
  const { createSend } = dist('email/service');
  const body = 'Hi {{firstName}}, two minutes for us? {{link}}\n\nUnsubscribe: {{unsubscribeLink}}';
  let t = Date.now();
  const sendA = await createSend(db, config, collector, { listId: listA.id, subject: 'Bench A', body });
  const makeSeconds = (Date.now() - t) / 1000;
  console.log(`make a send of ${fmt(MESSAGES)}: ${fmt(makeSeconds, 2)} s (${fmt(MESSAGES / makeSeconds)} recipients/s)`);

  const { EmailDispatcher } = dist('email/dispatcher');
  const one = new EmailDispatcher({ db, config, log: services.log });
  t = Date.now();
  await one.drain();
  const oneSeconds = (Date.now() - t) / 1000;
  const sentA = [...smtp.received.values()].reduce((a, b) => a + b, 0);
  console.log(`one dispatcher: ${fmt(sentA)} messages in ${fmt(oneSeconds, 2)} s = ${fmt(sentA / oneSeconds)} messages/s`);

  smtp.received.clear();
  await createSend(db, config, collector, { listId: listB.id, subject: 'Bench B', body });
  const other = dist('compose').openServiceDb(config.databaseUrl);
  const two = new EmailDispatcher({ db: other, config, log: services.log });
  t = Date.now();
  await Promise.all([one.drain(), two.drain()]);
  const twoSeconds = (Date.now() - t) / 1000;
  const counts = [...smtp.received.values()];
  const sentB = counts.reduce((a, b) => a + b, 0);
  const twice = counts.filter((n) => n > 1).length;
  console.log(
    `two dispatchers: ${fmt(sentB)} messages in ${fmt(twoSeconds, 2)} s = ${fmt(sentB / twoSeconds)} messages/s; ` +
      `${fmt(smtp.received.size)} distinct recipients, ${twice} received twice`,
  );
  const state = await dist('email/service').send(db, await dist('email/repository').sendById(db.kysely, sendA.id));
  console.log(`send A: ${state.status}, counts ${JSON.stringify(state.counts)}`);
  await one.stop();
  await two.stop();
  await other.close();
  await db.close();
  smtp.server.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
