import { z } from 'zod';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalUrl = (protocols: RegExp, hint: string) =>
  z.preprocess(emptyToUndefined, z.string().regex(protocols, hint).optional());

/** Variables every LocalPros process reads. Documented in .env.example. */
export const commonConfigShape = {
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PLATFORM: z.enum(['production', 'stag', 'demo', 'local']).default('local'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://'),
  DATA_DIR: z.string().min(1).default('./data'),
  NATS_URL: optionalUrl(/^(nats|tls):\/\//, 'must start with nats:// or tls://'),
  REDIS_URL: optionalUrl(/^rediss?:\/\//, 'must start with redis:// or rediss://'),
  /** Prefix of NATS streams and subjects, so deployments can share a broker. */
  BUS_NAMESPACE: z
    .string()
    .regex(/^[a-z][a-z0-9_-]{0,30}$/, 'must be lower-case letters, digits, - or _')
    .default('localpros'),
  EVENT_MAX_DELIVER: z.coerce.number().int().min(1).max(100).default(5),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(500),
  RPC_DEADLINE_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
};

export const port = (fallback: number) => z.coerce.number().int().min(0).max(65_535).default(fallback);

/** A service process in distributed mode: its own HTTP (health, metrics) and gRPC ports. */
export const serviceProcessConfigSchema = (defaults: { httpPort: number; grpcPort: number }) =>
  z
    .object({
      ...commonConfigShape,
      HTTP_PORT: port(defaults.httpPort),
      GRPC_PORT: port(defaults.grpcPort),
      NATS_URL: z.string().regex(/^(nats|tls):\/\//, 'is required in distributed mode (nats://host:4222)'),
    })
    .loose();

export type CommonConfig = z.infer<z.ZodObject<typeof commonConfigShape>>;
