import type { Handler } from '../../src/http/types';
import { exportFile } from '../../src/exports/export';

export const exportResponses: Handler<'exportResponses'> = async (ctx) => {
  const file = await exportFile(ctx.services.db, ctx.resources.survey, ctx.query);
  return {
    status: 200,
    contentType: file.contentType,
    headers: { 'Content-Disposition': file.disposition },
    stream: file.stream,
  };
};
