import { type Logger, type LoggerOptions, pino } from 'pino';
import pretty from 'pino-pretty';
import { currentContext } from './context.js';
import { loggableError, redactObject, redactValue, scrubText } from './log-redaction.js';
import { activeTraceId } from './tracing/tracer.js';

/** For code that builds its own log text (request URLs): the same scrubbing the logger applies. */
export { loggableError, REDACTED, scrubText } from './log-redaction.js';
export type { Logger };
/** Where log lines are written (stdout unless a test captures them). */
export type LogDestination = pino.DestinationStream;

/**
 * Personal data and secrets never reach the logs (log-redaction.ts): every call's object is
 * walked to any depth and censored by key, free text loses e-mail addresses and phone numbers,
 * and errors lose what database drivers attach (query parameters, `detail`).
 */
const hooks: LoggerOptions['hooks'] = {
  logMethod(args, method) {
    const [first, ...rest] = args as unknown[];
    if (first instanceof Error) {
      const err = loggableError(first);
      const message = rest.length > 0 ? rest : [err.message];
      return method.apply(this, [{ err }, ...message.map(redactValue)] as Parameters<typeof method>);
    }
    const safe = args.map((arg) =>
      typeof arg === 'string' ? scrubText(arg) : typeof arg === 'object' && arg !== null ? redactValue(arg) : arg,
    );
    return method.apply(this, safe as Parameters<typeof method>);
  },
};

/**
 * A person at a terminal (`npm start`) reads lines, not JSON: pino-pretty, in this process (no
 * worker thread). Anything else — a container, a pipe, a file, CI — gets pino's JSON lines.
 */
function terminalDestination(): LogDestination {
  return process.stdout.isTTY
    ? pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', sync: true })
    : pino.destination(1);
}

export function createLogger(options: { name: string; level?: string; destination?: LogDestination }): Logger {
  const config: LoggerOptions = {
    name: options.name,
    level: options.level ?? 'info',
    hooks,
    // Errors reaching a serializer unwalked (a child's own serializers ran first) get the same treatment.
    serializers: { err: (value: unknown) => (value instanceof Error ? loggableError(value) : value) },
    // Every line a request causes carries its correlation id, without passing loggers around.
    // With tracing on, the trace id too: a log line leads to its trace and back.
    mixin() {
      const context = currentContext();
      const traceId = activeTraceId();
      return {
        ...(context ? { correlationId: context.correlationId } : {}),
        ...(traceId ? { traceId } : {}),
      };
    },
  };
  const logger = pino(config, options.destination ?? terminalDestination());
  // pino applies no formatter to a child's bindings; children inherit this from the root.
  const child = logger.child;
  logger.child = function (this: Logger, bindings, childOptions) {
    return child.call(this, redactObject(bindings), childOptions);
  } as typeof logger.child;
  return logger;
}
