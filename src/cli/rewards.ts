// `fieldwork rewards upload --org ID --survey ID FILE`: voucher codes from a file (CSV with a `code` column first, or
// one code per line), in batches of the API's upload limit, with a progress bar on stderr. The organisation needs the
// permission `rewardsUpload` here as in the API (`fieldwork org set --org ID --permission rewardsUpload=on`).
import fs from 'node:fs';
import { Command } from 'commander';
import { findOrganization, organizationHasPermission } from '../auth/organizations';
import { loadConfig } from '../config';
import { onSurvey, out, progressBar, withDb } from './run';

/** Codes per upload call: the API's limit for one request. */
const BATCH = 10_000;

export function rewardsCommand(options: { embedded?: boolean }): Command {
  const rewards = new Command('rewards').description("a survey's voucher codes");
  onSurvey(rewards.command('upload').description('add voucher codes from a file (CSV with a first column `code`, or one code per line)'))
    .argument('<file>', 'the file of codes')
    .option('--json')
    .action(async (path: string, opts: { org: string; survey: string; json?: boolean }) => {
      const { uploadCodes } = await import('../rewards/service');
      const { findSurvey } = await import('../surveys/repository');
      const fail = (message: string) => {
        process.stderr.write(`${message}\n`);
        process.exitCode = 1;
      };
      if (!fs.existsSync(path)) return fail(`no file ${path}`);
      const lines = fs.readFileSync(path, 'utf8').split(/\r?\n/);
      if (lines[0]?.trim().toLowerCase() === 'code') lines.shift();
      const codes = lines.map((l) => l.split(',')[0] ?? '').filter((c) => c.trim() !== '');
      const { secretKey } = loadConfig();
      await withDb(async (db) => {
        const org = await findOrganization(db, opts.org);
        if (!org) return fail(`no organisation ${opts.org}`);
        if (!organizationHasPermission(org, 'rewardsUpload')) {
          return fail(`permission_required: grant it first: fieldwork org set --org ${opts.org} --permission rewardsUpload=on`);
        }
        const survey = await findSurvey(db.kysely, opts.org, opts.survey);
        if (!survey) return fail(`no survey ${opts.survey} in organisation ${opts.org}`);
        const bar = progressBar(!opts.json && !options.embedded, 'uploading', 'codes');
        bar?.start(codes.length, 0);
        const total = { added: 0, duplicates: 0, rejected: 0 };
        for (let i = 0; i < codes.length; i += BATCH) {
          const result = await uploadCodes(db, secretKey, survey, { codes: codes.slice(i, i + BATCH) });
          for (const k of ['added', 'duplicates', 'rejected'] as const) total[k] += result[k];
          bar?.update(Math.min(codes.length, i + BATCH));
        }
        bar?.stop();
        out(Boolean(opts.json), total, `${total.added} added, ${total.duplicates} duplicates, ${total.rejected} rejected`);
      });
    });
  return rewards;
}
