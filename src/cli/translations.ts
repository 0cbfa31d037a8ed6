// `fieldwork translations export|import --org ID --survey ID --lang TAG [--file F]`: a survey's translations in one
// language as the XLIFF 2.0 file translation tools exchange (docs/design/localization.md), for an operator who sends
// a survey to a translator without an API key at hand. Export writes the file (or prints it); import merges the
// targets a returned file fills, as `PATCH /surveys/{id}/translations/{tag}` with `application/xliff+xml` does.
import fs from 'node:fs';
import { Command } from 'commander';
import { onSurvey, out, withSurvey } from './run';

interface Opts {
  org: string;
  survey: string;
  lang: string;
  file?: string;
  json?: boolean;
}

const scoped = (c: Command) => onSurvey(c).requiredOption('--lang <tag>', 'the language (one of the survey’s, not its default)');

/** An ApiError (a 400 naming a field, a 404) said as the API would, and the command fails. */
async function saying(work: () => Promise<void>): Promise<void> {
  const { ApiError } = await import('../errors');
  try {
    await work();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const fields = (error.extras.errors ?? []).map((e) => `\n  ${e.name}: ${e.message}`).join('');
    process.stderr.write(`${error.detail}${fields}\n`);
    process.exitCode = 1;
  }
}

export function translationsCommand(): Command {
  const cmd = new Command('translations').description("export and import a survey's translations as XLIFF 2.0");
  scoped(cmd.command('export'))
    .description('write the language’s texts as XLIFF 2.0: every source, its target when translated')
    .option('--file <path>', 'where to write it (default: print it)')
    .action(async (opts: Opts) => {
      const { translationsXliff } = await import('../localization/translations');
      await withSurvey(opts, (db, survey) =>
        saying(async () => {
          const xml = await translationsXliff(db, survey, opts.lang);
          if (!opts.file) return void process.stdout.write(xml.endsWith('\n') ? xml : `${xml}\n`);
          fs.writeFileSync(opts.file, xml);
          process.stderr.write(`wrote ${opts.file}\n`);
        }),
      );
    });
  scoped(cmd.command('import'))
    .description('save every target an XLIFF 2.0 file fills (a translation tool’s return)')
    .requiredOption('--file <path>', 'the XLIFF file')
    .option('--json')
    .action(async (opts: Opts & { file: string }) => {
      const { importXliff } = await import('../localization/translations');
      const xml = fs.readFileSync(opts.file, 'utf8');
      await withSurvey(opts, (db, survey) =>
        saying(async () => {
          const saved = await importXliff(db, survey, opts.lang, xml);
          const translated = saved.texts.filter((t) => t.text !== null && !t.stale).length;
          out(Boolean(opts.json), saved, `${saved.tag}: ${translated} of ${saved.texts.length} texts translated`);
        }),
      );
    });
  return cmd;
}
