import type { FastifyInstance, FastifySchema } from 'fastify';
import type { Registry } from 'prom-client';

export interface ReadinessCheck {
  name: string;
  check(): Promise<void>;
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
 * /healthz: the process is alive. /readyz: its dependencies answer and it is not shutting
 * down (a 503 takes it out of load balancing). /metrics: Prometheus text format.
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
    const results = await Promise.all(options.checks.map(async (c) => [c.name, await runCheck(c)] as const));
    const ready = results.every(([, result]) => result === 'ok');
    const status = ready ? 'ready' : 'not ready';
    return reply.code(ready ? 200 : 503).send(internal ? { status, checks: Object.fromEntries(results) } : { status });
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
