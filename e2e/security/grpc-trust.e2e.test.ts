import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { credentials, Metadata, makeGenericClientConstructor } from '@grpc/grpc-js';
import { IMPERSONATION_REFUSED_MESSAGE, type ServiceName, serviceContracts, serviceNames } from '@localpros/contracts';
import {
  type CallCredentials,
  CallerTokenSigner,
  CallerTokenVerifier,
  callerCredentials,
  createInProcessClient,
  createLogger,
  createNetworkClient,
  developmentCallerKey,
  developmentPublicKeys,
  GrpcStatus,
  InProcessBus,
  prepareService,
  type RpcClient,
  RpcError,
  type ServiceDefinition,
  type ServiceInstance,
  serviceAccess,
  startGrpcServer,
} from '@localpros/kit';
import { createTestDatabase, testCaller } from '@localpros/kit/testing';
import { sql } from 'drizzle-orm';
import { service as healthService } from 'grpc-health-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allServices } from '../../embedded/src/services.js';

/**
 * Issue 11, item 3: every service's real gRPC server (the seven modules on a scratch database)
 * refuses every RPC of its contract to a caller without a valid caller token: none, another
 * key's, any service's own key passing for the BFF's, expired, for another service, from a caller
 * the table does not name. A user id forged in a message is refused and changes nothing. The
 * in-process client of the embedded mode passes the same checks.
 */
const logger = createLogger({ name: 'grpc-trust', level: 'silent' });
const tokens = new CallerTokenSigner('bff', developmentCallerKey('bff'));
const jobsCaller = new CallerTokenSigner('jobs', generateKeyPairSync('ed25519').privateKey);
/**
 * What the services trust: the BFF's public key (its development one, as the processes use off
 * production) and, so the table's own caller rule is reached too, a key for jobs, which the table
 * never names as a caller.
 */
const verifier = new CallerTokenVerifier(new Map([...developmentPublicKeys(), ['jobs', jobsCaller.publicKey]]));
const bffCredentials = callerCredentials(tokens);

type AnyClient = RpcClient<ServiceDefinition> & { close?(): void };
type Identity = RpcClient<typeof serviceContracts.identity.definition>;
type Jobs = RpcClient<typeof serviceContracts.jobs.definition>;
let handle: Awaited<ReturnType<typeof createTestDatabase>>;
const instances = {} as Record<ServiceName, ServiceInstance>;
const servers: { port: number; stop(): Promise<void> }[] = [];
const ports = {} as Record<ServiceName, number>;
const openClients: { close(): void }[] = [];

beforeAll(async () => {
  handle = await createTestDatabase();
  const bus = new InProcessBus({ logger });
  const env = { ...process.env, PUBLIC_URL: 'http://localhost:3000' };
  for (const name of serviceNames) {
    const instance = (await prepareService(allServices[name] as never, {
      database: handle.database,
      bus,
      logger,
      env,
    })) as ServiceInstance;
    instances[name] = instance;
    const server = await startGrpcServer({
      definition: instance.module.definition,
      serviceName: instance.module.serviceName,
      handlers: instance.handlers,
      access: serviceAccess(name, verifier),
      port: 0,
      host: '127.0.0.1',
      logger,
    });
    servers.push(server);
    ports[name] = server.port;
  }
});
afterAll(async () => {
  for (const client of openClients) client.close();
  for (const server of servers) await server.stop();
  await handle?.drop();
});

function networkClient(name: ServiceName, callerCredentialsOf?: CallCredentials): AnyClient {
  const { definition, serviceName } = serviceContracts[name];
  const client = createNetworkClient(definition as ServiceDefinition, serviceName, `127.0.0.1:${ports[name]}`, {
    timeoutMs: 10_000,
    credentials: callerCredentialsOf,
  });
  openClients.push(client);
  return client as AnyClient;
}

function inProcessClient(name: ServiceName, callerCredentialsOf?: CallCredentials): AnyClient {
  const instance = instances[name];
  return createInProcessClient(instance.module.definition, instance.handlers, {
    logger,
    timeoutMs: 10_000,
    access: serviceAccess(name, verifier),
    credentials: callerCredentialsOf,
  }) as AnyClient;
}

