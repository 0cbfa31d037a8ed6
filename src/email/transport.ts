// How a message reaches the mail server: nodemailer over SMTP_URL (its pooled SMTP transport; TLS by the URL's
// scheme or STARTTLS), signed with the organisation's DKIM key when it sends from a verified domain. The dispatcher
// takes any MailTransport, so tests can fail on purpose; the real SMTP tests use this one against smtp-server.
import nodemailer from 'nodemailer';
import type { Message } from './message';
import { EMAIL } from './thresholds';

export interface Dkim {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

/** A refusal from the mail server: `code` is its SMTP reply code (5xx permanent, 4xx temporary), null for a network error. */
export class MailRefused extends Error {
  constructor(
    readonly code: number | null,
    message: string,
  ) {
    super(message);
  }
  get permanent(): boolean {
    return this.code !== null && this.code >= 500;
  }
}

export interface MailTransport {
  send(message: Message, dkim: Dkim | null): Promise<void>;
  close(): void;
}

export function smtpTransport(url: string): MailTransport {
  // A pool of kept-open SMTP connections: one conversation per message, not one connection. (nodemailer's pool
  // ignores a `url` option, so the URL is taken apart here.)
  const u = new URL(url);
  const secure = u.protocol === 'smtps:';
  const transporter = nodemailer.createTransport({
    host: u.hostname,
    port: u.port ? Number(u.port) : secure ? 465 : 587,
    secure,
    ...(u.username ? { auth: { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } } : {}),
    pool: true,
    maxConnections: EMAIL.smtpConnections,
    connectionTimeout: EMAIL.smtpTimeoutMs,
    greetingTimeout: EMAIL.smtpTimeoutMs,
    socketTimeout: EMAIL.smtpTimeoutMs,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    async send(message, dkim) {
      try {
        await transporter.sendMail({ ...message, ...(dkim ? { dkim } : {}) });
      } catch (error) {
        // A refused recipient (RCPT TO) arrives as an envelope error that carries the server's reply per address.
        type Refusal = { responseCode?: number; response?: string; message?: string };
        const e = error as Refusal & { rejectedErrors?: Refusal[] };
        const reply = e.rejectedErrors?.[0] ?? e;
        throw new MailRefused(
          reply.responseCode ?? e.responseCode ?? null,
          (reply.response ?? e.response ?? e.message ?? String(error)).slice(0, 300),
        );
      }
    },
    close: () => transporter.close(),
  };
}
