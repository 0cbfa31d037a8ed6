// `fieldwork listen --forward-to URL` (docs/design/events.md, "Following the feed from a laptop"): follows the event
// feed of a Fieldwork server, local or remote, through its API (GET /api/v1/events, a long poll), and posts each event
// to a local URL signed as a webhook delivery is (Standard Webhooks, with a secret printed at start), printing one
// line per delivery. A receiver can then be built on a laptop that nothing on the internet can reach: the laptop
// asks, nobody calls it.
import { Command, InvalidArgumentError } from 'commander';
import { newSecret, signedHeaders } from '../webhooks/signing';
import { httpUrl } from './run';

/** How `listen` paces itself. */
const LISTEN = {
  /** The longest the feed holds an empty page (its `wait` maximum, seconds). */
  waitSeconds: 30,
  /** Events a page brings at most while catching up. */
  page: 1000,
  /** How long a receiver may take to answer one delivery. */
  forwardTimeoutMs: 10_000,
  /** Pause before asking again after the server could not be reached, or a long poll came back empty at once:
   * doubled each time it happens again, up to the maximum, so a restarting server is not asked hundreds of times a second. */
  retryMs: 500,
  maxRetryMs: 30_000,
  /** A long poll that returns empty sooner than this did not wait: the server is going away. */
  earlyMs: 1000,
} as const;

/** Exponential backoff: the next pause, and a reset once a poll behaves. */
export class Backoff {
  private pause = 0;
  next(retryAfterSeconds?: number): number {
    this.pause = Math.min(LISTEN.maxRetryMs, this.pause ? this.pause * 2 : LISTEN.retryMs);
    return Math.max(this.pause, (retryAfterSeconds ?? 0) * 1000);
  }
  reset(): void {
    this.pause = 0;
  }
}

export interface ListenOptions {
  /** The Fieldwork server's site URL. */
  url: string;
  /** An API key carrying `events:read`. */
  key: string;
  forwardTo: string;
  /** Only these event types (all when empty). */
  events: string[];
  /** Signs with this secret (a new one when absent). */
  secret?: string;
  /** Forwards the events already in the feed too (by default only those written from now on). */
  fromStart?: boolean;
  /** Stops after this many deliveries. */
  maxEvents?: number;
  json?: boolean;
  signal?: AbortSignal;
  /** Where lines go (standard output by default). */
  print?: (line: string) => void;
}

interface FeedEvent {
  id: string;
  type: string;
}
interface FeedPage {
  data: FeedEvent[];
  nextCursor: string;
  hasMore: boolean;
}

class Refused extends Error {}
/** The server asked to be asked later (503 or 429, with its Retry-After in seconds). */
class Later extends Error {
  constructor(
    readonly status: number,
    readonly retryAfter: number | undefined,
  ) {
    super(`the server answered ${status}`);
  }
}

async function readPage(o: ListenOptions, after: string | null, wait: number, limit: number): Promise<FeedPage> {
  const url = new URL('/api/v1/events', o.url);
  if (after) url.searchParams.set('after', after);
  if (o.events.length) url.searchParams.set('types', o.events.join(','));
  url.searchParams.set('limit', String(limit));
  url.searchParams.set('wait', String(wait));
  const res = await fetch(url, { headers: { authorization: `Bearer ${o.key}`, accept: 'application/json' }, signal: o.signal });
  const body = (await res.json().catch(() => ({}))) as FeedPage & { detail?: string; code?: string; oldestCursor?: string };
  if (res.status === 410 && body.oldestCursor) {
    process.stderr.write('the cursor expired (events were removed by retention); continuing from the oldest event kept\n');
    return { data: [], nextCursor: body.oldestCursor, hasMore: true };
  }
  if (res.status === 401 || res.status === 403 || res.status === 400)
    throw new Refused(`${res.status} ${body.code ?? ''}: ${body.detail ?? ''}`);
  if (res.status === 503 || res.status === 429) {
    const seconds = Number(res.headers.get('retry-after'));
    throw new Later(res.status, Number.isFinite(seconds) && seconds > 0 ? seconds : undefined);
  }
  if (!res.ok) throw new Error(`the server answered ${res.status}`);
  return body;
}

/** Posts one event to the receiver, signed; answers what to print. */
async function forward(o: ListenOptions & { secret: string }, event: FeedEvent) {
  const body = JSON.stringify(event);
  const started = Date.now();
  let status: number | null = null;
  let error: string | null = null;
  try {
    const res = await fetch(o.forwardTo, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'fieldwork-listen', ...signedHeaders(o.secret, event.id, body) },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(LISTEN.forwardTimeoutMs),
    });
    status = res.status;
    await res.arrayBuffer();
  } catch (e) {
    const cause = (e as { cause?: { code?: string } }).cause;
    error = cause?.code ?? (e as Error).message;
  }
  return { at: new Date().toISOString(), event: event.type, id: event.id, status, error, ms: Date.now() - started };
}

