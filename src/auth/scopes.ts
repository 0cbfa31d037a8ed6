// Every scope a key may carry (docs/design/auth.md). `all` on the command line expands to this list.
export const SCOPES = [
  'surveys:read',
  'surveys:write',
  'questions:read',
  'questions:write',
  'responses:read',
  'responses:write',
  'responses:export',
  'analytics:read',
  'webhooks:read',
  'webhooks:write',
  'organization:read',
  'organization:write',
  'contacts:read',
  'contacts:write',
  'email:read',
  'collectors:read',
  'collectors:write',
  'variables:read',
  'variables:write',
  'calibration:read',
  'calibration:write',
  'instruments:read',
  'instruments:write',
  'debriefs:read',
  'debriefs:write',
  'rewards:read',
  'rewards:write',
  'quotas:read',
  'quotas:write',
  'events:read',
  'audit:read',
] as const;

export type Scope = (typeof SCOPES)[number];

export const isScope = (s: string): s is Scope => (SCOPES as readonly string[]).includes(s);
