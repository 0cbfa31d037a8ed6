// Email delivery limits and timings (docs/design/email.md): one name for each, read by the dispatcher and the configuration.
export const EMAIL = {
  /** Messages one process leases at a time, and how long it holds them before another process may take them. */
  leaseBatch: 50,
  leaseSeconds: 120,
  /** A temporary failure (SMTP 4xx, a refused or dropped connection) is retried after these delays, then failed. */
  retryDelaysSeconds: [30, 120, 600, 3600],
  /** How long one SMTP conversation may take. */
  smtpTimeoutMs: 20_000,
  /** SMTP connections each process keeps open to the mail server. */
  smtpConnections: 3,
  /** Recipients per insert statement. */
  insertChunk: 500,
  /** A message's subject and plain-text body (placeholders included). */
  maxSubjectLength: 200,
  maxBodyLength: 20_000,
  /** The DKIM selector of the records `fieldwork domain add` lists. */
  dkimSelector: 'fieldwork',
} as const;

/** The placeholders a body may use; `{{link}}` (the recipient's personal link) is required. */
export const PLACEHOLDERS = ['firstName', 'lastName', 'link', 'unsubscribeLink'] as const;
