import pino from 'pino';

export type LogFormat = 'json' | 'pretty';

/**
 * Structured logs. Secrets are redacted wherever they may appear. `pretty` (development's default)
 * prints readable coloured lines to the terminal; `json` (production's) one JSON object a line
 * for a log collector. Both carry the same fields.
 */
export function createLogger(level: string, format: LogFormat = 'json') {
  const options: pino.LoggerOptions = {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.token',
        '*.passwordHash',
      ],
      censor: '[redacted]',
    },
  };
  if (format === 'pretty' && level !== 'silent') {
    // Loaded only when asked for, so production never needs it. Synchronous: the last line
    // before an exit (a failed start) is never lost.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const pretty = require('pino-pretty') as typeof import('pino-pretty');
    return pino(options, pretty({ sync: true, colorize: process.stdout.isTTY, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' }));
  }
  return pino(options);
}

export type Logger = ReturnType<typeof createLogger>;
