// The service as `fieldwork serve` runs it, forked by chaos/cluster.ts so the parent can kill it with SIGKILL and read
// its memory (process.memoryUsage(), every MEMORY_EVERY_MS, over IPC) during the soak. CHAOS_LOG_LEVEL (default
// silent) shows its log on stderr: `error` names what cut a response short.
import { buildAt } from '../harness/build';

const MEMORY_EVERY_MS = 5000;

async function main() {
  const m = buildAt().modules;
  const services = await m.server.createServices(
    m.config.loadConfig(),
    m.log.createLogger(process.env.CHAOS_LOG_LEVEL ?? 'silent', process.stderr),
  );
  const running = await m.server.startServer(services);
  process.send?.({ ready: true, url: running.url });
  setInterval(() => process.send?.({ memory: process.memoryUsage() }), MEMORY_EVERY_MS).unref();
  process.on('disconnect', () => process.exit(0));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
