// A real SMTP server inside this process (the smtp-server package), for the tests and the email benchmark: it receives
// what the dispatcher sends over SMTP and keeps each message parsed (mailparser), or, with `parse: false` (a benchmark
// that should spend its CPU on the sender), only counts messages per recipient. `script` gives an address its answers to RCPT TO in turn (a
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
  /** Messages per recipient address (lower case), parsed or not. */
  counts: Map<string, number>;
  script: Map<string, number[]>;
  close(): Promise<void>;
}

export async function startSmtp(options: { parse?: boolean } = {}): Promise<TestSmtp> {
  const parse = options.parse ?? true;
  const received: Received[] = [];
  const counts = new Map<string, number>();
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
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        for (const address of to) counts.set(address, (counts.get(address) ?? 0) + 1);
        if (!parse) return callback();
        const raw = Buffer.concat(chunks).toString('utf8');
        void simpleParser(raw).then((parsed) => {
          for (const address of to) received.push({ to: address, parsed, raw });
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    counts,
    script,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
