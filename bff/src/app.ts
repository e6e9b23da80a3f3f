import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { EventListening, Logger, ReadinessCheck } from '@localpros/kit';
import { registerHealthRoutes } from '@localpros/kit';
import Fastify, { type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Registry } from 'prom-client';
import type { ServiceClients } from './clients.js';
import type { BffConfig } from './config.js';
import { RedisOutageNotice, redisStoreWithMemoryFallback } from './http/redis-rate-limit-store.js';
import { requestLogView } from './http/request-log.js';
import { schemaSerializerCompiler } from './http/response-serializer.js';
import { fastifyTrustProxy } from './http/trust-proxy.js';
import { LeadLists } from './leads/lead-lists.js';
import { liveStreamsPlugin } from './live/live-plugin.js';
import { afterPaintStarterCspSource } from './pages/after-paint-preloads.js';
import { cardFormCspSources, cardFormSettings } from './pages/square-web-payments.js';
import { apiDocsPlugin } from './plugins/api-docs.js';
import { authPlugin } from './plugins/auth.js';
import { csrfPlugin } from './plugins/csrf.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { httpMetricsPlugin } from './plugins/http-metrics.js';
import { impersonationAuditPlugin } from './plugins/impersonation-audit.js';
import { rateLimitsPlugin } from './plugins/rate-limits.js';
import { requestContextPlugin, requestIdFrom } from './plugins/request-context.js';
import { routeAccessPlugin } from './plugins/route-access.js';
import { securityHeadersPlugin, tagManagerCspHosts } from './plugins/security-headers.js';
import { textInputPlugin } from './plugins/text-input.js';
import { webAppPlugin } from './plugins/web-app.js';
import { ReferenceChanges } from './reference/reference-changes.js';
import { createReferenceData } from './reference/reference-data.js';
import { marketplaceRoutes } from './routes/index.js';

/**
 * The leads lists kept ready (leads/lead-lists.ts): a list of 60 leads is about 31 KB, so 8 MiB
 * keeps a few hundred businesses' within the BFF's memory request; 30 s bounds how long a list
 * could outlive a change whose event never arrived.
 */
const LEAD_LISTS_BYTES = 8 * 1024 * 1024;
const LEAD_LISTS_TTL_MS = 30_000;

/** How long a closing BFF lets its requests finish (within the pods' 30 s grace period). */
const CLOSE_GRACE_MS = 5_000;

export interface BffDependencies {
  config: BffConfig;
  clients: ServiceClients;
  logger: Logger;
  metricsRegistry: Registry;
  readinessChecks: ReadinessCheck[];
  /** Rate limits are shared through Redis in distributed mode, in memory otherwise. */
  redis?: Redis;
  /**
   * Where the live streams hear NotificationsAdded (docs/live-marketplace.md): the services' own
   * in-process bus embedded, the BFF's NATS connection distributed; none in tests of the BFF alone.
   */
  liveEvents?: EventListening;
  isShuttingDown?: () => boolean;
  /**
   * Tests only (refused on production): the BFF lets an admin acting as a user through the routes
   * declared `impersonation: 'refused'`, so a test can check the services refuse them too.
   */
  withoutImpersonationRefusal?: boolean;
}

/**
 * The BFF as an app: the only public HTTP entry. The server file (or the embedded host) only
 * builds it and listens, so tests build it in-process and use inject().
 */
