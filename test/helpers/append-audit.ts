// A second process for the audit chain's concurrency test: appends `count` entries to an organisation's audit trail
// on the database at `url`, one after another, as another server process would while the test appends its own.
// Usage: tsx test/helpers/append-audit.ts <databaseUrl> <organizationId> <count> <pauseMs>
import { openServiceDb } from '../../src/compose';
import { appendAudit } from '../../src/audit/record';

async function main(): Promise<void> {
  const [url, organizationId, count, pause] = process.argv.slice(2);
  const db = openServiceDb(url);
  try {
    for (let i = 0; i < Number(count); i++) {
      await appendAudit(db.kysely, {
        organizationId,
        actor: { kind: 'key', id: 'other-process', label: null },
        action: 'updateSurvey',
        resource: { type: 'survey', id: `p-${i}` },
        fields: ['title'],
      });
      await new Promise((r) => setTimeout(r, Number(pause)));
    }
  } finally {
    await db.close();
  }
}

void main();
