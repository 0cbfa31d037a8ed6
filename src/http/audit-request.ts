// What a request leaves in the audit trail (docs/design/audit.md): every change that succeeded on the API and the
// dashboard, and the reads that take data away (exports, the report). The entry names the operation, the caller, the
// resource from the path (or the Location of what a POST made), the survey, and the names of the fields the body
// set, never their values. Respondents' writes are not recorded here: the respondent surface is not audited one by one.
import { appendAudit, type Actor } from '../audit/record';
import type { Principal } from '../auth/keys';
import type { Db } from '../database';
import type { DashboardUser } from './dashboard';
import type { OperationMeta } from './operation-meta';

/** Reads that take data away: recorded like changes. */
export const AUDITED_READS: ReadonlySet<string> = new Set([
  'exportResponses',
  'exportResponsesCsv',
  'exportResponsesJson',
  'exportResponsesXlsx',
  'exportResponsesSpss',
  'getReport',
]);

/** How deep `fields` names a body's keys (`settings.password`; a list's items are not walked). */
const FIELD_DEPTH = 2;
/** Names kept at most (a body of a thousand keys is a bulk change; its first names say what kind). */
const MAX_FIELDS = 50;

export const audited = (op: Pick<OperationMeta, 'surface' | 'method' | 'operationId'>): boolean =>
  (op.surface === 'api' || op.surface === 'dashboard') && (op.method !== 'get' || AUDITED_READS.has(op.operationId));

/** The names of the fields a JSON body sets, `a.b` for a nested object's, never a value. */
export function fieldNames(body: unknown, prefix = '', depth = 1): string[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || Buffer.isBuffer(body)) return [];
  const names: string[] = [];
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    const name = prefix + key;
    const inner = depth < FIELD_DEPTH ? fieldNames(value, `${name}.`, depth + 1) : [];
    names.push(...(inner.length ? inner : [name]));
    if (names.length >= MAX_FIELDS) break;
  }
  return names.slice(0, MAX_FIELDS);
}

const singular = (segment: string) => segment.replace(/-/g, '_').replace(/ies$/, 'y').replace(/(s)$/, '');
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The resource a change is about: what a POST made (its Location), else the path's last id, else the path's last word. */
export function resourceOf(
  op: Pick<OperationMeta, 'fullPath'>,
  params: Record<string, unknown>,
  location: string | undefined,
): { type: string; id: string | null } {
  if (location) {
    const parts = location.split('?')[0].split('/').filter(Boolean);
    if (parts.length >= 2) return { type: singular(parts[parts.length - 2]), id: parts[parts.length - 1] };
  }
  const segments = op.fullPath.split('/').filter(Boolean);
  for (let i = segments.length - 1; i >= 0; i--) {
    const param = /^\{(\w+?)(Id)?\}$/.exec(segments[i]);
    if (param && param[2]) return { type: snake(param[1]), id: String(params[`${param[1]}Id`] ?? '') || null };
  }
  const word = [...segments].reverse().find((s) => !s.startsWith('{') && s !== 'api' && !/^v\d+$/.test(s));
  return { type: singular(word ?? 'organization'), id: null };
}

/** The survey a change concerns: the path's, or that of a resource it loaded. */
function surveyOf(params: Record<string, unknown>, resources: Record<string, unknown>): string | null {
  if (typeof params.surveyId === 'string') return params.surveyId;
  for (const row of Object.values(resources)) {
    const r = row as { survey_id?: unknown } | null;
    if (r && typeof r.survey_id === 'string') return r.survey_id;
  }
  return null;
}

export function actorOf(principal: Principal | null, dashboard: DashboardUser | null): Actor {
  if (principal) return { kind: 'key', id: principal.keyId, label: principal.keyName };
  return { kind: 'user', id: dashboard?.userId ?? 'unknown', label: 'dashboard' };
}

export interface Audited {
  op: OperationMeta;
  organizationId: string;
  principal: Principal | null;
  dashboard: DashboardUser | null;
  params: Record<string, unknown>;
  resources: Record<string, unknown>;
  body: unknown;
  address: string;
  requestId: string;
  status: number;
  location: string | undefined;
}

/** Records a request that succeeded, when its operation is audited. */
export async function auditRequest(db: Db, a: Audited): Promise<void> {
  if (!audited(a.op) || a.status < 200 || a.status >= 300) return;
  await appendAudit(db.kysely, {
    organizationId: a.organizationId,
    actor: actorOf(a.principal, a.dashboard),
    action: a.op.operationId,
    resource: resourceOf(a.op, a.params, a.location),
    surveyId: surveyOf(a.params, a.resources),
    address: a.address,
    requestId: a.requestId,
    status: a.status,
    fields: fieldNames(a.body),
  });
}
