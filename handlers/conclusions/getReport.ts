import { Readable } from 'node:stream';
import type { Handler } from '../../src/http/types';
import { buildReport } from '../../src/report/report';

export const getReport: Handler<'getReport'> = async (ctx) => {
  const report = await buildReport(ctx.services, ctx.resources.survey, ctx.query.sections);
  return {
    status: 200,
    contentType: 'application/pdf',
    headers: { 'Content-Disposition': report.disposition, 'X-Report-Sections': report.sections.join(',') },
    stream: Readable.from([report.pdf]),
  };
};
