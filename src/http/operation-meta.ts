// The shape of one record in generated/operations.ts (what the contract says about an operation).
export interface ParamMeta {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header' | 'cookie';
  readonly required: boolean;
  readonly kind: string;
  readonly items?: string;
  readonly explode?: boolean;
  /** A UUID: read in lowercase, since UUIDs compare case-insensitively. */
  readonly uuid?: boolean;
}

export interface ResponseMeta {
  readonly contentTypes: readonly string[];
  readonly headers: readonly { readonly name: string; readonly required: boolean }[];
}

export interface OperationMeta {
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  readonly fullPath: string;
  readonly tag: string;
  /**
   * Who calls the operation (`x-surface`), which decides its gate: `api` an API key (its organisation's rate limit),
   * `dashboard` a signed-in user's cookie, `respondent` and `hosted` anyone (limited per address; a respondent's
   * session operations need its token), `health-check` the health check's own gate, `service` anyone, unlimited.
   */
  readonly surface: 'api' | 'dashboard' | 'respondent' | 'hosted' | 'health-check' | 'service';
  /** How large a body it takes (`x-body-limit`): the config's bodyLimitBytes, or importBodyLimitBytes for imports. */
  readonly bodyLimit: 'default' | 'import';
  readonly auth: 'bearer' | 'cookie' | 'session' | 'none';
  readonly scope: string | null;
  /** The plan feature the operation needs (`x-feature`), checked before anything is loaded (docs/design/auth.md). */
  readonly feature: string | null;
  /** The organisation permission the operation needs (`x-permission`), checked after the feature (docs/design/errors.md, docs/design/plans.md). */
  readonly permission: string | null;
  /**
   * The operation's own limit (`x-rate-limit`), counted once the caller, the input and the resources passed: the
   * limiter `name` of the service's operation limiters, per organisation; `detail` is the 429's text with `{limit}`.
   */
  readonly rateLimit: { readonly name: string; readonly per: 'organization'; readonly detail: string } | null;
  readonly params: readonly ParamMeta[];
  readonly body: { readonly required: boolean; readonly contentTypes: readonly string[] } | null;
  readonly responses: Readonly<Record<string, ResponseMeta>>;
  /**
   * Whether a 200 carries `ETag`, and which top-level fields its tag leaves out (`x-etag-ignores` on the GET of the
   * path: counts the service keeps, blocks added by `include`), so a representation's tag changes only with what a
   * caller can change.
   */
  readonly etag: { readonly ignores: readonly string[] } | null;
  /** For a write that honours `If-Match`: the GET of its path, whose answer's tag the header must name. */
  readonly precondition: string | null;
  /** Whether it answers CORS for the origins the survey's collectors allow (its success declares Access-Control-Allow-Origin). */
  readonly cors: boolean;
}

/** An operation's full path template (`/api/v1/surveys/{surveyId}`) as a regular expression that matches its paths. */
export const pathPattern = (fullPath: string): RegExp =>
  new RegExp(`^${fullPath.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}/?$`);
