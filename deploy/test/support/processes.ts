import { createECDH, generateKeyPairSync, randomBytes } from 'node:crypto';
import { type ServiceName, serviceNames, servicePorts } from '@localpros/contracts';
import {
  configProblems,
  grpcTlsConfigSchema,
  publicKeyText,
  serviceProcessConfigSchema,
  signingKeyText,
} from '@localpros/kit';
import type { z } from 'zod';
import { bffConfigSchema } from '../../../bff/src/config.js';
import { liveEventsConfigSchema } from '../../../bff/src/live/live-config.js';
import { allServices } from '../../../embedded/src/services.js';

/** What the image runs for each LOCALPROS_SERVICE value: the services and the BFF. */
export type ProcessName = ServiceName | 'bff';
export const processNames: readonly ProcessName[] = [...serviceNames, 'bff'];

/** The process's HTTP port (health, /readyz, and for a service /metrics): servicePorts, or the BFF's 3000. */
export const httpPort = (name: ProcessName): number => (name === 'bff' ? 3000 : servicePorts[name].http);

/**
 * The config schemas a process checks before it opens anything: a service process's own
 * (serviceProcessConfigSchema, as runServiceProcess loads it) plus its module's config; the BFF's
 * and, as its distributed entry (bff/src/server.ts) checks, its gRPC TLS and its live streams' NATS.
 */
export function configSchemas(name: ProcessName): z.ZodType[] {
  if (name === 'bff') return [bffConfigSchema, grpcTlsConfigSchema, liveEventsConfigSchema];
  const processSchema = serviceProcessConfigSchema({
    httpPort: servicePorts[name].http,
    grpcPort: servicePorts[name].grpc,
  });
  const moduleSchema = allServices[name].config;
  return moduleSchema ? [processSchema, moduleSchema] : [processSchema];
}

/**
 * The variables a process refuses to start without on production, read from its schemas: each
 * variable they report against an environment holding NODE_ENV=production alone.
 * DATABASE_URL is added for the services: their schema lets it be unset because the process then
 * starts a private embedded PostgreSQL, which in a container would hold the data in a temporary
 * folder and lose it on every restart.
 */
export function requiredInProduction(name: ProcessName): string[] {
  const required = new Set<string>(name === 'bff' ? [] : ['DATABASE_URL']);
  for (const schema of configSchemas(name)) {
    const result = schema.safeParse({ NODE_ENV: 'production' });
    for (const issue of result.success ? [] : result.error.issues) {
      if (issue.path.length > 0) required.add(String(issue.path[0]));
    }
  }
  return [...required].sort();
}

/** Every problem the process's schemas find in this environment (one line each, values never shown). */
export const startupProblems = (name: ProcessName, env: Record<string, string>): string[] =>
  configSchemas(name).flatMap((schema) => configProblems(schema, env));

/** The BFF's caller key pair as an operator would make one (npm run caller-keys). */
const callerKeys = generateKeyPairSync('ed25519');

/** A VAPID pair as `npx web-push generate-vapid-keys` makes one (P-256, base64url). */
const vapidPair = (() => {
  const ecdh = createECDH('prime256v1');
  do ecdh.generateKeys();
  while (ecdh.getPrivateKey().length !== 32);
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: ecdh.getPrivateKey().toString('base64url'),
  };
})();

/** A random secret as an operator would make one (openssl rand -hex 32). */
export const randomSecret = (): string => randomBytes(32).toString('hex');

/**
 * A value of the right shape for a variable whose value lives in a Secret: a URL with a random
 * password for the connection strings, a random secret otherwise. The manifests only say where a
 * value comes from; this stands in for what an operator puts there.
 */
export function sampleSecretValue(variable: string): string {
  const password = randomSecret();
  switch (variable) {
    case 'CALLER_SIGNING_KEY':
      return signingKeyText(callerKeys.privateKey);
    case 'CALLER_PUBLIC_KEYS':
      return `bff:${publicKeyText(callerKeys.publicKey)}`;
    case 'DATABASE_URL':
      return `postgresql://localpros_role:${password}@postgres.internal:5432/localpros`;
    case 'NATS_URL':
      return `nats://localpros:${password}@nats.internal:4222`;
    case 'REDIS_URL':
      return `redis://:${password}@redis.internal:6379`;
    // The VAPID pair: two halves of one key, as an operator makes them.
    case 'VAPID_PUBLIC_KEY':
      return vapidPair.publicKey;
    case 'VAPID_PRIVATE_KEY':
      return vapidPair.privateKey;
    case 'SMTP_URL':
      return `smtp://localpros:${password}@smtp.internal:587`;
    default:
      return password;
  }
}
