// A browser's cookie jar for one hosted page (a survey's or a debrief's), over a test client, so every response is
// still checked against the contract. Posts send the page's form as a browser does and never follow the redirect.
import type { Api } from './api';

export const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

export class Visitor {
  private readonly jar = new Map<string, string>();
  constructor(
    private readonly api: Api,
    private readonly path: string,
  ) {}
  get cookie() {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  async view() {
    return this.api.get(this.path, { headers: { cookie: this.cookie } });
  }
  async post(fields: [string, string][]) {
    const res = await this.api.request('POST', this.path, {
      rawBody: new URLSearchParams(fields).toString(),
      headers: { ...FORM, cookie: this.cookie },
      redirect: 'manual',
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair.indexOf('=');
      this.jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return res;
  }
  /**
   * Answers one question: `fields` are the form's inputs, as pairs (a name may repeat) or by name; a string is the
   * one `value`.
   */
  async answer(questionId: string, fields: [string, string][] | Record<string, string> | string) {
    const inputs: [string, string][] =
      typeof fields === 'string' ? [['value', fields]] : Array.isArray(fields) ? fields : Object.entries(fields);
    return this.post([['action', 'answer'], ['questionId', questionId], ...inputs]);
  }
}
