// HTML to PDF with puppeteer-core driving the system Chromium: one browser shared by every request (launched on
// first use, launched again if it dies), a page per request, at most RENDER.concurrency pages at once with a short
// queue, and a timeout. No browser, a full queue or a timeout is a 503 `unavailable`, never a crash. Pages run
// without JavaScript and the document's Content-Security-Policy allows no network fetch.
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
}

export function findChromium(configured: string | undefined): string | null {
  if (configured) return configured;
  return CHROMIUM_CANDIDATES.find((p) => fs.existsSync(p)) ?? null;
}

const unavailable = (detail: string) => new ApiError('unavailable', detail, {}, { 'Retry-After': '30' });

export class PdfRenderer {
  private browser: Promise<Browser> | null = null;
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly concurrency: number;
  private readonly maxQueued: number;
  private readonly timeoutMs: number;

  constructor(
    private readonly options: RendererOptions,
    private readonly log: Logger,
  ) {
    this.concurrency = options.concurrency ?? RENDER.concurrency;
    this.maxQueued = options.maxQueued ?? RENDER.maxQueued;
    this.timeoutMs = options.timeoutMs ?? RENDER.timeoutMs;
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

  private async slot(): Promise<() => void> {
    if (this.active >= this.concurrency) {
      if (this.waiting.length >= this.maxQueued) throw unavailable('The PDF renderer is busy; try again shortly.');
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active += 1;
    }
    return () => {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    };
  }

  async render(doc: PdfPage): Promise<Buffer> {
    const release = await this.slot();
    let page: Page | null = null;
    let timedOut = false;
    // The slot is given back only when the page is closed, so a timed-out render still counts until it stops.
    const work = (async () => {
      try {
        page = await (await this.launch()).newPage();
        if (timedOut) throw unavailable('timed out');
        await page.setJavaScriptEnabled(false);
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