/** The user every refused call claims to act for: an admin, so user types never decide the outcome. */
const someone = { id: randomUUID(), type: 'admin', sessionId: randomUUID() };
const badCallers: [string, CallCredentials | undefined, GrpcStatus][] = [
  ['no token', undefined, GrpcStatus.UNAUTHENTICATED],
  [
    'a token signed with another key',
    callerCredentials(new CallerTokenSigner('bff', generateKeyPairSync('ed25519').privateKey)),
    GrpcStatus.UNAUTHENTICATED,
  ],
  // One pod cannot act as another: each service's own key, claiming to be the BFF, is refused.
  ...serviceNames.map(
    (name) =>
      [
        `the ${name} service's key claiming to be the BFF`,
        callerCredentials(new CallerTokenSigner('bff', developmentCallerKey(name))),
        GrpcStatus.UNAUTHENTICATED,
      ] as [string, CallCredentials, GrpcStatus],
  ),
  [
    'an expired token',
    (audience, user) => tokens.sign({ audience, user, now: Math.floor(Date.now() / 1000) - 120 }),
    GrpcStatus.UNAUTHENTICATED,
  ],
  [
    'a token for another service',
    (audience, user) => tokens.sign({ audience: otherServiceThan(audience), user }),
    GrpcStatus.UNAUTHENTICATED,
  ],
  [
    'a token of a caller the table does not name',
    (audience) => jobsCaller.sign({ audience }),
    GrpcStatus.PERMISSION_DENIED,
  ],
  // Only the BFF signs users in: another caller's token naming one is refused outright.
  ['a token of another caller naming a user', callerCredentials(jobsCaller), GrpcStatus.UNAUTHENTICATED],
];

const otherServiceThan = (audience: string) =>
  audience === serviceContracts.identity.serviceName
    ? serviceContracts.jobs.serviceName
    : serviceContracts.identity.serviceName;

/** Every RPC of every contract, called with an empty message. */
const everyRpc = serviceNames.flatMap((name) =>
  Object.keys(serviceContracts[name].definition).map((method) => [name, method] as const),
);

async function refusalOf(client: AnyClient, name: ServiceName, method: string): Promise<RpcError | undefined> {
  const definition = serviceContracts[name].definition as ServiceDefinition;
  const emptyRequest = definition[method]?.requestDeserialize(Buffer.alloc(0));
  const call = client[method];
  if (!call) throw new Error(`the client has no ${method}`);
  return call(emptyRequest, { user: someone }).then(
    () => undefined,
    (error: unknown) => error as RpcError,
  );
}

