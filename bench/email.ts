// `npm run bench:email`: invitations through the email outbox to a real SMTP server in this process (harness/smtp.ts),
// measured by hand (not a timed test). SQLite by default; DATABASE_URL=postgres://... measures PostgreSQL.
//   1. making a send: recipients written per second (one row per list member, suppressions looked up);
//   2. delivery: messages per second from the outbox to the SMTP server with one dispatcher, then with two
//      dispatchers on separate connections (two processes' worth) sharing the database; each message once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildAt } from '../harness/build';
import { startService } from '../harness/service';
import { startSmtp } from '../harness/smtp';
import { fmt } from '../harness/stats';
import { Report, run } from '../harness/report';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 2000);
const IMPORT_BATCH = 1000;

async function main() {
  const m = buildAt().modules;
  const smtp = await startSmtp({ parse: false });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-bench-email-'));
  const service = await startService(m, {
    DATA_DIR: dir,
    SMTP_URL: smtp.url,
    EMAIL_POLL_MS: '0',
    EMAIL_RATE_PER_SECOND: '100000',
    ...process.env,
  });
  const { db, config, log } = service.services;
  const report = new Report({
    name: 'email',
    title: 'Invitations through the email outbox to an SMTP server',
    settings: { messages: MESSAGES, database: db.dialect },
  });
  const org = await service.organization({ name: 'Bench email' });
  const survey = await m.surveys.createSurvey(db, org.id, { title: 'Bench' });
  await m.questions.createQuestion(db, survey.id, { type: 'short_text', title: 'Anything?', required: false });
  const row = await m.surveyRows.findSurvey(db.kysely, org.id, survey.id);
  await m.surveys.updateSurvey(db, row!, { status: 'live' });
  const created = await m.collectors.createCollector({ db, config }, row!, { name: 'Invitations', type: 'email' });
  const collector = await m.collectorRows.collectorById(db.kysely, created.id);
  const listNamed = async (name: string) => {
    const list = await m.contactLists.contactLists.create(db, org.id, { name });
    return (await m.contactRows.findContactList(db.kysely, org.id, list.id))!;
  };
  const listA = await listNamed('A');
  const listB = await listNamed('B');
  for (let i = 0; i < MESSAGES; i += IMPORT_BATCH) {
    const n = Math.min(IMPORT_BATCH, MESSAGES - i);
    const batch = Array.from({ length: n }, (_, j) => ({ email: `person${i + j}@example.com`, firstName: `P${i + j}` }));
    const result = await m.contactImport.importContacts(db, config.secretKey, org.id, { contacts: batch });
    const ids = result.data.flatMap((d) => (d.id ? [d.id] : []));
    await m.contactLists.addListMembers(db, listA, ids);
    await m.contactLists.addListMembers(db, listB, ids);
  }
  report.note(`database: ${db.dialect}; ${fmt(MESSAGES)} contacts on two lists`);
  const body = 'Hi {{firstName}}, two minutes for us? {{link}}\n\nUnsubscribe: {{unsubscribeLink}}';
  let t = performance.now();
  const sendA = await m.email.createSend(db, config, collector!, { listId: listA.id, subject: 'Bench A', body });
  const makeSeconds = (performance.now() - t) / 1000;
  report.figure(`make a send of ${fmt(MESSAGES)}`, `${fmt(makeSeconds, 2)} s (${fmt(MESSAGES / makeSeconds)} recipients/s)`);

  const one = new m.emailDispatcher.EmailDispatcher({ db, config, log });
  t = performance.now();
  await one.drain();
  const oneSeconds = (performance.now() - t) / 1000;
  const sentA = [...smtp.counts.values()].reduce((a, b) => a + b, 0);
  report.figure('one dispatcher', `${fmt(sentA)} messages in ${fmt(oneSeconds, 2)} s = ${fmt(sentA / oneSeconds)} messages/s`);

  smtp.counts.clear();
  await m.email.createSend(db, config, collector!, { listId: listB.id, subject: 'Bench B', body });
  const other = m.compose.openServiceDb(config.databaseUrl);
  const two = new m.emailDispatcher.EmailDispatcher({ db: other, config, log });
  t = performance.now();
  await Promise.all([one.drain(), two.drain()]);
  const twoSeconds = (performance.now() - t) / 1000;
  const counts = [...smtp.counts.values()];
  const sentB = counts.reduce((a, b) => a + b, 0);
  const twice = counts.filter((n) => n > 1).length;
  report.figure(
    'two dispatchers',
    `${fmt(sentB)} messages in ${fmt(twoSeconds, 2)} s = ${fmt(sentB / twoSeconds)} messages/s; ` +
      `${fmt(smtp.counts.size)} distinct recipients, ${twice} received twice`,
  );
  const state = await m.email.send(db, (await m.emailRows.sendById(db.kysely, sendA.id))!);
  report.figure('send A', `${state.status}, counts ${JSON.stringify(state.counts)}`);
  await one.stop();
  await two.stop();
  await other.close();
  await service.close();
  await smtp.close();
  fs.rmSync(dir, { recursive: true, force: true });
  report.save();
}

run(main);
