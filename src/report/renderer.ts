// HTML to PDF with puppeteer-core driving the system Chromium: one browser shared by every request (launched on
// first use, launched again if it dies), a page per request, at most RENDER.concurrency pages at once with a short
// queue, and a timeout. No browser, a full queue or a timeout is a 503 `unavailable`, never a crash. Pages run
// without JavaScript, and every request a page makes other than for the document's own inline data (data: URLs) is
// aborted, so a report can reach neither the network nor the file system whatever its text holds.
// Shared fairly: an organisation has at most RENDER.perOrganization renders rendering or waiting (one more is 429
// with Retry-After), and a freed page goes to the waiting organisation with the fewest renders running.
import fs from 'node:fs';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { ApiError } from '../errors';
import type { Logger } from '../log';
import { CHROMIUM_CANDIDATES, RENDER } from './thresholds';

export interface PdfPage {
  html: string;
  headerTemplate: string;
  footerTemplate: string;
}

export interface RendererOptions {
  /** CHROMIUM_PATH; when unset the first of CHROMIUM_CANDIDATES that exists. */
  executablePath?: string;
  concurrency?: number;
  maxQueued?: number;
  timeoutMs?: number;
  perOrganization?: number;
}

interface Waiter {
  organizationId: string;
  start(): void;
}

export function findChromium(configured: string | undefined): string | null {
  if (configured) return configured;
  return CHROMIUM_CANDIDATES.find((p) => fs.existsSync(p)) ?? null;
}

const unavailable = (detail: string) => new ApiError('unavailable', detail, {}, { 'Retry-After': '30' });

export class PdfRenderer {
  private browser: Promise<Browser> | null = null;
  private active = 0;
  private readonly waiting: Waiter[] = [];
  /** Renders in flight (rendering or waiting) and rendering, by organisation. */
  private readonly inFlight = new Map<string, number>();
  private readonly rendering = new Map<string, number>();
  private readonly concurrency: number;
  private readonly maxQueued: number;
  private readonly timeoutMs: number;
  private readonly perOrganization: number;

  constructor(
    private readonly options: RendererOptions,
    private readonly log: Logger,
  ) {
    this.concurrency = options.concurrency ?? RENDER.concurrency;
    this.maxQueued = options.maxQueued ?? RENDER.maxQueued;
    this.timeoutMs = options.timeoutMs ?? RENDER.timeoutMs;
    this.perOrganization = options.perOrganization ?? RENDER.perOrganization;
  }

  private launch(): Promise<Browser> {
    if (this.browser) return this.browser;
    const executablePath = findChromium(this.options.executablePath);
    if (!executablePath) {
      return Promise.reject(
        unavailable('No Chromium was found to render the report: install the Debian package chromium or set CHROMIUM_PATH.'),
      );
    }
    const started = Date.now();
    const launching = puppeteer
      .launch({
        executablePath,
        headless: true,
        // The setuid sandbox cannot run as root (containers); elsewhere Chromium keeps its sandbox.
        args: [
          ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
          '--disable-gpu',
          '--disable-dev-shm-usage',
          '--font-render-hinting=none',
        ],
      })
      .then((browser) => {
        this.log.info({ executablePath, ms: Date.now() - started }, 'pdf renderer: browser started');
        browser.on('disconnected', () => {
          if (this.browser === launching) this.browser = null;
          this.log.warn('pdf renderer: browser disconnected; the next report starts a new one');
        });
        return browser;
      })
      .catch((error: unknown) => {
        this.browser = null;
        this.log.error({ err: error, executablePath }, 'pdf renderer: browser failed to start');
        throw unavailable(`The PDF renderer could not start a browser at ${executablePath}; check the installation or set CHROMIUM_PATH.`);
      });
    this.browser = launching;
    return launching;
  }

  private static add(counts: Map<string, number>, key: string, by: number): void {
    const n = (counts.get(key) ?? 0) + by;
    if (n > 0) counts.set(key, n);
    else counts.delete(key);
  }

  /** Waits for a page; the returned function gives it back (to the waiter whose organisation renders least). */
  private async slot(organizationId: string): Promise<() => void> {
    if ((this.inFlight.get(organizationId) ?? 0) >= this.perOrganization) {
      throw new ApiError(
        'rate_limited',
        `This organisation already has ${this.perOrganization} reports rendering or waiting; try again when one is done.`,
        {},
        { 'Retry-After': String(RENDER.shareRetrySeconds) },
      );
    }
    if (this.active >= this.concurrency && this.waiting.length >= this.maxQueued)
      throw unavailable('The PDF renderer is busy; try again shortly.');
    PdfRenderer.add(this.inFlight, organizationId, 1);
    if (this.active >= this.concurrency) await new Promise<void>((start) => this.waiting.push({ organizationId, start }));
    else this.active += 1;
    PdfRenderer.add(this.rendering, organizationId, 1);
    return () => {
      PdfRenderer.add(this.rendering, organizationId, -1);
      PdfRenderer.add(this.inFlight, organizationId, -1);
      const next = this.nextWaiter();
      if (next) next.start();
      else this.active -= 1;
    };
  }

  /** The first waiter of the organisation with the fewest renders running (the earliest of equals). */
  private nextWaiter(): Waiter | undefined {
    let best = -1;
    this.waiting.forEach((w, i) => {
      if (best < 0 || (this.rendering.get(w.organizationId) ?? 0) < (this.rendering.get(this.waiting[best].organizationId) ?? 0)) best = i;
    });
    return best < 0 ? undefined : this.waiting.splice(best, 1)[0];
  }

  /** Renders for `organizationId`, whose share of the renderer is RENDER.perOrganization renders in flight. */
  async render(doc: PdfPage, organizationId: string): Promise<Buffer> {
    const release = await this.slot(organizationId);
    let page: Page | null = null;
    let timedOut = false;
    // The slot is given back only when the page is closed, so a timed-out render still counts until it stops.
    const work = (async () => {
      try {
        page = await (await this.launch()).newPage();
        if (timedOut) throw unavailable('timed out');
        await page.setJavaScriptEnabled(false);
        await page.setRequestInterception(true);
        page.on('request', (request) => {
          // The document itself is set in place (about:blank); its charts and images are inline data.
          const url = request.url();
          if (url.startsWith('data:') || url === 'about:blank') void request.continue();
          else void request.abort('blockedbyclient');
        });
        await page.setContent(doc.html, { waitUntil: 'load' });
        const pdf = await page.pdf({
          format: 'A4',
          printBackground: true,
          displayHeaderFooter: true,
          headerTemplate: doc.headerTemplate,
          footerTemplate: doc.footerTemplate,
          margin: { top: '22mm', bottom: '18mm', left: '16mm', right: '16mm' },
          timeout: this.timeoutMs,
        });
        return Buffer.from(pdf);
      } finally {
        await (page as Page | null)?.close().catch(() => undefined);
        release();
      }
    })();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        timedOut = true;
        void (page as Page | null)?.close().catch(() => undefined);
        reject(unavailable(`The report took longer than ${this.timeoutMs / 1000} s to render.`));
      }, this.timeoutMs);
    });
    work.catch(() => undefined); // a render that fails after its timeout answered has no one left to tell
    try {
      return await Promise.race([work, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    const browser = this.browser;
    this.browser = null;
    if (browser) await browser.then((b) => b.close()).catch(() => undefined);
  }
}
