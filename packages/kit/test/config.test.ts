import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { serviceProcessConfigSchema } from '../src/config/common.js';
import { ConfigError, configProblems, loadConfig } from '../src/config/load-config.js';
import { publicKeyText } from '../src/grpc/caller-keys.js';

const schema = serviceProcessConfigSchema({ httpPort: 4102, grpcPort: 5102 });
const root = fileURLToPath(new URL('../../..', import.meta.url));

describe('config from the environment', () => {
  it('applies defaults and coerces numbers', () => {
    const config = loadConfig(schema, { NATS_URL: 'nats://127.0.0.1:4222', EVENT_MAX_DELIVER: '7' });
    expect(config).toMatchObject({
      HTTP_PORT: 4102,
      GRPC_PORT: 5102,
      EVENT_MAX_DELIVER: 7,
      EVENT_ACK_WAIT_MS: 30_000,
      LOG_LEVEL: 'info',
      DATA_DIR: './data',
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('takes the ack wait in milliseconds, from 1 s', () => {
    const nats = { NATS_URL: 'nats://127.0.0.1:4222' };
    expect(loadConfig(schema, { ...nats, EVENT_ACK_WAIT_MS: '5000' }).EVENT_ACK_WAIT_MS).toBe(5000);
    expect(configProblems(schema, { ...nats, EVENT_ACK_WAIT_MS: '500' })).toEqual([
      expect.stringMatching(/^EVENT_ACK_WAIT_MS: /),
    ]);
  });

  it('refuses at start a DATABASE_URL whose CA bundle (sslrootcert) is not mounted, without echoing the URL', () => {
    const url = 'postgres://app:s3cret@db.internal:5432/localpros?sslmode=verify-full&sslrootcert=/nowhere/ca.pem';
    expect(configProblems(schema, { NATS_URL: 'nats://127.0.0.1:4222', DATABASE_URL: url })).toEqual([
      "DATABASE_URL: names sslrootcert /nowhere/ca.pem, which cannot be read: mount the database's CA bundle there (docs/database-tls.md)",
    ]);
  });

  it('reports every problem, one line each, naming the variable', () => {
    let error: unknown;
    try {
      loadConfig(schema, { GRPC_PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(4);
    expect(problems.find((p) => p.startsWith('GRPC_PORT:'))).toBeDefined();
    expect(problems.find((p) => p.startsWith('DATABASE_URL:'))).toContain('postgres://');
    expect(problems.find((p) => p.startsWith('LOG_LEVEL:'))).toBeDefined();
    expect(problems.find((p) => p.startsWith('NATS_URL:'))).toBe('NATS_URL: is required but not set');
    expect(problems.join('\n')).not.toContain('mysql://x');
  });

  it("listens on 127.0.0.1 unless HOST says otherwise, and on production needs the callers' keys and TLS", () => {
    const nats = { NATS_URL: 'nats://127.0.0.1:4222' };
    expect(loadConfig(schema, nats).HOST).toBe('127.0.0.1');
    expect(loadConfig(schema, { ...nats, HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    const tlsRequired = 'is required when NODE_ENV=production (gRPC between pods is mutual TLS; k8s/README.md)';
    expect(configProblems(schema, { ...nats, NODE_ENV: 'production' })).toEqual([
      "CALLER_PUBLIC_KEYS: is required when NODE_ENV=production (each caller's public key, e.g. bff:MCowBQYDK2VwAyEA…)",
      `GRPC_TLS_CA_FILE: ${tlsRequired}`,
      `GRPC_TLS_CERT_FILE: ${tlsRequired}`,
      `GRPC_TLS_KEY_FILE: ${tlsRequired}`,
    ]);
    const production = {
      ...nats,
      NODE_ENV: 'production',
      CALLER_PUBLIC_KEYS: `bff:${publicKeyText(generateKeyPairSync('ed25519').publicKey)}`,
      GRPC_TLS_CA_FILE: '/var/run/tls/ca.crt',
      GRPC_TLS_CERT_FILE: '/var/run/tls/tls.crt',
      GRPC_TLS_KEY_FILE: '/var/run/tls/tls.key',
    };
    expect(loadConfig(schema, production).NODE_ENV).toBe('production');
    // Off production TLS is optional, but never half set.
    expect(configProblems(schema, { ...nats, GRPC_TLS_CA_FILE: '/ca.crt' })).toEqual([
      'GRPC_TLS_CERT_FILE: is needed with GRPC_TLS_CA_FILE (gRPC TLS takes the CA, the certificate and its key)',
      'GRPC_TLS_KEY_FILE: is needed with GRPC_TLS_CA_FILE (gRPC TLS takes the CA, the certificate and its key)',
    ]);
  });

  it('stops a service process at start-up with one clear line per problem', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'services/jobs/src/server.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH, GRPC_PORT: 'not-a-port' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n').sort();
    expect(lines).toEqual([
      expect.stringMatching(/^config error: GRPC_PORT: .*number/),
      'config error: NATS_URL: is required but not set',
    ]);
  });
});
