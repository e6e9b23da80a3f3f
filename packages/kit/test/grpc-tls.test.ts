import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serviceContracts } from '@localpros/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCertificates } from '../../../scripts/grpc-certificates.mjs';
import { serviceAccess } from '../src/grpc/access.js';
import { createNetworkClient } from '../src/grpc/network-client.js';
import { GrpcStatus, type RpcError } from '../src/grpc/rpc-error.js';
import { startGrpcServer } from '../src/grpc/server.js';
import { testCallerVerifier, testCredentials } from '../src/grpc/test-caller.js';
import type { GrpcTlsFiles } from '../src/grpc/tls.js';
import type { RpcHandlers } from '../src/grpc/types.js';
import { silentLogger } from './fixtures/setup.js';

/**
 * gRPC over mutual TLS with a self-signed CA (what cert-manager's internal CA is in a cluster):
 * a caller holding a certificate of that CA gets through; a plaintext caller, a caller with
 * another CA's certificate, and a caller that does not trust the service's CA all fail.
 */
const { definition, serviceName } = serviceContracts.notifications;
type Definition = typeof definition;
const handlers = {
  submitContactMessage: async () => ({ id: 'over-tls', receivedAt: '2026-11-28T10:00:00.000Z' }),
} as unknown as RpcHandlers<Definition>;
const request = { name: 'Ann', email: 'ann@example.com', message: 'hello there' };

const dir = mkdtempSync(join(tmpdir(), 'grpc-tls-'));
let ours: Record<string, GrpcTlsFiles>;
let strangers: Record<string, GrpcTlsFiles>;
let server: Awaited<ReturnType<typeof startGrpcServer<Definition>>>;
const clients: { close(): void }[] = [];

beforeAll(async () => {
  ours = makeCertificates(dir, ['notifications', 'bff']);
  const other = mkdtempSync(join(dir, 'stranger-'));
  strangers = makeCertificates(other, ['bff'], { caName: 'a-stranger-ca' });
  server = await startGrpcServer({
    definition,
    serviceName,
    handlers,
    access: serviceAccess('notifications', testCallerVerifier()),
    tls: ours.notifications,
    port: 0,
    host: '127.0.0.1',
    logger: silentLogger,
  });
});
afterAll(async () => {
  for (const client of clients) client.close();
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const client = (tls: GrpcTlsFiles | undefined) => {
  const made = createNetworkClient(definition, serviceName, `127.0.0.1:${server.port}`, {
    timeoutMs: 3000,
    credentials: testCredentials(),
    tls,
  });
  clients.push(made);
  return made;
};
const failure = (call: Promise<unknown>) =>
  call.then(
    () => undefined,
    (error: unknown) => error as RpcError,
  );

describe('gRPC over mutual TLS', () => {
  it('answers a caller whose certificate the CA signed', async () => {
    expect(await client(ours.bff).submitContactMessage(request)).toEqual({
      id: 'over-tls',
      receivedAt: '2026-11-28T10:00:00.000Z',
    });
  });

  it('refuses a plaintext caller', async () => {
    expect((await failure(client(undefined).submitContactMessage(request)))?.code).toBe(GrpcStatus.UNAVAILABLE);
  });

  it("refuses a caller holding another CA's certificate", async () => {
    const stranger = { ...(strangers.bff as GrpcTlsFiles), caFile: ours.bff?.caFile as string };
    expect((await failure(client(stranger).submitContactMessage(request)))?.code).toBe(GrpcStatus.UNAVAILABLE);
  });

  it('does not talk to a service whose certificate its CA did not sign', async () => {
    expect((await failure(client(strangers.bff).submitContactMessage(request)))?.code).toBe(GrpcStatus.UNAVAILABLE);
  });
});
