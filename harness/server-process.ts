// The service as an operator runs it (`fieldwork serve`), in a process of its own: for the benchmarks that read a
// server's CPU time from /proc, and the chaos runs that kill it. Resolves once /readyz answers 200.
import { spawn, type ChildProcess } from 'node:child_process';
import { ROOT, buildAt, type Build } from './build';
import { freePort } from './free-port';
import { sleep } from './stats';

/** Limits a load generator would trip over on purpose: out of the way unless the caller sets them. */
export const UNLIMITED = { RATE_LIMIT_PER_MINUTE: '100000000', COLLECT_RATE_LIMIT_PER_MINUTE: '100000000' } as const;

export interface ServerProcess {
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** SIGINT, and resolves when the process has exited (a graceful stop). */
  stop(): Promise<void>;
  /** SIGKILL, and resolves when the process has exited (a server stuck in a computation, or a crash on purpose). */
  kill(): Promise<void>;
}

export interface ServeOptions {
  build?: Build;
  env?: Record<string, string>;
  /** Node's own flags before the script (e.g. --cpu-prof). */
  nodeArgs?: string[];
  readyWithinMs?: number;
}

export async function waitReady(url: string, withinMs = 20_000): Promise<void> {
  const until = Date.now() + withinMs;
  for (;;) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`not ready within ${withinMs} ms: ${url}`);
    await sleep(10);
  }
}

export async function serve(options: ServeOptions = {}): Promise<ServerProcess> {
  const build = options.build ?? buildAt();
  const port = await freePort();
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), build.bin, 'serve'], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...options.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const failed = exited.then(() => {
    throw new Error(`the server on port ${port} exited before it was ready`);
  });
  try {
    await Promise.race([waitReady(url, options.readyWithinMs), failed]);
  } catch (error) {
    // A server not ready in time is stopped, or it would go on writing to the data it was given behind the caller's back.
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    throw error;
  }
  failed.catch(() => {}); // exits after readiness are the caller's
  return {
    url,
    port,
    pid: child.pid as number,
    child,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
      await exited;
    },
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/**
 * A TypeScript file of this checkout in a process of its own, run the way this process runs (tsx's loader is in
 * process.execArgv when the caller was started by tsx).
 */
export function spawnScript(file: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [...process.execArgv, file], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
