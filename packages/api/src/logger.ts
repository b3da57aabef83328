import { pino, type Logger } from 'pino';

export type { Logger };

/** One structured JSON logger for the process; requests get a child with their id (http/requestLogging.ts). */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'yardstick-api' },
    // Credentials never reach the log, whatever gets logged.
    redact: [
      'req.headers.cookie',
      'req.headers["x-api-key"]',
      'req.headers.authorization',
      'res.headers["set-cookie"]',
    ],
  });
}
