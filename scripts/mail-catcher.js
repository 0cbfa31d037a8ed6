#!/usr/bin/env node
// `npm run mail-catcher`: a local SMTP server that accepts every message and prints it (recipient, subject, the
// unsubscribe header and the plain text), for trying email sends without a real mail server:
//   SMTP_URL=smtp://127.0.0.1:2525 npm start
// MAIL_CATCHER_PORT=<port> listens elsewhere (then give that port in SMTP_URL).
'use strict';
const { SMTPServer } = require('smtp-server');
const { simpleParser } = require('mailparser');

const port = Number(process.env.MAIL_CATCHER_PORT ?? 2525);
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  disableReverseLookup: true,
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream).then((mail) => {
      const to = session.envelope.rcptTo.map((r) => r.address).join(', ');
      const unsubscribe = mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line ?? '(no List-Unsubscribe)';
      process.stdout.write(`\n--- to ${to} | ${mail.subject}\n${unsubscribe}\n${(mail.text ?? '').trim()}\n`);
      callback();
    }, callback);
  },
});
server.on('error', (error) => {
  const why = error.code === 'EADDRINUSE' ? `port ${port} is taken (another mail catcher?)` : error.message;
  process.stderr.write(`mail catcher: ${why}; MAIL_CATCHER_PORT=<port> npm run mail-catcher listens elsewhere\n`);
  process.exit(1);
});
server.listen(port, '127.0.0.1', () => process.stdout.write(`mail catcher: smtp://127.0.0.1:${port} (Ctrl-C to stop)\n`));