export async function buildBffApp(deps: BffDependencies) {
  const { config } = deps;
  if (deps.withoutImpersonationRefusal && config.NODE_ENV === 'production') {
    throw new Error('withoutImpersonationRefusal is for tests only');
  }
  const app = Fastify({
    // Request lines show the URL without the codes, addresses and numbers some URLs carry.
    loggerInstance: deps.logger.child({}, { serializers: { req: requestLogView } }),
    genReqId: (request) => requestIdFrom(request.headers['x-request-id']),
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // The router's own refusals (an address that does not decode, a path part over 100
    // characters) in the API's shape, without Fastify's error code or the address echoed back.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      reply
        .code(tooLong ? 414 : 400)
        .send({ message: tooLong ? 'A part of the address is too long' : 'The address is not valid' });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Tests check every response against its schema; elsewhere responses are written from the JSON Schema.
  app.setSerializerCompiler(config.NODE_ENV === 'test' ? serializerCompiler : schemaSerializerCompiler);

  await app.register(requestContextPlugin);
  await app.register(httpMetricsPlugin, { registry: deps.metricsRegistry });
  await app.register(errorHandlerPlugin);
  // With a Tag Manager container, the hosts of Google's tag manager and analytics (loaded only
  // after a visitor consents: web/src/shared/analytics).
  const analyticsHosts = config.TAG_MANAGER_ID ? tagManagerCspHosts : [];
  // Square's Web Payments SDK: its script, its card frame and its calls (the card form only).
  const cardForm = cardFormSettings(config);
  const cardFormHosts = cardFormCspSources(cardForm);
  // Helmet's headers, worked out once (not per request).
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script: a prerendered page's starter (pages/after-paint-preloads.ts), by its hash.
        scriptSrc: ["'self'", ...analyticsHosts, ...cardFormHosts, afterPaintStarterCspSource],
        frameSrc: ["'self'", ...cardFormHosts],
        // antd writes its CSS-in-JS styles inline, and prerendered pages carry their stylesheets (pages/inline-stylesheets.ts).
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...analyticsHosts],
        connectSrc: ["'self'", ...analyticsHosts, ...cardFormHosts],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.NODE_ENV === 'production' ? [] : null,
      },
    },
    // The web app loads no cross-origin resources that would need CORP relaxed.
    crossOriginEmbedderPolicy: false,
  });
  // Brotli or gzip for every text response above 1 KiB; the web app's build files are compressed
  // at build time and served as they are. Compressed request bodies are not accepted.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false });
  if (config.CORS_ORIGINS) {
    const cors = await import('@fastify/cors');
    await app.register(cors.default, {
      origin: config.CORS_ORIGINS.split(',').map((o) => o.trim()),
      credentials: true,
    });
  }
  await app.register(cookie);
  // Before any route hook: a forged cross-site request is refused before it counts anywhere.
  await app.register(csrfPlugin, { config });
  // A Redis outage must neither take the forms down nor lift the limits: each replica counts in
  // memory meanwhile, and says so once (RedisOutageNotice).
  const redisNotice = deps.redis ? new RedisOutageNotice(deps.redis, app.log) : undefined;
  await app.register(rateLimit, {
    global: false,
    store:
      deps.redis && redisNotice
        ? redisStoreWithMemoryFallback(deps.redis, redisNotice, `${config.BUS_NAMESPACE}-rate-limit:`)
        : undefined,
    // Only if even the memory store failed: never fail a request over its rate limit.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: `Too many requests, please try again in ${Math.ceil(context.ttl / 1000)} seconds`,
    }),
  });
  await app.register(rateLimitsPlugin, { config, redis: deps.redis });
  await app.register(authPlugin, { config, clients: deps.clients });
  await app.register(liveStreamsPlugin, {
    config,
    clients: deps.clients,
    logger: deps.logger,
    events: deps.liveEvents,
    registry: deps.metricsRegistry,
    redis: deps.redis,
  });
  await app.register(impersonationAuditPlugin, { clients: deps.clients });
  await app.register(apiDocsPlugin);
  // Before the routes: it guards each /api route from the access it declares, and refuses one that declares none.
  await app.register(routeAccessPlugin, { withoutImpersonationRefusal: deps.withoutImpersonationRefusal });
  await app.register(textInputPlugin);

  registerHealthRoutes(app, {
    registry: deps.metricsRegistry,
    checks: deps.readinessChecks,
    isShuttingDown: deps.isShuttingDown ?? (() => false),
    // With an ops port (always on production) /metrics and the readiness details live there only.
    exposure: config.METRICS_PORT === undefined ? 'internal' : 'public',
  });

  // The jobs service's reference data, one copy handed to the routes like the clients; admin
  // changes to work categories reload it at once.
  const referenceChanges = new ReferenceChanges();
  const reference = createReferenceData({
    jobs: deps.clients.jobs,
    changes: referenceChanges,
    onRefreshFailed: (error) => app.log.warn({ err: error }, 'refreshing reference data failed; serving the copy held'),
  });
  // Kept only where matching's events are heard: a list kept without hearing its changes would go stale.
  const leadLists = new LeadLists({ events: deps.liveEvents, maxBytes: LEAD_LISTS_BYTES, ttlMs: LEAD_LISTS_TTL_MS });
  app.addHook('onClose', async () => leadLists.close());
  // Closing waits for the open connections. Node closes the idle ones once, as the server starts
  // closing; one whose response ends a moment later (a live stream ended on preClose), or whose
  // client stopped reading, would hold the close for the keep-alive timeout (72 s) — and a pod's
  // shutdown past its grace period. Idle ones are closed as they become idle, and whatever is still
  // open after CLOSE_GRACE_MS is closed.
  app.addHook('preClose', async () => {
    const startedAt = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - startedAt < CLOSE_GRACE_MS) app.server.closeIdleConnections();
      else app.server.closeAllConnections();
    }, 100);
    app.server.once('close', () => clearInterval(timer));
  });
  await app.register(marketplaceRoutes, {
    config,
    clients: deps.clients,
    reference,
    referenceChanges,
    cardForm,
    leadLists,
  });
  await app.register(webAppPlugin, {
    distDir: config.WEB_DIST_DIR,
    publicUrl: config.PUBLIC_URL,
    rendersPerMinute: config.PAGE_RENDERS_PER_MINUTE_PER_IP,
  });
  return app;
}
