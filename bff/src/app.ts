import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { Logger, ReadinessCheck } from '@localpros/kit';
import { registerHealthRoutes } from '@localpros/kit';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Registry } from 'prom-client';
import type { ServiceClients } from './clients.js';
import type { BffConfig } from './config.js';
import { requestLogView } from './http/request-log.js';
import { apiDocsPlugin } from './plugins/api-docs.js';
import { authPlugin } from './plugins/auth.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { rateLimitsPlugin } from './plugins/rate-limits.js';
import { requestContextPlugin, requestIdFrom } from './plugins/request-context.js';
import { webAppPlugin } from './plugins/web-app.js';
import { adminImpersonationRoutes } from './routes/admin-impersonation.js';
import { authRoutes } from './routes/auth.js';
import { businessRoutes } from './routes/business.js';
import { contactRoutes } from './routes/contact.js';
import { devMailboxRoutes } from './routes/dev-mailbox.js';
import { jobRoutes } from './routes/jobs.js';
import { leadRoutes } from './routes/leads.js';
import { platformRoutes } from './routes/platform.js';
import { quoteRoutes } from './routes/quotes.js';
import { referenceDataRoutes } from './routes/reference-data.js';
import { reviewRoutes } from './routes/reviews.js';
import { userRoutes } from './routes/user.js';

export interface BffDependencies {
  config: BffConfig;
  clients: ServiceClients;
  logger: Logger;
  metricsRegistry: Registry;
  readinessChecks: ReadinessCheck[];
  /** Rate limits are shared through Redis in distributed mode, in memory otherwise. */
  redis?: Redis;
  isShuttingDown?: () => boolean;
}

/**
 * The BFF as an app: the only public HTTP entry. The server file (or the embedded host) only
 * builds it and listens, so tests build it in-process and use inject().
 */
export async function buildBffApp(deps: BffDependencies) {
  const { config } = deps;
  const app = Fastify({
    // Request lines show the URL without the codes, addresses and numbers some URLs carry.
    loggerInstance: deps.logger.child({}, { serializers: { req: requestLogView } }),
    genReqId: (request) => requestIdFrom(request.headers['x-request-id']),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(requestContextPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd writes its CSS-in-JS styles inline.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.NODE_ENV === 'production' ? [] : null,
      },
    },
    // The web app loads no cross-origin resources that would need CORP relaxed.
    crossOriginEmbedderPolicy: false,
  });
  if (config.CORS_ORIGINS) {
    const cors = await import('@fastify/cors');
    await app.register(cors.default, {
      origin: config.CORS_ORIGINS.split(',').map((o) => o.trim()),
      credentials: true,
    });
  }
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    redis: deps.redis,
    nameSpace: 'localpros-rate-limit:',
    // A Redis outage must not take the forms down with it: let requests through meanwhile.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: `Too many requests, please try again in ${Math.ceil(context.ttl / 1000)} seconds`,
    }),
  });
  await app.register(rateLimitsPlugin, { config, redis: deps.redis });
  await app.register(authPlugin, { config, clients: deps.clients });
  await app.register(apiDocsPlugin);

  registerHealthRoutes(app, {
    registry: deps.metricsRegistry,
    checks: deps.readinessChecks,
    isShuttingDown: deps.isShuttingDown ?? (() => false),
  });

  await app.register(
    async (api) => {
      await api.register(referenceDataRoutes, { clients: deps.clients });
      await api.register(platformRoutes, { platform: config.PLATFORM });
      await api.register(contactRoutes, { clients: deps.clients, perMinute: config.CONTACT_RATE_LIMIT_PER_MINUTE });
      await api.register(authRoutes, { clients: deps.clients });
      await api.register(userRoutes, { clients: deps.clients });
      await api.register(businessRoutes, { clients: deps.clients });
      await api.register(jobRoutes, { clients: deps.clients });
      await api.register(leadRoutes, { clients: deps.clients });
      await api.register(quoteRoutes, { clients: deps.clients });
      await api.register(reviewRoutes, { clients: deps.clients });
      await api.register(adminImpersonationRoutes, { clients: deps.clients });
      await api.register(devMailboxRoutes, { clients: deps.clients, platform: config.PLATFORM });
    },
    { prefix: '/api' },
  );

  await app.register(webAppPlugin, { distDir: config.WEB_DIST_DIR });
  return app;
}
