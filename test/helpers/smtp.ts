// A real SMTP server inside the test process (the smtp-server package): it receives what the dispatcher sends over
// SMTP and keeps each message parsed (mailparser). `script` gives an address its answers to RCPT TO in turn (a
// number is a refusal with that reply code; 250 accepts), so tests can make a server fail on purpose.
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';

export interface Received {
  to: string;
  parsed: ParsedMail;
  raw: string;
}

export interface TestSmtp {
  url: string;
  received: Received[];
  script: Map<string, number[]>;
  close(): Promise<void>;
}

export async function startSmtp(): Promise<TestSmtp> {
  const received: Received[] = [];
  const script = new Map<string, number[]>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true, // no DNS on a test machine: a reverse lookup per connection only waits
    logger: false,
    onRcptTo(address, _session, callback) {
      const answers = script.get(address.address.toLowerCase());
      const code = answers?.length ? (answers.shift() as number) : 250;
      if (code === 250) return callback();
      const error = Object.assign(new Error(code >= 500 ? 'No such user here' : 'Try again later'), { responseCode: code });
      return callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        void simpleParser(raw).then((parsed) => {
          for (const rcpt of session.envelope.rcptTo) received.push({ to: rcpt.address.toLowerCase(), parsed, raw });
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, script, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
