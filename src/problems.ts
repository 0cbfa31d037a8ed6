// The catalogue of problem codes (docs/design/errors.md): status, title and the explanation served at /problems/<code>. Its keys are
// exactly the contract's `Problem.code` enum: a code in one and not the other fails the build.
import type { components } from '../generated/openapi';

interface ProblemSpec {
  status: number;
  title: string;
  about: string;
}

export const PROBLEMS = {
  invalid_request: {
    status: 400,
    title: 'Invalid request',
    about:
      'A parameter, the body or one of its fields is missing, malformed or out of range, or an unrecognised parameter was sent. `errors` lists each field at fault with where it is (`body`, `query`, `path`, `header`) and what is wrong. Fix the request; sending it again unchanged will fail again.',
  },
  unauthorized: {
    status: 401,
    title: 'Unauthorized',
    about:
      'No API key was sent, or the key is not valid (unknown, revoked or mistyped). Send `Authorization: Bearer fw_<keyId>_<secret>`; operators create keys with `fieldwork key create`. On the dashboard routes: no `__session` cookie, a session token that is expired, badly signed or from another issuer, or a bearer header (the dashboard accepts only its session).',
  },
  insufficient_scope: {
    status: 403,
    title: 'Insufficient scope',
    about: 'The key is valid but lacks the scope the operation needs; `requiredScope` names it. Create a key that carries it.',
  },
  feature_not_available: {
    status: 403,
    title: 'Feature not available',
    about:
      "The organisation's plan does not include the feature the operation needs; `feature` and `plan` name them. Upgrade the plan or ask for the feature to be enabled.",
  },
  permission_required: {
    status: 403,
    title: 'Permission required',
    about: 'The organisation lacks a permission an administrator must grant; `permission` names it.',
  },
  not_found: {
    status: 404,
    title: 'Not found',
    about:
      "The resource does not exist in the key's organisation, or no operation has this path. Resources of other organisations are reported as not found.",
  },
  survey_not_found: {
    status: 404,
    title: 'Survey not found',
    about: "Dashboard: the survey does not exist in the session's organisation (surveys of other organisations are reported the same way).",
  },
  review_not_found: {
    status: 404,
    title: 'Review not found',
    about: 'Dashboard: the survey has no research review yet. POST to the same path to request one.',
  },
  recommendation_not_found: {
    status: 404,
    title: 'Recommendation not found',
    about: "Dashboard: no review of this survey has a recommendation with this id. Take ids from the review's `recommendations`.",
  },
  invalid_action: {
    status: 400,
    title: 'Invalid action',
    about: "Dashboard: a recommendation's `action` must be `accepted` or `dismissed`.",
  },
  method_not_allowed: {
    status: 405,
    title: 'Method not allowed',
    about: 'The path exists but does not support this method; the `Allow` header lists the methods it does support.',
  },
  survey_live: {
    status: 409,
    title: 'Survey is live',
    about: 'A live survey cannot be deleted. Pause or close it first (PUT the survey with `status`).',
  },
  acknowledgement_required: {
    status: 409,
    title: 'Acknowledgement required',
    about:
      'The survey is live: changing its questions means later respondents answer a different questionnaire, and results do not distinguish them. Send `acknowledgeConsequence: true` in the body (POST, PUT) or the query `acknowledgeConsequence=true` (DELETE) to go ahead.',
  },
  question_in_use: {
    status: 409,
    title: 'Question in use',
    about: "Another question's logic names this question. Change or remove that logic first, then delete this question.",
  },
  invalid_transition: {
    status: 409,
    title: 'Invalid status transition',
    about:
      'The survey cannot move from its status to the one requested. Allowed: draft to live (with at least one question that collects an answer), live to paused and back, live or paused to closed, closed to live.',
  },
  name_taken: {
    status: 409,
    title: 'Name taken',
    about:
      'Another folder in the same place, another tag or user group of the organisation, another variable or quota of the survey already has this name (names are compared case-insensitively, ignoring surrounding white space). Choose another name or rename the other one first.',
  },
  folder_cycle: {
    status: 409,
    title: 'Folder cycle',
    about:
      'A folder cannot move under itself or one of its own subfolders: the tree would become a loop. Move it somewhere outside its own branch.',
  },
  folder_not_empty: {
    status: 409,
    title: 'Folder not empty',
    about:
      'Only an empty folder can be deleted. Move its surveys (PUT /surveys/{surveyId}/folder) and subfolders elsewhere, or delete them, first.',
  },
  folder_access_required: {
    status: 403,
    title: 'Folder access required',
    about:
      "Dashboard: the survey's folder grants your user groups `view` only, and this action needs `edit`. Ask an administrator to grant one of your groups `edit` on the folder (PUT /folders/{folderId}/permissions).",
  },
  contact_exists: {
    status: 409,
    title: 'Contact exists',
    about:
      'Another contact of the organisation has this address (addresses are compared trimmed and lower-cased). Update that contact instead, or import: an import updates a contact matched by address.',
  },
  collector_has_responses: {
    status: 409,
    title: 'Collector has responses',
    about:
      'Sessions started through this collector, so deleting it would orphan their `collectorId`. Close it instead (`PATCH /collectors/{collectorId}` with `status: closed`): it then takes no new session and keeps its responses.',
  },
  collector_is_default: {
    status: 409,
    title: 'Default collector',
    about:
      'Every survey keeps its default link collector, the one sessions come through when no collector is named. Close it to stop it taking responses.',
  },
  not_an_email_collector: {
    status: 409,
    title: 'Not an email collector',
    about:
      'Only a collector of type `email` sends invitations. Create one (`POST /surveys/{surveyId}/collectors` with `type: email`) and send through it.',
  },
  collector_closed: {
    status: 409,
    title: 'Collector closed',
    about:
      'The collector was closed or its `closesAt` has passed, so it takes no new session. Sessions already started can still finish. The survey owner can reopen it or change the date.',
  },
  collector_full: {
    status: 409,
    title: 'Collector full',
    about: "The collector's `responseLimit` of sessions has been reached. The survey owner can raise or clear the limit.",
  },
  already_responded: {
    status: 409,
    title: 'Already responded',
    about:
      "The collector allows one response per device and one already came from this device (recognised by the hosted page's cookie, else by the keyed hash of address and user agent).",
  },
  password_required: {
    status: 401,
    title: 'Password required',
    about: 'The collector is protected by a password and the one sent is missing or wrong. Send it as `password` when the session starts.',
  },
  cross_site_request: {
    status: 403,
    title: 'Cross-site request',
    about:
      "Dashboard: a change (POST, PATCH) came from another site: its `Origin` is not this service's site, or the browser marked it `Sec-Fetch-Site: cross-site`. The session cookie is sent with any request a browser makes, so such requests are refused; make the change from the dashboard itself.",
  },
  survey_not_accepting: {
    status: 409,
    title: 'Survey not accepting responses',
    about:
      "The survey is paused or closed: it starts no sessions and takes no answers until it is live again. Respondents should be shown the survey's `paused` or `closed` message.",
  },
  session_finished: {
    status: 409,
    title: 'Session finished',
    about:
      'The session is completed or abandoned (no activity for `ABANDON_AFTER_MINUTES`) and takes no more answers. Start a new session to answer again.',
  },
  session_incomplete: {
    status: 409,
    title: 'Session incomplete',
    about:
      "Questions remain on the session's path; answer the one named as `nextQuestionId` (or pass it, when it is optional) before completing.",
  },
  webhook_disabled: {
    status: 409,
    title: 'Webhook disabled',
    about:
      'The subscription was disabled (its receiver answered `410 Gone`) and sends nothing more. Create a new subscription to receive events again.',
  },
  variable_in_use: {
    status: 409,
    title: 'Variable in use',
    about:
      'Other variables of the survey read this one (their expressions name it), so it cannot be deleted, renamed or change its type: the detail names them. Change their expressions first.',
  },
  quota_limit_reached: {
    status: 409,
    title: 'Quota limit reached',
    about: 'A survey holds at most 50 quotas. Delete one it no longer needs, or widen the condition of another to cover both groups.',
  },
  variable_limit_reached: {
    status: 409,
    title: 'Variable limit reached',
    about: 'A survey defines at most 100 calculated variables. Delete one it no longer needs, or combine several into one expression.',
  },
  instrument_locked: {
    status: 409,
    title: 'Instrument locked',
    about:
      "The question belongs to a standardised instrument: its wording and scale are fixed so that its scores can be read against the instrument's norms. Move it, change whether it is required or its logic; to change or delete it, remove the instrument.",
  },
  probe_limit_reached: {
    status: 409,
    title: 'Probe limit reached',
    about: 'A question has at most 3 adaptive probes and a survey at most 50. Delete one it no longer needs.',
  },
  arm_limit_reached: {
    status: 409,
    title: 'Arm limit reached',
    about: 'A survey has at most 10 wording arms. Delete an arm it no longer needs (its sessions keep their armId).',
  },
  debrief_closed: {
    status: 409,
    title: 'Debrief closed',
    about:
      'The debrief run takes no more participants: its owner closed it, or its participant target was reached. Participants who had already started may still finish.',
  },
  cursor_expired: {
    status: 410,
    title: 'Cursor expired',
    about:
      'The event feed cursor is older than the events are kept (`EVENTS_RETENTION_DAYS`, 30 days by default), so events after it may have been removed. `oldestCursor` continues from the oldest event still kept: what lies between is gone, so rebuild your copy from the API if it must be complete.',
  },
  idempotency_conflict: {
    status: 409,
    title: 'Idempotency conflict',
    about: 'The Idempotency-Key was already used with a different request.',
  },
  precondition_failed: {
    status: 412,
    title: 'Precondition failed',
    about:
      "The change was sent with `If-Match`, and the resource no longer has any entity tag it names: someone changed it since you read it. Nothing was changed; the answer's `ETag` is the current tag. Read the resource again, reapply your change to what you read, and send it with the new tag.",
  },
  payload_too_large: { status: 413, title: 'Payload too large', about: 'The body is larger than the service accepts.' },
  unsupported_media_type: { status: 415, title: 'Unsupported media type', about: 'Bodies must be sent as `application/json` (UTF-8).' },
  quota_exceeded: {
    status: 402,
    title: 'Quota exceeded',
    about: "The organisation's monthly AI action allowance would be exceeded. It renews at the start of the next month.",
  },
  rate_limited: {
    status: 429,
    title: 'Rate limited',
    about:
      'Too many requests in the current window. Wait the number of seconds in `Retry-After`; `RateLimit-*` headers on every response show the budget left.',
  },
  internal_error: {
    status: 500,
    title: 'Internal error',
    about: 'Something failed inside the service. Nothing was half-done: try again, and quote the request id if it keeps happening.',
  },
  provider_unavailable: {
    status: 502,
    title: 'Provider unavailable',
    about: 'The model provider failed to answer. Nothing was billed; try again later.',
  },
  unavailable: { status: 503, title: 'Unavailable', about: 'The service or the feature is unavailable right now.' },
} as const satisfies Record<components['schemas']['Problem']['code'], ProblemSpec>;

export type ProblemCode = keyof typeof PROBLEMS;

export const isProblemCode = (code: string): code is ProblemCode => Object.hasOwn(PROBLEMS, code);
