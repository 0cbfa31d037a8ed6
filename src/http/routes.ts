// Route matching compiled once. openapi-backend stays the dispatcher (it calls the handler registered for the
// operationId it matched, or notFound / methodNotAllowed), but its router rebuilds a regular expression for every
// operation on every request and parses each request twice (headers, cookies and query included). The contract does
// not change while the process runs, so its paths are compiled here, once, into the same decisions: an exact path
// first, then templates by the length of their literal parts (the most specific first), then the method; trailing
// slashes ignored; a path without the method is 405, no path at all is 404. Templates are kept by their number of
// segments (a parameter never spans a slash, so only a template with as many segments as the path can match it).
import type { OpenAPIRouter, ParsedRequest, Request as RoutingRequest } from 'openapi-backend';

interface Route {
  path: string;
  method: string;
  pattern: RegExp;
  names: string[];
  specificity: number;
}

const escapeRegExp = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(path: string, method: string): Route {
  const names: string[] = [];
  const source = path
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1];
      if (!name) return escapeRegExp(part);
      names.push(name);
      return '([^/]+)';
    })
    .join('');
  return { path, method, pattern: new RegExp(`^${source}$`), names, specificity: path.replace(/\{[^}]*\}/g, '').length };
}

/** The path as openapi-backend matches it: no query string, a leading slash, no trailing slashes. */
function normalizedPath(raw: string | undefined): string {
  let path = (raw ?? '').trim().split('?')[0];
  if (!path.startsWith('/')) path = `/${path}`;
  while (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return path;
}

/** How many `/`-separated parts a normalised path has. */
function segments(path: string): number {
  let n = 0;
  for (let i = path.indexOf('/'); i !== -1; i = path.indexOf('/', i + 1)) n++;
  return n;
}

/** Replaces the router's matching and parsing with versions compiled from its operations once. */
export function compileRouter(router: OpenAPIRouter): void {
  const operations = router.getOperations();
  type Operation = (typeof operations)[number];
  const exact = new Map<string, Map<string, Operation>>();
  const templated = new Map<number, { route: Route; operation: Operation }[]>();
  const routeOf = new Map<Operation, Route>();
  for (const operation of operations) {
    const route = compile(operation.path, operation.method);
    routeOf.set(operation, route);
    if (route.names.length === 0) {
      if (!exact.has(route.path)) exact.set(route.path, new Map());
      exact.get(route.path)!.set(route.method, operation);
    }
    const count = segments(route.path);
    if (!templated.has(count)) templated.set(count, []);
    templated.get(count)!.push({ route, operation });
  }
  for (const routes of templated.values()) routes.sort((a, b) => b.route.specificity - a.route.specificity);

  router.matchOperation = ((req: RoutingRequest, strict?: boolean) => {
    const path = normalizedPath(req.path);
    const method = req.method.trim().toLowerCase();
    const found = exact.get(path)?.get(method);
    if (found) return found;
    let pathMatched = false;
    for (const { route, operation } of templated.get(segments(path)) ?? []) {
      if (!route.pattern.test(path)) continue;
      if (route.method === method) return operation;
      pathMatched = true;
    }
    if (!strict) return undefined;
    throw new Error(
      pathMatched ? '405-methodNotAllowed: this method is not registered for the route' : '404-notFound: no route matches request',
    );
  }) as OpenAPIRouter['matchOperation'];

  // The pipeline reads only the path parameters (raw, as in the URL: it decodes them itself); headers, query and
  // body are read from express's request.
  router.parseRequest = ((req: RoutingRequest, operation?: Operation): ParsedRequest => {
    const params: Record<string, string> = {};
    const route = operation && routeOf.get(operation);
    const values = route?.pattern.exec(normalizedPath(req.path));
    if (route && values) route.names.forEach((name, i) => (params[name] = values[i + 1]));
    return { ...req, path: req.path, method: req.method, params, headers: {}, query: {}, cookies: {}, requestBody: undefined };
  }) as OpenAPIRouter['parseRequest'];
}
