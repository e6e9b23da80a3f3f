import { z } from 'zod';
import { deliveryDefaults } from '../bus/delivery-defaults.js';
import { eventRetentionShape } from '../events/retention.js';
import { publicKeysProblem } from '../grpc/caller-keys.js';
import { checkGrpcTls, grpcTlsShape } from '../grpc/tls.js';
import { databaseUrlProblem } from './database-url.js';
import { everyProblem, isProduction, realSecretsNeeded } from './secrets.js';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalUrl = (protocols: RegExp, hint: string) =>
  z.preprocess(emptyToUndefined, z.string().regex(protocols, hint).optional());

/** Variables every LocalPros process reads. Documented in .env.example. */
export const commonConfigShape = {
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Only the label the web app shows (GET /api/platform). It switches nothing: NODE_ENV=production
   * is what makes a production. Unset: production when NODE_ENV=production, local otherwise.
   */
  PLATFORM: z.preprocess(emptyToUndefined, z.enum(['production', 'stag', 'demo', 'local']).optional()),
  /** Interface the process listens on: loopback unless told (a container or pod sets 0.0.0.0). */
  HOST: z.preprocess(emptyToUndefined, z.string().trim().min(1).default('127.0.0.1')),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://').superRefine(
    (url, ctx) => {
      // A CA bundle that is not mounted would fail every connection, long after start.
      const problem = url === undefined ? undefined : databaseUrlProblem(url);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    },
  ),
  DATA_DIR: z.string().min(1).default('./data'),
  NATS_URL: optionalUrl(/^(nats|tls):\/\//, 'must start with nats:// or tls://'),
  REDIS_URL: optionalUrl(/^rediss?:\/\//, 'must start with redis:// or rediss://'),
  /** Prefix of NATS streams and subjects, so deployments can share a broker. */
  BUS_NAMESPACE: z
    .string()
    .regex(/^[a-z][a-z0-9_-]{0,30}$/, 'must be lower-case letters, digits, - or _')
    .default('localpros'),
  EVENT_MAX_DELIVER: z.coerce.number().int().min(1).max(100).default(deliveryDefaults.maxDeliver),
  /**
   * How long NATS waits for a delivery's ack before it delivers the event again: the wait of the
   * events a crashed process had taken. Longer than any handler takes (they take milliseconds).
   */
  EVENT_ACK_WAIT_MS: z.coerce.number().int().min(1000).max(600_000).default(deliveryDefaults.ackWaitMs),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(500),
  RPC_DEADLINE_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  /** OUTBOX_RETENTION_DAYS, INBOX_RETENTION_DAYS: how long event rows are kept (events/retention.ts). */
  ...eventRetentionShape,
};

export const port = (fallback: number) => z.coerce.number().int().min(0).max(65_535).default(fallback);

/** The platform label: PLATFORM, or production when NODE_ENV=production, local otherwise. */
export const platformLabel = (value: { NODE_ENV?: string; PLATFORM?: Platform }): Platform =>
  value.PLATFORM ?? (isProduction(value) ? 'production' : 'local');

export type Platform = 'production' | 'stag' | 'demo' | 'local';

/**
 * A service process in distributed mode: its own HTTP (health, metrics; internal only) and gRPC
 * ports, both on HOST. Its own settings (and secrets) are the service module's config schema.
 */
export const serviceProcessConfigSchema = (defaults: { httpPort: number; grpcPort: number }) =>
  z
    .object({
      ...commonConfigShape,
      HTTP_PORT: port(defaults.httpPort),
      GRPC_PORT: port(defaults.grpcPort),
      NATS_URL: z.string().regex(/^(nats|tls):\/\//, 'is required in distributed mode (nats://host:4222)'),
      /** The public keys of the processes that call services ("bff:MCow…"; caller-keys.ts). Not secret. */
      CALLER_PUBLIC_KEYS: z.preprocess(emptyToUndefined, z.string().optional()),
      ...grpcTlsShape,
      /**
       * Apply the service's migrations at start (the default, so dev and tests need nothing). A
       * deployment that runs `migrate` as a Job first sets false: pods then never alter the schema.
       */
      MIGRATE_ON_START: z.enum(['true', 'false']).default('true'),
    })
    .loose()
    .superRefine((value, ctx) => {
      const problem = publicKeysProblem(value.CALLER_PUBLIC_KEYS, realSecretsNeeded(value));
      if (problem) ctx.addIssue({ code: 'custom', path: ['CALLER_PUBLIC_KEYS'], message: problem });
      checkGrpcTls(value, ctx);
    }, everyProblem);

export type CommonConfig = z.infer<z.ZodObject<typeof commonConfigShape>>;