/** Follows the feed until `signal` aborts or `maxEvents` were delivered; resolves with the number delivered. */
export async function listen(options: ListenOptions): Promise<number> {
  const o = { ...options, secret: options.secret ?? newSecret() };
  const print = o.print ?? ((line: string) => process.stdout.write(`${line}\n`));
  let cursor: string | null = null;
  if (!o.fromStart) {
    // Start at the end: what is already in the feed was delivered (or not) before this listener existed.
    for (let page = await readPage(o, null, 0, LISTEN.page); ; page = await readPage(o, cursor, 0, LISTEN.page)) {
      cursor = page.nextCursor;
      if (!page.hasMore) break;
    }
  }
  if (o.json) print(JSON.stringify({ ready: true, url: o.url, forwardTo: o.forwardTo, secret: o.secret }));
  else print(`Ready: forwarding events of ${o.url} to ${o.forwardTo}. Signing secret: ${o.secret} (Ctrl-C stops)`);
  let delivered = 0;
  const backoff = new Backoff();
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      o.signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
    });
  while (!o.signal?.aborted && (o.maxEvents === undefined || delivered < o.maxEvents)) {
    let page: FeedPage;
    const asked = Date.now();
    try {
      page = await readPage(o, cursor, LISTEN.waitSeconds, LISTEN.page);
    } catch (e) {
      if (o.signal?.aborted) break;
      if (e instanceof Refused) throw e;
      const ms = backoff.next(e instanceof Later ? e.retryAfter : undefined);
      const why =
        e instanceof Later
          ? e.message
          : `the server could not be reached (${(e as { cause?: { code?: string } }).cause?.code ?? (e as Error).message})`;
      print(`${why}; trying again in ${Math.round(ms / 100) / 10} s`);
      await pause(ms);
      continue;
    }
    // An empty page that came back at once did not wait (a server going away): pause before asking again.
    if (page.data.length === 0 && !page.hasMore && Date.now() - asked < LISTEN.earlyMs) await pause(backoff.next());
    else backoff.reset();
    for (const event of page.data) {
      if (o.maxEvents !== undefined && delivered >= o.maxEvents) break;
      const d = await forward(o, event);
      delivered++;
      print(o.json ? JSON.stringify(d) : `${d.at}  ${d.event.padEnd(22)} ${d.id}  -> ${d.status ?? `failed (${d.error})`}  ${d.ms} ms`);
    }
    cursor = page.nextCursor;
  }
  return delivered;
}

export function listenCommand(): Command {
  return new Command('listen')
    .description('follow the event feed and forward each event to a local URL, signed as a webhook delivery')
    .requiredOption('--forward-to <url>', 'where to post each event (a local receiver)', httpUrl)
    .option('--events <types>', 'only these event types, comma-separated (default: every type)')
    .option('--url <url>', 'the Fieldwork server (default: FIELDWORK_URL, else http://localhost:PORT)', httpUrl)
    .option('--key <key>', 'an API key with events:read (default: FIELDWORK_API_KEY)')
    .option('--secret <whsec>', 'sign with this secret (default: a new one, printed at start)')
    .option('--from-start', 'forward the events already in the feed too')
    .option('--max-events <n>', 'stop after this many deliveries', (v) => {
      const n = Number(v);
      if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('expected a whole number of at least 1');
      return n;
    })
    .option('--json', 'one JSON object a line')
    .action(
      async (opts: {
        forwardTo: string;
        events?: string;
        url?: string;
        key?: string;
        secret?: string;
        fromStart?: boolean;
        maxEvents?: number;
        json?: boolean;
      }) => {
        const key = opts.key ?? process.env.FIELDWORK_API_KEY;
        if (!key) throw new InvalidArgumentError('give --key or set FIELDWORK_API_KEY (a key with events:read)');
        const stop = new AbortController();
        const onSignal = () => stop.abort();
        process.once('SIGINT', onSignal);
        try {
          await listen({
            url: opts.url ?? process.env.FIELDWORK_URL ?? `http://localhost:${process.env.PORT ?? 3000}`,
            key,
            forwardTo: opts.forwardTo,
            events: (opts.events ?? '')
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean),
            secret: opts.secret,
            fromStart: opts.fromStart,
            maxEvents: opts.maxEvents,
            json: opts.json,
            signal: stop.signal,
          });
        } catch (e) {
          const cause = (e as { cause?: { code?: string } }).cause?.code ?? (e as Error).message;
          process.stderr.write(
            e instanceof Refused ? `the server refused the feed: ${e.message}\n` : `could not read the feed: ${cause}\n`,
          );
          process.exitCode = 1;
        } finally {
          process.off('SIGINT', onSignal);
        }
      },
    );
}
