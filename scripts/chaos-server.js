// The service as `fieldwork serve` runs it, forked by scripts/chaos.js so the parent can kill it with SIGKILL and
// read its memory (process.memoryUsage(), every MEMORY_EVERY_MS, over IPC) during the soak.
'use strict';
const path = require('node:path');

const dist = (p) => require(path.join(__dirname, '..', 'dist/src', p));
const MEMORY_EVERY_MS = 5000;

(async () => {
  const services = await dist('server').createServices(dist('config').loadConfig(), dist('log').createLogger('silent'));
  const running = await dist('server').startServer(services);
  process.send?.({ ready: true, url: running.url });
  setInterval(() => process.send?.({ memory: process.memoryUsage() }), MEMORY_EVERY_MS).unref();
  process.on('disconnect', () => process.exit(0));
})().catch((err) => {
  console.error(err);
  process.exit(1);
});
