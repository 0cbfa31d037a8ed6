// A dashboard session's first request records `dashboard.login` (docs/design/audit.md): the session is named by a hash
// of its token (never the token), and each is recorded once: a process remembers the sessions it has seen, and one it
// has not looks for the entry first.
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { appendAudit } from './record';

type Q = Kysely<Database>;

/** Sessions a process remembers having recorded (then it forgets them all and asks the database again). */
const REMEMBERED = 10_000;
const seen = new Set<string>();
export const LOGIN_ACTION = 'dashboard.login';

export async function noteLogin(
  db: Q,
  login: { organizationId: string; userId: string; token: string; address: string; requestId: string },
): Promise<void> {
  const session = crypto.createHash('sha256').update(login.token).digest('hex').slice(0, 32);
  if (seen.has(session)) return;
  const recorded = await db
    .selectFrom('audit_events')
    .select('id')
    .where('organization_id', '=', login.organizationId)
    .where('resource_id', '=', session)
    .where('action', '=', LOGIN_ACTION)
    .executeTakeFirst();
  if (!recorded)
    await appendAudit(db, {
      organizationId: login.organizationId,
      actor: { kind: 'user', id: login.userId, label: 'dashboard' },
      action: LOGIN_ACTION,
      resource: { type: 'session', id: session },
      address: login.address,
      requestId: login.requestId,
    });
  if (seen.size >= REMEMBERED) seen.clear();
  seen.add(session);
}
