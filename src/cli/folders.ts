// `fieldwork folder list|create`: an operator organises an organisation's surveys without curl (docs/design/organisation.md). The same
// service functions as the API, so the same rules hold (names unique among siblings, at most 8 levels).
import { Command } from 'commander';
import { ApiError, invalid } from '../errors';
import { toFieldErrors, validatorFor } from '../contract';
import { findOrganization } from '../auth/organizations';
import { inOrganization, out, withDb } from './run';

/** The tree as indented lines: name, id and the folder's own survey count. */
type Node = { id: string; name: string; surveyCount: number; children: readonly Node[] };
const lines = (nodes: readonly Node[], level = 0): string[] =>
  nodes.flatMap((f) => [
    `${'  '.repeat(level)}${f.name}  ${f.id}  ${f.surveyCount} survey${f.surveyCount === 1 ? '' : 's'}`,
    ...lines(f.children, level + 1),
  ]);

/** Prints a refused change the way the API would name it, and fails the command. */
function refused(error: unknown): void {
  if (!(error instanceof ApiError)) throw error;
  const fields = (error.extras.errors ?? []).map((e) => `  ${e.name}: ${e.message}`);
  process.stderr.write([`${error.code}: ${error.detail}`, ...fields].join('\n') + '\n');
  process.exitCode = 1;
}

export function folderCommand(): Command {
  const folder = new Command('folder').description("an organisation's folders");
  inOrganization(folder.command('list').description('the folder tree, root folders first, with each folder’s own survey count'))
    .option('--json')
    .action(async (opts: { org: string; json?: boolean }) => {
      const { folderTree } = await import('../collections/folders/service');
      const tree = await withDb(async (db) => ((await findOrganization(db, opts.org)) ? folderTree(db, opts.org) : null));
      if (!tree) {
        process.stderr.write(`no organisation ${opts.org}\n`);
        process.exitCode = 1;
        return;
      }
      out(Boolean(opts.json), tree, lines(tree.folders).join('\n') || 'no folders');
    });
  inOrganization(folder.command('create').description('create a folder at the root or under --parent'))
    .requiredOption('--name <name>', 'the folder name (unique among its siblings)')
    .option('--parent <folderId>', 'the folder to create it in')
    .option('--json')
    .action(async (opts: { org: string; name: string; parent?: string; json?: boolean }) => {
      const { createFolder } = await import('../collections/folders/service');
      const body = { name: opts.name, parentId: opts.parent ?? null };
      try {
        // The contract's own check of the request body, as the API would make it.
        const validate = validatorFor('createFolder__body');
        if (validate && !validate(body)) throw invalid(toFieldErrors('body', validate.errors, '', body));
        const created = await withDb(async (db) => ((await findOrganization(db, opts.org)) ? createFolder(db, opts.org, body) : null));
        if (!created) {
          process.stderr.write(`no organisation ${opts.org}\n`);
          process.exitCode = 1;
          return;
        }
        out(Boolean(opts.json), created, `${created.name}  ${created.id}`);
      } catch (error) {
        refused(error);
      }
    });
  return folder;
}
