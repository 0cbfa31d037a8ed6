// `npm run bench:docs`: docs/benchmarks.md from the results the benchmarks and chaos runs saved (bench/results/*.json),
// so the figures in the docs are the ones a run printed, never copied by hand. A unit test holds the page to the files.
import fs from 'node:fs';
import path from 'node:path';
import { RESULTS_DIR, type Result } from '../harness/report';
import { ROOT } from '../harness/build';

export const PAGE = path.join(ROOT, 'docs', 'benchmarks.md');

/** The order the page shows them in: the request path first, the soak last; any other result after these. */
const ORDER = [
  'overhead',
  'collect',
  'responses',
  'analytics',
  'report',
  'webhooks',
  'email',
  'variables',
  'health-check',
  'calibration',
  'chaos',
];

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function section(r: Result): string {
  const lines = [`## ${r.title}`, ''];
  const settings = Object.entries(r.settings)
    .filter(([, v]) => v !== '' && v !== null)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  lines.push(
    `\`${r.command}\`, run ${r.ranAt.slice(0, 16).replace('T', ' ')} UTC at \`${r.commit}\`` +
      (r.before ? ` beside \`${r.before}\` (BENCH_BEFORE)` : '') +
      ` on ${r.machine.cpus} × ${r.machine.cpuModel}, ${r.machine.memoryGiB} GiB, Node ${r.machine.node}.` +
      (settings ? ` Settings: ${settings}.` : ''),
    '',
  );
  for (const part of r.parts) {
    if ('note' in part) lines.push(part.note, '');
    else if ('figure' in part) {
      const f = part.figure;
      lines.push(`- **${f.label}**: ${f.value}${f.target ? ` (target ${f.target})` : ''}`);
    } else {
      const t = part.table;
      if (lines[lines.length - 1].startsWith('- ')) lines.push('');
      lines.push(`**${t.title}**`, '', `| ${t.columns.map(cell).join(' | ')} |`, `|${t.columns.map(() => '---').join('|')}|`);
      for (const row of t.rows) lines.push(`| ${row.map(cell).join(' | ')} |`);
      lines.push('');
    }
  }
  if (lines[lines.length - 1] !== '') lines.push('');
  return lines.join('\n');
}

export function render(): string {
  const files = fs.existsSync(RESULTS_DIR) ? fs.readdirSync(RESULTS_DIR).filter((f) => f.endsWith('.json')) : [];
  const results = files.map((f) => JSON.parse(fs.readFileSync(path.join(RESULTS_DIR, f), 'utf8')) as Result);
  const rank = (name: string) => (ORDER.includes(name) ? ORDER.indexOf(name) : ORDER.length);
  results.sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name));
  const head = [
    '# Benchmarks',
    '',
    '<!-- Rendered by `npm run bench:docs` from bench/results/*.json: edit the benchmark, not this page. -->',
    '',
    'Each section is the last saved run of one benchmark (`bench/`) or of the chaos run (`chaos/`): what it printed, the',
    'commit it measured, the machine and the settings. Run one again and `npm run bench:docs` to refresh its section;',
    '`BENCH_NO_SAVE=1` prints without saving. Timings on a shared machine move by a third from one run to the next:',
    'compare two builds side by side in one run (`BENCH_BEFORE=<a built checkout>`) rather than against a figure here.',
    'How the benchmarks came to measure what they do, and the earlier runs they were compared with, is in',
    '[benchmark-history.md](benchmark-history.md).',
    '',
    ...results.map(
      (r) =>
        `- [${r.title}](#${r.title
          .toLowerCase()
          .replace(/[^a-z0-9 -]/g, '')
          .replace(/ /g, '-')})`,
    ),
    '',
  ];
  return [...head, ...results.map(section)].join('\n').replace(/\n+$/, '\n');
}

if (require.main === module) {
  fs.mkdirSync(path.dirname(PAGE), { recursive: true });
  fs.writeFileSync(PAGE, render());
  console.log(`wrote ${path.relative(ROOT, PAGE)}`);
}
