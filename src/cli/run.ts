// What every command shares: the migrated database for the length of one command, and its output (a line for
// people, one JSON document with --json).
import { InvalidArgumentError, type Command } from 'commander';
import { SingleBar, Presets } from 'cli-progress';
import { loadConfig } from '../config';
import type { Db } from '../database';
import type { SurveyRow } from '../db/schema';

export const out = (json: boolean, data: object, text: string) => process.stdout.write(json ? `${JSON.stringify(data)}\n` : `${text}\n`);

/** A command acting in one organisation: `--org <id>`. */
export const inOrganization = (command: Command): Command => command.requiredOption('--org <id>', 'the organisation');

/** A command acting on one survey of an organisation: `--org <id> --survey <id>`. */
export const onSurvey = (command: Command): Command => inOrganization(command).requiredOption('--survey <id>', 'the survey');

/** An option's value that must be an http(s) URL. */
export const httpUrl = (value: string): string => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new InvalidArgumentError('expected an http(s) URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new InvalidArgumentError('expected an http(s) URL');
  return value;
};

/** A progress bar on stderr (`doing [===] 40% | 400/1000 things | 3s left`), or none when `shown` is false. */
export const progressBar = (shown: boolean, doing: string, things: string): SingleBar | null =>
  shown
    ? new SingleBar(
        { stream: process.stderr, format: `${doing} [{bar}] {percentage}% | {value}/{total} ${things} | {eta}s left` },
        Presets.shades_classic,
      )
    : null;

/** Runs `fn` on the migrated database (`applied`: the migrations this run applied). */
export async function withDb<T>(fn: (db: Db, applied: string[]) => Promise<T>): Promise<T> {
  const { migrateToLatest, openServiceDb } = await import('../compose');
  const db = openServiceDb(loadConfig().databaseUrl);
  try {
    const applied = await migrateToLatest(db);
    return await fn(db, applied);
  } finally {
    await db.close();
  }
}

/** Runs `fn` with the survey `--survey` names in the organisation `--org`; prints why not and fails when it is not there. */
export async function withSurvey(opts: { org: string; survey: string }, fn: (db: Db, survey: SurveyRow) => Promise<void>): Promise<void> {
  const { findSurvey } = await import('../surveys/repository');
  await withDb(async (db) => {
    const survey = await findSurvey(db.kysely, opts.org, opts.survey);
    if (survey) return fn(db, survey);
    process.stderr.write(`no survey ${opts.survey} in organisation ${opts.org}\n`);
    process.exitCode = 1;
  });
}
