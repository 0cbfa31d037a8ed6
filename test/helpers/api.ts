// An HTTP client for the API tests. Every response it returns has passed the contract check.
import { assertMatchesContract } from './contract';

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
  /** The body's bytes (files such as exports). */
  bytes: Buffer;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as is, instead of JSON-encoding `body`. */
  rawBody?: string | Buffer;
  headers?: Record<string, string>;
  query?: Record<string, string | number | string[]>;
  /** `manual`: answer a redirect as it is, instead of following it. */
  redirect?: 'manual';
}

export class Api {
  constructor(
    readonly baseUrl: string,
    readonly key: string | null = null,
  ) {}

  /** The same client with another API key (null: none). */
  as(key: string | null): Api {
    return new Api(this.baseUrl, key);
  }

  async request<T = any>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const url = new URL(path, this.baseUrl);
    for (const [k, v] of Object.entries(options.query ?? {})) {
      for (const one of Array.isArray(v) ? v : [v]) url.searchParams.append(k, String(one));
    }
    const headers: Record<string, string> = { ...options.headers };
    if (this.key) headers.authorization ??= `Bearer ${this.key}`;
    let body: string | Buffer | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const send = () => fetch(url, { method, headers, body, redirect: options.redirect ?? 'follow' });
    // A kept-alive socket that the in-process server closed while a test held the event loop (seeding thousands of
    // sessions) resets when reused. Nothing reached the server, and a GET is safe to send again.
    const reset = (err: unknown) => /ECONNRESET|other side closed|socket/i.test(String((err as { cause?: unknown }).cause ?? err));
    const res = await send().catch((err: unknown) => {
      if (method === 'GET' && reset(err)) return send();
      throw err;
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    const text = bytes.toString(
      /^(text\/|application\/([\w.+-]*json|yaml|javascript))/.test(res.headers.get('content-type') ?? '') || !bytes.length
        ? 'utf8'
        : 'latin1',
    );
    assertMatchesContract({ method, pathname: url.pathname, status: res.status, headers: res.headers, text });
    const type = res.headers.get('content-type') ?? '';
    return { status: res.status, headers: res.headers, text, bytes, body: /json/.test(type) && text ? JSON.parse(text) : text };
  }

  get<T = any>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }
  head(path: string, options?: RequestOptions) {
    return this.request('HEAD', path, options);
  }
  post<T = any>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', path, { ...options, body });
  }
  put<T = any>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PUT', path, { ...options, body });
  }
  patch<T = any>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PATCH', path, { ...options, body });
  }
  delete<T = any>(path: string, options?: RequestOptions) {
    return this.request<T>('DELETE', path, options);
  }
}
