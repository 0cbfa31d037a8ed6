// Structured logs (pino). Secrets never reach them: credentials are redacted wherever they could appear.
import pino from 'pino';

export type Logger = pino.Logger;

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'fieldwork' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: {
        paths: ['authorization', 'cookie', 'key', 'secret', 'secretKey', '*.authorization', '*.cookie', '*.secret'],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
