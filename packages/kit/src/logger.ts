import { type Logger, type LoggerOptions, pino } from 'pino';
import { currentContext } from './context.js';

export type { Logger };

/**
 * Personal data and secrets never reach the logs: these keys are censored wherever they appear
 * in a logged object (one or two levels deep, which covers request bodies and payloads).
 */
const REDACTED_KEYS = [
  'password',
  'passwordConfirm',
  'new_password',
  'currentPassword',
  'token',
  'authorization',
  'cookie',
  'email',
  'phone',
  'mobile_number',
];
const redactPaths = [
  ...REDACTED_KEYS.flatMap((key) => [`*.${key}`, `*.*.${key}`]),
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

export function createLogger(options: { name: string; level?: string; destination?: pino.DestinationStream }): Logger {
  const config: LoggerOptions = {
    name: options.name,
    level: options.level ?? 'info',
    redact: { paths: redactPaths, censor: '[redacted]' },
    // Every line a request causes carries its correlation id, without passing loggers around.
    mixin() {
      const context = currentContext();
      return context ? { correlationId: context.correlationId } : {};
    },
  };
  return options.destination ? pino(config, options.destination) : pino(config);
}
