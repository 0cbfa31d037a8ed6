// The official TypeScript client of the Fieldwork API (docs/client.md). Its types are generated from openapi.yaml by
// `npm run generate` (generated/schema.ts, never edited by hand); the calls go through openapi-fetch, so every path,
// parameter, body and answer is typed as the contract declares it. Around it: problems as a typed error, retries
// that are safe (an `Idempotency-Key` on every POST, kept across its retries), an async iterator over any list,
// exports as streams, and webhook verification (Standard Webhooks).
import createClient, { type Client } from 'openapi-fetch';
import { Webhook } from 'standardwebhooks';
import type { components, paths } from '../generated/schema';

export type { components, paths } from '../generated/schema';
export type Problem = components['schemas']['Problem'];
export type WebhookEvent = components['schemas']['WebhookEvent'];
export type ExportFormat = 'csv' | 'json' | 'xlsx' | 'spss';

/** A problem document the service answered (RFC 9457): `code` is one of the contract's problem codes. */
export class FieldworkError extends Error {
  readonly code: Problem['code'];
  readonly status: number;
  constructor(readonly problem: Problem) {
    super(`${problem.status} ${problem.code}: ${problem.detail ?? problem.title}`);
    this.name = 'FieldworkError';
    this.code = problem.code;
    this.status = problem.status;
  }
}

export interface FieldworkOptions {
  /** The deployment's site root, as `https://fieldwork.example.com` (the contract's paths are full from it). */
  baseUrl: string;
  /** An API key, `fw_<keyId>_<secret>`; leave it out for the respondent API. */
  apiKey?: string;
  /** Attempts of a request that met a network error, a 429 or a 502/503/504 (default 3). */
  attempts?: number;
  /** The fetch to use (default: the global one). */
  fetch?: typeof fetch;
}

const RETRY_STATUSES = new Set([429, 502, 503, 504]);
/** The wait before a retry without `Retry-After`: 200 ms, then doubled, at most 5 s. */
const backoff = (attempt: number): number => Math.min(5_000, 200 * 2 ** (attempt - 1));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A fetch that retries what is safe to retry: a GET, PUT, DELETE or HEAD as it is, and a POST because it carries an
 * `Idempotency-Key` (one is added when the caller gave none), so the service answers a retry of a POST it already
 * did with the first answer instead of doing it twice.
 */
function retrying(base: typeof fetch, attempts: number): (request: Request) => Promise<Response> {
  return async (request: Request) => {
    if (request.method === 'POST' && !request.headers.has('Idempotency-Key')) request.headers.set('Idempotency-Key', crypto.randomUUID());
    const retriable = request.method !== 'PATCH';
    for (let attempt = 1; ; attempt++) {
      const last = !retriable || attempt >= attempts;
      try {
        const response = await base(request.clone());
        if (last || !RETRY_STATUSES.has(response.status)) return response;
        const after = Number(response.headers.get('Retry-After'));
        await pause(Number.isFinite(after) && after > 0 ? after * 1000 : backoff(attempt));
      } catch (error) {
        if (last) throw error;
        await pause(backoff(attempt));
      }
    }
  };
}

/** The data of a successful answer, or a FieldworkError carrying the problem document. */
export async function ok<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (error !== undefined || !response.ok) {
    const problem = (error ?? { status: response.status, title: response.statusText, code: 'internal_error' }) as Problem;
    throw new FieldworkError(problem);
  }
  return data as T;
}

/** A page of a list: page mode and cursor mode both answer `data` and a `pagination` with `hasMore` and `nextCursor`. */
interface Page<T> {
  data: T[];
  pagination: { hasMore: boolean; nextCursor?: string | null };
}

export interface Fieldwork {
  /** Every operation of the contract, typed (openapi-fetch): `api.GET('/api/v1/surveys/{surveyId}', { params })`. */
  api: Client<paths>;
  /**
   * Every item of a list, page after page (cursor mode after the first page), fetched as the loop asks for them:
   * `for await (const survey of fw.list((query) => fw.api.GET('/api/v1/surveys', { params: { query } })))`.
   */
  list<T>(
    page: (query: { cursor?: string; pageSize?: number }) => Promise<{ data?: Page<T>; error?: unknown; response: Response }>,
  ): AsyncIterable<T>;
  /** A survey's responses as a file, streamed: its bytes, media type and the file name the service gave it. */
  exportResponses(
    surveyId: string,
    format: ExportFormat,
    query?: { status?: 'completed' | 'all'; since?: string; until?: string },
  ): Promise<{ stream: ReadableStream<Uint8Array>; contentType: string; fileName: string | null }>;
}

export function fieldwork(options: FieldworkOptions): Fieldwork {
  const base = options.fetch ?? fetch;
  const send = retrying(base, options.attempts ?? 3);
  const api = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/$/, ''),
    headers: options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {},
    fetch: send,
  });
  return {
    api,
    list: <T>(page: Parameters<Fieldwork['list']>[0]) => ({
      async *[Symbol.asyncIterator]() {
        let cursor: string | undefined;
        for (;;) {
          const { data, pagination } = (await ok(page(cursor ? { cursor } : {}))) as Page<T>;
          yield* data;
          if (!pagination.hasMore || !pagination.nextCursor) return;
          cursor = pagination.nextCursor;
        }
      },
    }),
    async exportResponses(surveyId, format, query = {}) {
      const url = new URL(
        `${options.baseUrl.replace(/\/$/, '')}/api/v1/surveys/${encodeURIComponent(surveyId)}/responses/export/${format}`,
      );
      for (const [k, v] of Object.entries(query)) if (v !== undefined) url.searchParams.set(k, v);
      const response = await send(new Request(url, { headers: options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {} }));
      if (!response.ok || !response.body) throw new FieldworkError((await response.json()) as Problem);
      const disposition = response.headers.get('Content-Disposition') ?? '';
      return {
        stream: response.body,
        contentType: response.headers.get('Content-Type') ?? 'application/octet-stream',
        fileName: /filename="([^"]*)"/.exec(disposition)?.[1] ?? null,
      };
    },
  };
}

/**
 * Verifies a webhook delivery (Standard Webhooks: `webhook-id`, `webhook-timestamp`, `webhook-signature`) with the
 * subscription's secret (`whsec_...`) and returns its event, typed; throws when the signature does not match or the
 * timestamp is more than five minutes off. Pass the body exactly as received.
 */
export function verifyWebhook(secret: string, body: string, headers: Record<string, string>): WebhookEvent {
  return new Webhook(secret).verify(body, headers) as WebhookEvent;
}
