import type { FastifyInstance, FastifySchema } from 'fastify';
import type { Registry } from 'prom-client';

export interface ReadinessCheck {
  name: string;
  check(): Promise<void>;
  /**
   * false: the process still serves what it can while this fails (NATS: the outbox holds the
   * events; Redis: rate limits fall back to memory), so /readyz stays 200 and says "degraded".
   * Taking every pod out of its Service for such an outage would take the whole site down.
   * Default true: the process cannot serve without it (its database).
   */
  critical?: boolean;
}

const CHECK_TIMEOUT_MS = 2000;
// Operational endpoints stay out of the public API description.
const hidden = { schema: { hide: true } as FastifySchema, logLevel: 'warn' as const };

async function runCheck(check: ReadinessCheck): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check.check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`timed out after ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
      }),
    ]);
    return 'ok';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * /healthz: the process is alive. /readyz: it is not shutting down and its critical dependencies
 * answer (a 503 takes it out of load balancing); a failing non-critical one gives 200 "degraded".
 * /metrics: Prometheus text format.
 * On a public port (`exposure: 'public'`) /metrics is not served and /readyz gives its status
 * only: which dependency failed, and how, is for the internal port.
 */
export function registerHealthRoutes(
  // biome-ignore lint/suspicious/noExplicitAny: any Fastify flavour (logger, type provider) may host these.
  app: FastifyInstance<any, any, any, any, any>,
  options: {
    checks: ReadinessCheck[];
    registry: Registry;
    isShuttingDown: () => boolean;
    prefix?: string;
    /** 'internal' (the default): all three, with details. 'public': /healthz and a bare /readyz. */
    exposure?: 'internal' | 'public';
  },
): void {
  const prefix = options.prefix ?? '';
  const internal = (options.exposure ?? 'internal') === 'internal';
  app.get(`${prefix}/healthz`, hidden, async () => ({ status: 'ok' }));
  app.get(`${prefix}/readyz`, hidden, async (_request, reply) => {
    if (options.isShuttingDown()) return reply.code(503).send({ status: 'shutting down', checks: {} });
    const results = await Promise.all(options.checks.map(async (c) => [c, await runCheck(c)] as const));
    const failed = results.filter(([, result]) => result !== 'ok').map(([c]) => c);
    const ready = failed.every((c) => c.critical === false);
    const status = !ready ? 'not ready' : failed.length > 0 ? 'degraded' : 'ready';
    const checks = Object.fromEntries(results.map(([c, result]) => [c.name, result]));
    return reply.code(ready ? 200 : 503).send(internal ? { status, checks } : { status });
  });
  if (!internal) {
    // A plain 404 (not a web app page), so a scraper pointed at the public port fails loudly.
    app.get(`${prefix}/metrics`, hidden, async (_request, reply) =>
      reply.code(404).send({ message: `Not found: GET ${prefix}/metrics` }),
    );
    return;
  }
  app.get(`${prefix}/metrics`, hidden, async (_request, reply) => {
    reply.header('content-type', options.registry.contentType);
    return options.registry.metrics();
  });
}
