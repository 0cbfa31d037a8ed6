// The compiled router (src/http/routes.ts) decides as openapi-backend's own matcher does: an exact path first, then
// templates by the length of their literal parts, then the method; trailing slashes ignored; 404 for no path, 405 for
// a path without the method. Checked against openapi-backend's matcher on the same routes.
import OpenAPIBackend, { type Document } from 'openapi-backend';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileRouter } from '../../src/http/routes';

const paths: Record<string, string[]> = {
  '/surveys': ['get', 'post'],
  '/surveys/{surveyId}': ['get', 'patch', 'delete'],
  '/surveys/export': ['post'],
  '/surveys/{surveyId}/questions/{questionId}': ['get', 'post'], // POST .../reorder must still reach reorder
  '/surveys/{surveyId}/questions/reorder': ['post'],
  '/files/{name}.json': ['get'],
};

async function router(compiled: boolean) {
  const definition = {
    openapi: '3.1.0',
    info: { title: 'routes', version: '1' },
    paths: Object.fromEntries(
      Object.entries(paths).map(([path, methods]) => [
        path,
        Object.fromEntries(methods.map((m) => [m, { operationId: `${m} ${path}`, responses: {} }])),
      ]),
    ),
  } as unknown as Document;
  const api = new OpenAPIBackend({ definition, quick: true, validate: false, apiRoot: '/' });
  await api.init();
  if (compiled) compileRouter(api.router);
  return api.router;
}

const decide = (r: Awaited<ReturnType<typeof router>>, method: string, path: string) => {
  try {
    const op = r.matchOperation({ method, path, headers: {} }, true);
    return { op: op.operationId, params: r.parseRequest({ method, path, headers: {} }, op).params };
  } catch (error) {
    return { error: (error as Error).message.slice(0, 3) };
  }
};

const requests: [string, string][] = [
  ['GET', '/surveys'],
  ['GET', '/surveys/'],
  ['POST', '/surveys/export'],
  ['GET', '/surveys/export'], // the template matches with GET
  ['PUT', '/surveys/export'], // the path exists, the method does not: 405
  ['GET', '/surveys/abc'],
  ['DELETE', '/surveys/abc/'],
  ['POST', '/surveys/abc/questions/reorder'],
  ['GET', '/surveys/abc/questions/reorder'], // the template with the method
  ['GET', '/surveys/abc/questions/q1?x=1'],
  ['GET', '/surveys/a%20b'],
  ['GET', '/files/report.json'],
  ['GET', '/files/reportxjson'], // '.' is literal
  ['GET', '/nothing'],
  ['PUT', '/surveys'],
  ['GET', '/surveys/abc/questions'], // as many segments as no template: 404
  ['GET', '/surveys/abc/questions/q1/extra'],
];

/** The contract's own paths: each operation's path with its parameters filled in, and one segment more and less. */
async function contractRouters() {
  const definition = JSON.parse(readFileSync(join(__dirname, '../../generated/openapi.json'), 'utf8')) as Document;
  const make = async (compiled: boolean) => {
    const api = new OpenAPIBackend({ definition, quick: true, validate: false, apiRoot: '/' });
    await api.init();
    if (compiled) compileRouter(api.router);
    return api.router;
  };
  return { theirs: await make(false), ours: await make(true), paths: Object.keys(definition.paths ?? {}) };
}

describe('compiled route matching', () => {
  it('decides as openapi-backend on every path of the contract, every method', async () => {
    const { theirs, ours, paths: all } = await contractRouters();
    const tried = all.flatMap((p) => {
      const filled = p.replace(/\{[^}]+\}/g, 'p1');
      return [filled, `${filled}/extra`, filled.slice(0, filled.lastIndexOf('/')) || '/'];
    });
    let compared = 0;
    for (const path of tried) {
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
        const a = decide(theirs, method, path);
        const b = decide(ours, method, path);
        expect([method, path, b.op ?? b.error]).toEqual([method, path, a.op ?? a.error]);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(500);
  });

  it.each(requests)('%s %s: the same decision as openapi-backend', async (method, path) => {
    const theirs = decide(await router(false), method, path);
    const ours = decide(await router(true), method, path);
    expect(ours.op ?? ours.error).toBe(theirs.op ?? theirs.error);
    if (theirs.op) {
      // openapi-backend decodes parameters; the pipeline decodes ours, once.
      const decoded = Object.fromEntries(Object.entries(ours.params as Record<string, string>).map(([k, v]) => [k, decodeURIComponent(v)]));
      expect(decoded).toEqual(theirs.params);
    }
  });

  it('says 404 for no path and 405 for a path without the method', async () => {
    const r = await router(true);
    expect(decide(r, 'GET', '/nothing').error).toBe('404');
    expect(decide(r, 'PUT', '/surveys').error).toBe('405');
    expect(decide(r, 'GET', '/surveys/s1/questions/q1')).toEqual({
      op: 'get /surveys/{surveyId}/questions/{questionId}',
      params: { surveyId: 's1', questionId: 'q1' },
    });
  });
});
