// The public health check runs its analysis off the event loop: one worker thread, a bounded queue, and a time budget.
// Whatever a caller sends, the process goes on answering everyone else (/healthz included) while it is analysed; an
// analysis over the budget has its worker ended (and a new one started for the next), and a full queue is refused at
// once. The patterns themselves are linear (src/text-scan.ts); this is the second line, for whatever they missed.
import { Worker } from 'node:worker_threads';
import { ApiError } from '../errors';
import type { HealthCheckResult } from './analyze';
import type { JobOutcome } from './job';
import { NoQuestions } from './parse';
import { HEALTH_CHECK, type Mode } from './thresholds';

// The worker's code (plain CommonJS, evaluated, like the SQLite checkpointer's). From the build it loads job.js; from
// the TypeScript sources (the tests) it compiles job.ts and its imports with SWC, as the build does.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
if (workerData.job.endsWith('.ts')) {
  const fs = require('node:fs');
  const Module = require('node:module');
  const swc = require(workerData.swc);
  Module._extensions['.ts'] = (module, filename) => {
    const options = { filename, jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } };
    module._compile(swc.transformSync(fs.readFileSync(filename, 'utf8'), options).code, filename);
  };
}
const { runAnalysis } = require(workerData.job);
parentPort.on('message', ({ id, mode, content }) => {
  try {
    parentPort.postMessage({ id, outcome: runAnalysis(mode, content) });
  } catch (error) {
    parentPort.postMessage({ id, failure: String(error && error.stack ? error.stack : error) });
  }
});
`;

interface Task {
  id: number;
  mode: Mode;
  content: string;
  resolve(result: HealthCheckResult): void;
  reject(error: unknown): void;
}

type Reply = { id: number; outcome: JobOutcome } | { id: number; failure: string };

export class AnalysisPool {
  private worker: Worker | null = null;
  private running: { task: Task; timer: NodeJS.Timeout } | null = null;
  private readonly waiting: Task[] = [];
  private nextId = 0;
  private closed = false;

  private readonly limits: { timeoutMs: number; queue: number; job: string };

  /** `job`: the module whose `runAnalysis` the worker calls (./job; tests name one that fails or never ends). */
  constructor(options: Partial<{ timeoutMs: number; queue: number; job: string }> = {}) {
    this.limits = { timeoutMs: HEALTH_CHECK.timeoutMs, queue: HEALTH_CHECK.queue, job: require.resolve('./job'), ...options };
  }

  /** Analyses in the worker; 503 at once when `queue` analyses already wait, 400 when it takes over `timeoutMs`. */
  analyze(mode: Mode, content: string): Promise<HealthCheckResult> {
    if (this.closed) return Promise.reject(new ApiError('unavailable', 'The service is shutting down.'));
    if (this.waiting.length >= this.limits.queue) {
      return Promise.reject(
        new ApiError(
          'unavailable',
          'The health check is busy; retry in a few seconds.',
          {},
          { 'Retry-After': String(HEALTH_CHECK.busyRetrySeconds) },
        ),
      );
    }
    return new Promise((resolve, reject) => {
      this.waiting.push({ id: ++this.nextId, mode, content, resolve, reject });
      this.pump();
    });
  }

  /** Ends the worker; analyses still waiting are refused. */
  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.waiting.splice(0)) task.reject(new ApiError('unavailable', 'The service is shutting down.'));
    if (this.running) this.finish((t) => t.reject(new ApiError('unavailable', 'The service is shutting down.')));
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }

  private pump(): void {
    if (this.running || this.closed) return;
    const task = this.waiting.shift();
    if (!task) {
      this.worker?.unref(); // idle: a command-line run may end
      return;
    }
    const worker = this.ensureWorker();
    worker.ref();
    const timer = setTimeout(() => {
      // Over budget: the worker is stuck in this analysis. End it; the next task gets a new one.
      this.finish((t) =>
        t.reject(
          new ApiError(
            'invalid_request',
            `The content took over ${this.limits.timeoutMs / 1000} s to analyse; send fewer or shorter questions.`,
          ),
        ),
      );
      this.worker = null;
      void worker.terminate();
      this.pump();
    }, this.limits.timeoutMs);
    this.running = { task, timer };
    worker.postMessage({ id: task.id, mode: task.mode, content: task.content });
  }

  private finish(settle: (task: Task) => void): void {
    const running = this.running;
    if (!running) return;
    clearTimeout(running.timer);
    this.running = null;
    settle(running.task);
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER, {
      eval: true,
      // SWC (a development dependency) only where the job is TypeScript: a production install may leave it out.
      workerData: { job: this.limits.job, swc: this.limits.job.endsWith('.ts') ? require.resolve('@swc/core') : null },
    });
    worker.on('message', (reply: Reply) => {
      if (this.running?.task.id !== reply.id) return;
      this.finish((task) => {
        if ('failure' in reply) task.reject(new Error(`health check analysis failed: ${reply.failure}`));
        else if ('noQuestions' in reply.outcome) task.reject(new NoQuestions(reply.outcome.noQuestions));
        else task.resolve(reply.outcome.result);
      });
      this.pump();
    });
    worker.on('error', (error) => {
      if (this.worker === worker) this.worker = null;
      this.finish((task) => task.reject(error));
      this.pump();
    });
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = null;
    });
    this.worker = worker;
    return worker;
  }
}
