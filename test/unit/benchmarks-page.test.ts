// docs/benchmarks.md is what `npm run bench:docs` renders from bench/results/*.json: a saved run without the page
// refreshed, or a figure typed into the page by hand, fails here.
import fs from 'node:fs';
import { PAGE, render } from '../../bench/render';
import { RESULTS_DIR } from '../../harness/report';

it('the benchmarks page is rendered from the saved results', () => {
  expect(fs.readFileSync(PAGE, 'utf8')).toBe(render());
});

it('every saved result has a section, with its commit', () => {
  const page = fs.readFileSync(PAGE, 'utf8');
  const results = fs.readdirSync(RESULTS_DIR).filter((f) => f.endsWith('.json'));
  expect(results.length).toBeGreaterThan(0);
  for (const file of results) {
    const r = JSON.parse(fs.readFileSync(`${RESULTS_DIR}/${file}`, 'utf8')) as { title: string; commit: string };
    expect(page).toContain(`## ${r.title}`);
    expect(page).toContain(`\`${r.commit}\``);
  }
});
