// Abandonment (D9): in-progress sessions idle for ABANDON_AFTER_MINUTES become abandoned. Every server process
// sweeps on a timer; the status guard in the UPDATE makes each move happen exactly once across processes.
import type { Services } from '../services';
import { abandonIdle } from './repository';

/** Sessions moved per UPDATE, so one sweep never holds a long write lock. */
export const SWEEP_BATCH = 1000;

export async function sweepAbandoned(services: Pick<Services, 'db' | 'config'>, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - services.config.abandonAfterMinutes * 60_000).toISOString();
  let total = 0;
  for (;;) {
    const moved = await abandonIdle(services.db.kysely, cutoff, SWEEP_BATCH);
    total += moved.length;
    if (moved.length < SWEEP_BATCH) return total;
  }
}

/** Starts the periodic sweep; returns a function that stops it. */
export function startAbandonSweep(services: Services): () => void {
  const seconds = services.config.abandonSweepSeconds;
  if (!(seconds > 0)) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepAbandoned(services)
      .then((n) => n && services.log.info({ abandoned: n }, 'abandoned idle sessions'))
      .catch((err: unknown) => services.log.error({ err }, 'abandonment sweep failed'))
      .finally(() => (running = false));
  }, seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
