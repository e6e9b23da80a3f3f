import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { developmentCallerKey, publicKeyText } from '@localpros/kit';
import { describe, expect, it } from 'vitest';
import {
  productionCallerPublicKeys,
  productionPaymentProviders,
  productionSecrets,
  productionSmsProvider,
  productionWebPush,
} from '../../bff/test/production-env.js';
import { developmentVapidKeys } from '../../services/notifications/src/push/push-config.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const required = 'is required when NODE_ENV=production (at least 32 random characters)';
const vapidRequired = 'is required when NODE_ENV=production (npx web-push generate-vapid-keys makes a pair)';
const tlsRequired = 'is required when NODE_ENV=production (gRPC between pods is mutual TLS; k8s/README.md)';
/** Where cert-manager's files are mounted (the processes exit on their config before reading them). */
const tlsFiles = {
  GRPC_TLS_CA_FILE: '/var/run/localpros/tls/ca.crt',
  GRPC_TLS_CERT_FILE: '/var/run/localpros/tls/tls.crt',
  GRPC_TLS_KEY_FILE: '/var/run/localpros/tls/tls.key',
};

/** Runs a process entry as the image does (NODE_ENV=production, nothing else unless given). */
function run(entry: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise<{ code: number | null; lines: string[]; stdout: string }>((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, lines: stderr.trim().split('\n').sort(), stdout });
    }),
  );
}

