// A webhook receiver for a laptop: verifies each delivery with the Standard Webhooks library and prints it.
// Run it with the secret `fieldwork listen` signs with (README, "Five minutes with curl": a response's life):
//   FIELDWORK_WEBHOOK_SECRET=whsec_... node examples/webhook-receiver.js     (listens on PORT, default 8080)
const http = require('node:http');
const { Webhook } = require('standardwebhooks');

const verifier = new Webhook(process.env.FIELDWORK_WEBHOOK_SECRET);
const seen = new Set(); // deliveries are at least once: deduplicate on the event id (use your database)

http
  .createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      let event;
      try {
        event = verifier.verify(body, req.headers); // the signature, and a timestamp within 5 minutes
      } catch {
        console.log('refused: the signature does not verify');
        return res.writeHead(400).end();
      }
      if (!seen.has(event.id)) {
        seen.add(event.id);
        const about = event.data.response ? `response ${event.data.response.id}, ${event.data.response.answers.length} answers` : '';
        console.log(`verified ${event.type} ${event.id} ${about}`);
      }
      res.writeHead(204).end(); // any 2xx acknowledges
    });
  })
  .listen(Number(process.env.PORT ?? 8080), () => console.log(`receiving on http://localhost:${process.env.PORT ?? 8080}/`));