describe.each([
  ['network', networkClient],
  ['in-process', inProcessClient],
] as const)('gRPC trust over the %s transport', (_transport, clientOf) => {
  it(`covers every RPC of the ${serviceNames.length} contracts`, () => {
    expect(everyRpc.length).toBeGreaterThan(90);
  });

  it.each(badCallers)('refuses every RPC of every service to a caller with %s', async (_what, given, code) => {
    const outcomes = await Promise.all(
      everyRpc.map(async ([name, method]) => {
        const error = await refusalOf(clientOf(name, given), name, method);
        return { rpc: `${name}.${method}`, code: error instanceof RpcError ? error.code : 'answered' };
      }),
    );
    const wrong = outcomes.filter((outcome) => outcome.code !== code);
    expect(wrong).toEqual([]);
  });

  it('lets a public call through with a valid token, and refuses a user call without a user', async () => {
    const jobs = clientOf('jobs', bffCredentials) as unknown as Jobs;
    const categories = await jobs.listWorkCategories({});
    expect(categories.workCategories.length).toBeGreaterThan(0);
    const error = await jobs
      .listCustomerJobs({ customerId: randomUUID(), status: 'active' })
      .catch((e: unknown) => e as RpcError);
    expect(error).toMatchObject({ code: GrpcStatus.UNAUTHENTICATED, message: 'This call needs a signed-in user' });
  });

  it("ignores no forged user id: another user's e-mail change is refused and changes nothing", async () => {
    const identity = clientOf('identity', bffCredentials) as unknown as Identity;
    const victim = await registered(identity, 'victim');
    const attacker = await registered(identity, 'attacker');
    const takeover = `takeover-${randomUUID().slice(0, 8)}@example.com`;
    const asAttacker = testCaller({ user: attacker });
    const forged = await identity
      .requestEmailChange(
        {
          userId: victim.id,
          email: takeover,
          confirmedEmail: takeover,
          impersonatorId: '',
          currentPassword: PASSWORD,
        },
        asAttacker,
      )
      .catch((e: unknown) => e as RpcError);
    expect(forged).toMatchObject({
      code: GrpcStatus.PERMISSION_DENIED,
      message: 'The request names a user other than the caller',
    });
    const confirm = await identity
      .confirmEmailChange(
        { userId: victim.id, email: takeover, code: 'ABCDEFGH', impersonatorId: '', sessionId: '' },
        asAttacker,
      )
      .catch((e: unknown) => e as RpcError);
    expect(confirm).toMatchObject({ code: GrpcStatus.PERMISSION_DENIED });
    // Nothing happened to the victim: same address, and no code was ever issued for the new one.
    const victimNow = await identity.getUser({ userId: victim.id }, testCaller({ user: victim }));
    expect(victimNow.user?.email).toBe(victim.email);
    expect(await changeCodesOf(victim.id)).toBe(0);
    expect(await changeCodesOf(attacker.id)).toBe(0);
    // The same request for the attacker's own account goes through: the refusal was the forged id.
    await identity.requestEmailChange(
      { userId: '', email: takeover, confirmedEmail: takeover, impersonatorId: '', currentPassword: PASSWORD },
      asAttacker,
    );
    expect(await changeCodesOf(attacker.id)).toBe(1);
  });

  it('refuses an irreversible action to an impersonating admin, whatever the message says', async () => {
    const identity = clientOf('identity', bffCredentials) as unknown as Identity;
    const user = await registered(identity, 'impersonated');
    const error = await identity
      .deleteAccount(
        { userId: user.id, impersonatorId: '', currentPassword: PASSWORD },
        testCaller({ user, impersonatorId: randomUUID() }),
      )
      .catch((e: unknown) => e as RpcError);
    expect(error).toMatchObject({ code: GrpcStatus.PERMISSION_DENIED, message: IMPERSONATION_REFUSED_MESSAGE });
    const still = await identity.getUser({ userId: user.id }, testCaller({ user }));
    expect(still.user?.email).toBe(user.email);
  });
});

describe('probes', () => {
  it('keeps grpc.health.v1 open without a token', async () => {
    const HealthClient = makeGenericClientConstructor(healthService, 'Health');
    const client = new HealthClient(`127.0.0.1:${ports.identity}`, credentials.createInsecure());
    const check = client.Check as (
      request: { service: string },
      metadata: Metadata,
      callback: (error: Error | null, response?: { status: string | number }) => void,
    ) => void;
    const answer = await new Promise<{ status: string | number }>((resolve, reject) =>
      check.call(client, { service: '' }, new Metadata(), (error, response) =>
        error || !response ? reject(error) : resolve(response),
      ),
    );
    expect(answer.status === 'SERVING' || answer.status === 1).toBe(true);
    client.close();
  });
});

const PASSWORD = 'Sunny-Days-42';
let counter = 0;

/** A customer registered through identity (a public call), as the test's user. */
async function registered(identity: Identity, label: string) {
  counter += 1;
  const email = `${label}-${randomUUID().slice(0, 8)}@example.com`;
  const { user } = await identity.registerCustomer({
    fullName: 'Ann Smith',
    email,
    mobileNumber: `0770${String(Date.now() % 1_000_000).padStart(6, '0')}${counter}`.slice(0, 11),
    password: PASSWORD,
    passwordConfirm: PASSWORD,
  });
  if (!user) throw new Error('identity answered without a user');
  return { id: user.id, type: user.userType, email: user.email };
}

/** E-mail change codes identity issued for a user. */
async function changeCodesOf(userId: string): Promise<number> {
  const rows = await handle.database.db.execute(
    sql`select count(*)::int as n from identity.one_time_codes where user_id = ${userId} and purpose = 'email_change'`,
  );
  return (rows as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}
