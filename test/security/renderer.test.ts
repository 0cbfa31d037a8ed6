// Findings 6 and 11 (the renderer) of the security review: 22 parallel reports from one organisation made every
// other organisation's report answer 503 "renderer is busy"; and the report's Chromium could fetch from the network
// and read local files. An organisation now has a share of the renderer (429 with Retry-After beyond it), and a page
// may load nothing but its own inline data.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { useService } from '../helpers/service';
import { PdfRenderer } from '../../src/report/renderer';
import { RENDER } from '../../src/report/thresholds';
import { createLogger } from '../../src/log';

const file = useService();

it("still renders another organisation's report while one organisation sends 22 at once", async () => {
  const greedy = await file.svc.org();
  const other = await file.svc.org();
  const survey = async (api: typeof greedy.api) => (await api.post('/api/v1/surveys', { title: 'Quarterly' })).body.id as string;
  const [mine, theirs] = [await survey(greedy.api), await survey(other.api)];
  const report = (api: typeof greedy.api, id: string) =>
    api.get(`/api/v1/surveys/${id}/report`, { query: { sections: 'executive_summary' } });
  const flood = Array.from({ length: 22 }, () => report(greedy.api, mine));
  const fair = report(other.api, theirs);
  const answered = await Promise.all(flood);
  const statuses = answered.map((r) => r.status);
  expect(statuses.filter((s) => s === 200)).toHaveLength(RENDER.perOrganization);
  expect(statuses.filter((s) => s === 429)).toHaveLength(22 - RENDER.perOrganization);
  const refused = answered.find((r) => r.status === 429)!;
  expect(refused.body.code).toBe('rate_limited');
  expect(refused.headers.get('retry-after')).toBe(String(RENDER.shareRetrySeconds));
  expect((await fair).status).toBe(200);
});

it('gives a freed page to the organisation rendering least, and counts a share per organisation', async () => {
  const page = { html: '<p>x</p>', headerTemplate: '<span></span>', footerTemplate: '<span></span>' };
  const renderer = new PdfRenderer({ concurrency: 1, perOrganization: 2 }, createLogger('silent'));
  try {
    const order: string[] = [];
    const run = (org: string, n: number) => renderer.render(page, org).then(() => order.push(`${org}${n}`));
    const a = [run('a', 1), run('a', 2)];
    const third = renderer.render(page, 'a').catch((e: { status: number }) => e.status);
    const b = run('b', 1);
    expect(await third).toBe(429);
    await Promise.all([...a, b]);
    expect(order).toHaveLength(3);
    expect(order[0]).toBe('a1');
    // After a share is used up the organisation may render again.
    await expect(renderer.render(page, 'a')).resolves.toBeInstanceOf(Buffer);
  } finally {
    await renderer.close();
  }
});

it('loads nothing from the network or the file system, whatever the document asks for', async () => {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    res.end('x');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const renderer = new PdfRenderer({}, createLogger('silent'));
  try {
    const html = [
      `<img src="${origin}/image.png">`,
      `<link rel="stylesheet" href="${origin}/style.css">`,
      `<iframe src="${origin}/frame"></iframe>`,
      '<iframe src="file:///etc/hostname"></iframe>',
      `<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">`,
      '<p>Report</p>',
    ].join('');
    const pdf = await renderer.render({ html, headerTemplate: '<span></span>', footerTemplate: '<span></span>' }, 'org');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(hits).toEqual([]);
  } finally {
    await renderer.close();
    server.close();
  }
});
