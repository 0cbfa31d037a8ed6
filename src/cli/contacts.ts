// `fieldwork contacts import --org ID FILE`: a CSV of contacts of any size (a header row; unknown columns become
// attributes), imported in batches of the API's request limit with a progress bar on stderr. The same rules and
// per-row results as `POST /contacts/import`; rows at fault are listed, never the personal data in them.
import fs from 'node:fs';
import { Command } from 'commander';
import { findOrganization } from '../auth/organizations';
import { loadConfig } from '../config';
import { inOrganization, out, progressBar, withDb } from './run';

export function contactsCommand(options: { embedded?: boolean }): Command {
  const contacts = new Command('contacts').description("an organisation's contacts");
  inOrganization(
    contacts
      .command('import')
      .description(
        'create or update contacts from a CSV file (header row: email, firstName, lastName, language, externalId, attributes...)',
      ),
  )
    .argument('<file>', 'the CSV file')
    .option('--json')
    .action(async (path: string, opts: { org: string; json?: boolean }) => {
      const { IMPORT_BATCH, csvContacts, importContacts } = await import('../contacts/import');
      const fail = (message: string) => {
        process.stderr.write(`${message}\n`);
        process.exitCode = 1;
      };
      if (!fs.existsSync(path)) return fail(`no file ${path}`);
      const rows = csvContacts(fs.readFileSync(path, 'utf8'));
      const { secretKey } = loadConfig();
      await withDb(async (db) => {
        if (!(await findOrganization(db, opts.org))) return fail(`no organisation ${opts.org}`);
        const bar = progressBar(!opts.json && !options.embedded, 'importing', 'contacts');
        bar?.start(rows.length, 0);
        const started = Date.now();
        const summary = { created: 0, updated: 0, unchanged: 0, errors: 0 };
        const errors: { row: number; fields: string[] }[] = [];
        for (let i = 0; i < rows.length; i += IMPORT_BATCH) {
          const result = await importContacts(db, secretKey, opts.org, { contacts: rows.slice(i, i + IMPORT_BATCH) });
          for (const k of ['created', 'updated', 'unchanged', 'errors'] as const) summary[k] += result.summary[k];
          for (const r of result.data)
            if (r.outcome === 'error') errors.push({ row: i + r.row, fields: (r.errors ?? []).map((e) => `${e.name}: ${e.message}`) });
          bar?.update(Math.min(rows.length, i + IMPORT_BATCH));
        }
        bar?.stop();
        const seconds = (Date.now() - started) / 1000;
        const rate = Math.round(rows.length / Math.max(seconds, 0.001));
        const lines = [
          `${summary.created} created, ${summary.updated} updated, ${summary.unchanged} unchanged, ${summary.errors} refused in ${seconds.toFixed(1)} s (${rate} contacts/s)`,
          ...errors.slice(0, 20).map((e) => `  row ${e.row}: ${e.fields.join('; ')}`),
          ...(errors.length > 20 ? [`  ... and ${errors.length - 20} more`] : []),
        ];
        out(Boolean(opts.json), { ...summary, seconds, contactsPerSecond: rate, refused: errors }, lines.join('\n'));
      });
    });
  return contacts;
}
