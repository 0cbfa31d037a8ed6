// SQLite's write-ahead log is copied back into the database file by a checkpoint, which syncs both files to disk. Run
// by the connection that commits (SQLite's default, every 1,000 pages), it stalls the event loop for the sync: a
// commit that usually takes ~60 µs took 10-20 ms each time one fell due. So a worker thread with its own connection
// checkpoints the log in the background, every SQLITE_CHECKPOINT.intervalMs, without waiting for readers or writers
// (PASSIVE); the serving connection keeps SQLite's own checkpoint only as a fallback, at a higher mark.
import { Worker } from 'node:worker_threads';

export const SQLITE_CHECKPOINT = {
  /** How often the background connection checkpoints the log. */
  intervalMs: 100,
  /** Log pages after which the serving connection checkpoints itself (the background one fell behind or stopped). */
  fallbackPages: 10_000,
} as const;

// The worker's code (plain CommonJS, evaluated: no file to find from both the sources and the build).
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
const checkpoint = () => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // busy (another checkpoint runs) or closing: the next tick tries again
  }
};
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface Checkpointer {
  /** Stops the background checkpoints and closes the worker's connection. */
  stop(): Promise<void>;
}

/** Checkpoints the SQLite database `file` (in WAL mode) from a worker thread until stopped. */
export function startCheckpointer(file: string): Checkpointer {
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: { file, driver: require.resolve('better-sqlite3'), intervalMs: SQLITE_CHECKPOINT.intervalMs },
  });
  worker.unref(); // a command-line run ends when its work does
  worker.on('error', () => {}); // the serving connection's own checkpoints take over
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    stop: async () => {
      worker.ref(); // the caller waits for it: keep the process up until it is gone
      worker.postMessage('stop');
      await exited;
    },
  };
}