describe('a production process without its secrets', () => {
  it('embedded (npm start): exits 1 naming every secret it lacks, one line each, before opening anything', async () => {
    const result = await run('embedded/src/main.ts', { DATA_DIR: '/nonexistent/localpros' });
    expect(result.code).toBe(1);
    expect(result.lines).toEqual([
      'config error: CALLER_SIGNING_KEY: is required when NODE_ENV=production (the Ed25519 key of bff: npm run caller-keys makes a pair)',
      `config error: CODE_ENCRYPTION_KEY: ${required}`,
      `config error: CODE_SECRET: ${required}`,
      `config error: GOCARDLESS_ACCESS_TOKEN: ${required}`,
      `config error: GOCARDLESS_WEBHOOK_SECRET: ${required}`,
      `config error: JWT_SECRET: ${required}`,
      "config error: PUBLIC_URL: is required when NODE_ENV=production (the site's address, e.g. https://www.localpros.co.uk)",
      'config error: SMS_FROM: is required when NODE_ENV=production (the SMS sender id, e.g. LocalPros)',
      'config error: SMTP_URL: is required when NODE_ENV=production',
      `config error: SQUARE_ACCESS_TOKEN: ${required}`,
      "config error: SQUARE_APPLICATION_ID: is required when NODE_ENV=production (Square's application id, sq0idp-…)",
      'config error: SQUARE_LOCATION_ID: is required when NODE_ENV=production (the Square location that takes payments)',
      `config error: SQUARE_WEBHOOK_SIGNATURE_KEY: ${required}`,
      `config error: UNSUBSCRIBE_SECRET: ${required}`,
      `config error: VAPID_PRIVATE_KEY: ${vapidRequired}`,
      `config error: VAPID_PUBLIC_KEY: ${vapidRequired}`,
      'config error: VAPID_SUBJECT: is required when NODE_ENV=production (mailto: or https: contact for push services)',
      "config error: VONAGE_API_KEY: is required when NODE_ENV=production (Vonage's API key)",
      "config error: VONAGE_API_SECRET: is required when NODE_ENV=production (Vonage's API secret)",
    ]);
    expect(result.stdout).not.toContain('Demo logins');
  });

  it("a service process: identity exits 1 naming its secrets, the repository's caller key and gRPC TLS", async () => {
    const result = await run('services/identity/src/server.ts', {
      NATS_URL: 'nats://127.0.0.1:1',
      CODE_SECRET: productionSecrets.CODE_SECRET,
      // The BFF's development key: anyone with the repository could sign as the BFF.
      CALLER_PUBLIC_KEYS: `bff:${publicKeyText(developmentCallerKey('bff'))}`,
    });
    expect(result.code).toBe(1);
    expect(result.lines).toEqual([
      'config error: CALLER_PUBLIC_KEYS: holds the development key of bff: npm run caller-keys makes a pair',
      `config error: CODE_ENCRYPTION_KEY: ${required}`,
      `config error: GRPC_TLS_CA_FILE: ${tlsRequired}`,
      `config error: GRPC_TLS_CERT_FILE: ${tlsRequired}`,
      `config error: GRPC_TLS_KEY_FILE: ${tlsRequired}`,
      `config error: UNSUBSCRIBE_SECRET: ${required}`,
    ]);
  });

  it("billing: exits 1 on a provider's sandbox or a stand-in, naming each setting, never echoing a key", async () => {
    const result = await run('services/billing/src/server.ts', {
      NATS_URL: 'nats://127.0.0.1:1',
      ...productionCallerPublicKeys,
      ...tlsFiles,
      ...productionPaymentProviders,
      SQUARE_API_URL: 'https://connect.squareupsandbox.com',
      GOCARDLESS_API_URL: 'http://127.0.0.1:4020',
      GOCARDLESS_ACCESS_TOKEN: 'sandbox_Hq7Vd2Mx9Lb4Tw1Zk6Nc3Rp8Fs5Gy0Ja',
    });
    expect(result.code).toBe(1);
    expect(result.lines).toEqual([
      'config error: GOCARDLESS_ACCESS_TOKEN: is a GoCardless sandbox token: production takes real payments',
      'config error: GOCARDLESS_API_URL: must be https://api.gocardless.com (or unset) when NODE_ENV=production, not a sandbox or stand-in',
      'config error: SQUARE_API_URL: must be https://connect.squareup.com (or unset) when NODE_ENV=production, not a sandbox or stand-in',
    ]);
    expect(result.lines.join('\n')).not.toContain('Hq7Vd2Mx9');
  });

  it("notifications: exits 1 on the SMS stand-in's API or a sender id no phone shows, never echoing the secret", async () => {
    const result = await run('services/notifications/src/server.ts', {
      NATS_URL: 'nats://127.0.0.1:1',
      ...productionCallerPublicKeys,
      ...tlsFiles,
      CODE_ENCRYPTION_KEY: productionSecrets.CODE_ENCRYPTION_KEY,
      SMTP_URL: 'smtp://127.0.0.1:9',
      ...productionSmsProvider,
      SMS_API_URL: 'http://127.0.0.1:4030',
      SMS_FROM: 'LocalPros Ltd',
    });
    expect(result.code).toBe(1);
    expect(result.lines.filter((line) => /: (SMS_|VONAGE_)/.test(line))).toEqual([
      'config error: SMS_API_URL: must be https://rest.nexmo.com (or unset) when NODE_ENV=production, not a stand-in',
      'config error: SMS_FROM: must be up to 11 letters, digits and spaces, or a number in E.164 without the +',
    ]);
    expect(result.lines.join('\n')).not.toContain(productionSmsProvider.VONAGE_API_SECRET);
  });

  it("notifications: exits 1 on web push's development pair or its stand-in, never echoing the private key", async () => {
    const development = developmentVapidKeys();
    const result = await run('services/notifications/src/server.ts', {
      NATS_URL: 'nats://127.0.0.1:1',
      ...productionCallerPublicKeys,
      ...tlsFiles,
      CODE_ENCRYPTION_KEY: productionSecrets.CODE_ENCRYPTION_KEY,
      SMTP_URL: 'smtp://127.0.0.1:9',
      ...productionSmsProvider,
      VAPID_PUBLIC_KEY: development.publicKey,
      VAPID_PRIVATE_KEY: development.privateKey,
      VAPID_SUBJECT: productionWebPush.VAPID_SUBJECT,
      WEB_PUSH_STAND_IN_URL: 'http://127.0.0.1:4040',
    });
    expect(result.code).toBe(1);
    expect(result.lines.filter((line) => /: (VAPID_|WEB_PUSH_)/.test(line))).toEqual([
      'config error: VAPID_PRIVATE_KEY: is the development key: npx web-push generate-vapid-keys makes a pair',
      'config error: WEB_PUSH_STAND_IN_URL: must be unset when NODE_ENV=production: browsers push through their own services',
    ]);
    expect(result.lines.join('\n')).not.toContain(development.privateKey);
  });

  it('the BFF: exits 1 on a placeholder secret, on TRUST_PROXY=true, without gRPC TLS or NATS, never echoing the values', async () => {
    const result = await run('bff/src/server.ts', {
      JWT_SECRET: 'REPLACE_ME_WITH_A_LONG_RANDOM_VALUE',
      CALLER_SIGNING_KEY: productionSecrets.CALLER_SIGNING_KEY,
      PUBLIC_URL: 'https://localpros.example',
      SQUARE_APPLICATION_ID: productionPaymentProviders.SQUARE_APPLICATION_ID,
      SQUARE_LOCATION_ID: productionPaymentProviders.SQUARE_LOCATION_ID,
      TRUST_PROXY: 'true',
    });
    expect(result.code).toBe(1);
    expect(result.lines).toEqual([
      `config error: GRPC_TLS_CA_FILE: ${tlsRequired}`,
      `config error: GRPC_TLS_CERT_FILE: ${tlsRequired}`,
      `config error: GRPC_TLS_KEY_FILE: ${tlsRequired}`,
      'config error: JWT_SECRET: is a placeholder from the repository: set a real random secret',
      // Live streams on every replica hear their notifications from NATS (docs/live-marketplace.md).
      expect.stringMatching(/^config error: NATS_URL: is required when NODE_ENV=production/),
      expect.stringMatching(/^config error: TRUST_PROXY: must not trust every X-Forwarded-For value/),
    ]);
    expect(result.lines.join('\n')).not.toContain('REPLACE_ME');
  });
});
