import { type notificationsRpc, serviceContracts } from '@localpros/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentContext, runAsUser, runWithContext } from '../src/context.js';
import { serviceAccess } from '../src/grpc/access.js';
import { createInProcessClient } from '../src/grpc/in-process-client.js';
import { createNetworkClient } from '../src/grpc/network-client.js';
import { GrpcStatus, RpcError } from '../src/grpc/rpc-error.js';
import { startGrpcServer } from '../src/grpc/server.js';
import { testCallerVerifier, testCredentials } from '../src/grpc/test-caller.js';
import type { CallContext, RpcClient, RpcHandlers } from '../src/grpc/types.js';
import { silentLogger } from './fixtures/setup.js';

const { definition, serviceName } = serviceContracts.notifications;
type Definition = typeof definition;
const access = serviceAccess('notifications', testCallerVerifier());
const credentials = testCredentials();

/** What the handlers saw, to compare the two transports from the service's side too. */
const seen: { request?: notificationsRpc.SubmitContactMessageRequest; context?: CallContext; ambient?: string } = {};
let aborted = false;
const kept = { id: 'kept', receivedAt: '2026-01-01T00:00:00.000Z' };

const notUsed = async (): Promise<never> => {
  throw new RpcError(GrpcStatus.UNIMPLEMENTED, 'not used here');
};

const handlers: RpcHandlers<Definition> = {
  listDevMailbox: notUsed,
  listNotifications: notUsed,
  listNotificationsAfter: notUsed,
  listAddedNotifications: notUsed,
  markNotificationsRead: notUsed,
  getWebPushPublicKey: notUsed,
  addPushSubscription: notUsed,
  removePushSubscription: notUsed,
  listUserDeliveries: notUsed,
  async submitContactMessage(request, context) {
    seen.request = request;
    seen.context = context;
    seen.ambient = currentContext()?.correlationId;
    switch (request.name) {
      case 'invalid':
        throw RpcError.invalidArgument('Invalid request', [{ path: 'email', message: 'Invalid email format' }]);
      case 'missing':
        throw RpcError.notFound('No such thing');
      case 'crash':
        throw new Error('database password is hunter2');
      case 'slow':
        await new Promise((resolve) => setTimeout(resolve, 1000));
        aborted = context.signal.aborted;
        return kept;
      case 'kept':
        return kept;
      default:
        return { id: `id-for-${request.name}`, receivedAt: '2026-11-22T10:00:00.000Z' };
    }
  },
};

const request = (name: string): notificationsRpc.SubmitContactMessageRequest => ({
  name,
  email: 'a@example.com',
  message: 'hello there',
});

let server: Awaited<ReturnType<typeof startGrpcServer<Definition>>>;
let network: RpcClient<Definition> & { close(): void };

beforeAll(async () => {
  server = await startGrpcServer({
    definition,
    serviceName,
    handlers,
    access,
    port: 0,
    host: '127.0.0.1',
    logger: silentLogger,
  });
  network = createNetworkClient(definition, serviceName, `127.0.0.1:${server.port}`, {
    timeoutMs: 2000,
    credentials,
  });
});
afterAll(async () => {
  network.close();
  await server.stop();
});

const transports: [string, () => RpcClient<Definition>][] = [
  [
    'in-process',
    () => createInProcessClient(definition, handlers, { logger: silentLogger, timeoutMs: 2000, access, credentials }),
  ],
  ['network', () => network],
];

describe.each(transports)('gRPC client over %s', (_name, client) => {
  it('returns the handler response', async () => {
    expect(await client().submitContactMessage(request('ann'))).toEqual({
      id: 'id-for-ann',
      receivedAt: '2026-11-22T10:00:00.000Z',
    });
  });

  it('serialises the request: fields outside the contract do not arrive, nothing is shared', async () => {
    const sent = { ...request('ann'), isAdmin: true } as notificationsRpc.SubmitContactMessageRequest;
    await client().submitContactMessage(sent);
    expect(seen.request).toEqual({ ...request('ann'), phone: undefined });
    expect(seen.request).not.toBe(sent);
  });

  it('serialises the response: the caller cannot reach the handler objects', async () => {
    const result = await client().submitContactMessage(request('kept'));
    expect(result).toEqual(kept);
    expect(result).not.toBe(kept);
  });

  it('carries the caller correlation id into the handler and its logging context', async () => {
    await runWithContext({ correlationId: 'req-abc' }, () => client().submitContactMessage(request('ann')));
    expect(seen.context?.correlationId).toBe('req-abc');
    expect(seen.ambient).toBe('req-abc');
  });

  it('gives the handler the verified caller: the calling service and the request user, if any', async () => {
    await client().submitContactMessage(request('ann'));
    expect(seen.context?.caller).toEqual({ service: 'bff' });
    const user = { id: 'u-1', type: 'customer', sessionId: 's-1', impersonatorId: 'admin-1' };
    await runAsUser(user, () => client().submitContactMessage(request('ann')));
    expect(seen.context?.caller).toEqual({ service: 'bff', user });
  });

  it('raises an expected failure with its status code, message and field errors', async () => {
    const error = await client()
      .submitContactMessage(request('invalid'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RpcError);
    expect(error).toMatchObject({
      code: GrpcStatus.INVALID_ARGUMENT,
      message: 'Invalid request',
      fieldErrors: [{ path: 'email', message: 'Invalid email format' }],
    });
    await expect(client().submitContactMessage(request('missing'))).rejects.toMatchObject({
      code: GrpcStatus.NOT_FOUND,
      message: 'No such thing',
    });
  });

  it('turns an unexpected failure into INTERNAL without leaking its detail', async () => {
    const error = (await client()
      .submitContactMessage(request('crash'))
      .catch((e: unknown) => e)) as RpcError;
    expect(error.code).toBe(GrpcStatus.INTERNAL);
    expect(error.message).toBe('Internal error');
  });

  it('honours the deadline: DEADLINE_EXCEEDED for the caller, an aborted signal for the handler', async () => {
    aborted = false;
    const started = Date.now();
    await expect(client().submitContactMessage(request('slow'), { timeoutMs: 150 })).rejects.toMatchObject({
      code: GrpcStatus.DEADLINE_EXCEEDED,
    });
    expect(Date.now() - started).toBeLessThan(900);
    await expect.poll(() => aborted, { timeout: 20_000 }).toBe(true);
  });
});
