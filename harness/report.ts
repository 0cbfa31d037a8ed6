// What a benchmark or chaos run prints, kept as it prints it: figures, tables and notes, saved as JSON in
// bench/results/<name>.json with the run's circumstances (when, which commits, the machine, the settings). The docs'
// benchmark page is rendered from those files (`npm run bench:docs`), so no figure is copied by hand.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { buildsToCompare, ROOT, type Build } from './build';

export const RESULTS_DIR = path.join(ROOT, 'bench', 'results');

export type Setting = string | number | boolean | null;

export interface Figure {
  label: string;
  value: string;
  /** What the figure is held to, in words ("<= 1000 ms"), when anything. */
  target?: string;
}

export interface Table {
  title: string;
  columns: string[];
  rows: string[][];
}

export type Part = { figure: Figure } | { table: Table } | { note: string };

export interface Result {
  name: string;
  title: string;
  /** The command that reproduces it. */
  command: string;
  ranAt: string;
  commit: string;
  /** The earlier build measured side by side (BENCH_BEFORE), by its commit. */
  before: string | null;
  machine: { cpus: number; cpuModel: string; memoryGiB: number; node: string };
  settings: Record<string, Setting>;
  parts: Part[];
}

function commitOf(dir: string): string {
  try {
    return execFileSync('git', ['-C', dir, 'rev-parse', '--short', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

/** What a report says of its run besides its parts. */
interface Head {
  name: string;
  title: string;
  /** The command that reproduces the run; `npm run bench:<name>` unless said. */
  command?: string;
  settings: Record<string, Setting>;
  beforeDir?: string | null;
}

/** The builds a benchmark compares (buildsToCompare()) and its report, which names the before build's folder. */
export function comparisonReport(head: Omit<Head, 'beforeDir'>): { after: Build; before: Build | null; report: Report } {
  const { after, before } = buildsToCompare();
  return { after, before, report: new Report({ ...head, beforeDir: before?.dir }) };
}

export class Report {
  private readonly parts: Part[] = [];

  constructor(private readonly head: Head) {}

  /** A figure on a line of its own: `label: value (target)`. */
  figure(label: string, value: string, target?: string): void {
    console.log(`${label}: ${value}${target ? ` (target ${target})` : ''}`);
    this.parts.push({ figure: { label, value, ...(target ? { target } : {}) } });
  }

  /** A table whose rows print as they are added. */
  table(title: string, columns: string[]): (cells: readonly (string | number)[]) => void {
    const table: Table = { title, columns, rows: [] };
    this.parts.push({ table });
    console.log(`\n${title}\n${columns.join(' | ')}`);
    return (cells) => {
      const row = cells.map(String);
      table.rows.push(row);
      console.log(row.join(' | '));
    };
  }

  note(text: string): void {
    console.log(text);
    this.parts.push({ note: text });
  }

  /** Writes bench/results/<name>.json (BENCH_NO_SAVE=1 only prints) and returns its path. */
  save(): string | null {
    if (process.env.BENCH_NO_SAVE === '1') return null;
    const result: Result = {
      name: this.head.name,
      title: this.head.title,
      command: this.head.command ?? `npm run bench:${this.head.name}`,
      ranAt: new Date().toISOString(),
      commit: commitOf(ROOT),
      before: this.head.beforeDir ? commitOf(this.head.beforeDir) : null,
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? 'unknown',
        memoryGiB: Math.round(os.totalmem() / 2 ** 30),
        node: process.version,
      },
      settings: this.head.settings,
      parts: this.parts,
    };
    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    const file = path.join(RESULTS_DIR, `${this.head.name}.json`);
    fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`\nsaved ${path.relative(ROOT, file)}`);
    return file;
  }
}

/** Runs a benchmark's main and exits non-zero on failure, with the error on stderr. */
export function run(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
}
