import { randomUUID } from 'node:crypto';
import type { serviceContracts } from '@localpros/contracts';
import { createLogger, GrpcStatus, InProcessBus, prepareService, type RpcClient, type RpcError } from '@localpros/kit';
import { createTestDatabase, testServiceClient } from '@localpros/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityService } from '../src/index.js';
import { businessProfiles, users } from '../src/schema.js';

const logger = createLogger({ name: 'test', level: 'silent' });
let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let identity: RpcClient<typeof serviceContracts.identity.definition>;

beforeAll(async () => {
  handle = await createTestDatabase();
  const instance = await prepareService(identityService, {
    database: handle.database,
    bus: new InProcessBus({ logger }),
    logger,
    env: { PLATFORM: 'local', PUBLIC_URL: 'http://localhost:3000' },
  });
  identity = testServiceClient(instance, { logger });
});
afterAll(() => handle.drop());

const SERVICE = randomUUID();

/** A business account offering SERVICE, in the state given. */
async function business(name: string, state: { verified?: boolean; active?: boolean; deleted?: boolean } = {}) {
  const id = randomUUID();
  await handle.database.db.insert(users).values({
    id,
    userType: 'business',
    firstName: 'Sam',
    lastName: 'Sparkle',
    email: `${id}@example.com`,
    mobileNumber: null,
    passwordHash: 'x',
    emailVerifiedAt: state.verified === false ? null : new Date(),
    isActive: state.active ?? true,
    deletedAt: state.deleted ? new Date() : null,
  });
  await handle.database.db.insert(businessProfiles).values({
    userId: id,
    businessName: name,
    mobileNumber: '07900000001',
    address: '1 High Street',
    serviceIds: [SERVICE, randomUUID()],
    location: 'SW',
  });
  return id;
}

describe('public business listing (PostgreSQL)', () => {
  let shown: string[];
  let hidden: string[];
  beforeAll(async () => {
    shown = [await business('Bright Homes'), await business('Acme Cleaning')];
    hidden = [
      await business('Unverified Ltd', { verified: false }),
      await business('Inactive Ltd', { active: false }),
      await business('Deleted Ltd', { deleted: true }),
    ];
  });

  it('lists only live, verified, active businesses offering the service, by name, with public fields only', async () => {
    const answer = await identity.listPublicBusinesses({ serviceId: SERVICE, limit: 10, offset: 0 });
    expect(answer.total).toBe(2);
    expect(answer.businesses.map((b) => b.id)).toEqual([shown[1], shown[0]]);
    expect(answer.businesses[0]).toEqual({
      id: shown[1],
      name: 'Acme Cleaning',
      location: 'SW',
      logo: '',
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(JSON.stringify(answer)).not.toContain('07900000001');
    expect(JSON.stringify(answer)).not.toContain('High Street');
  });

  it('pages by limit and offset, the total staying the whole count', async () => {
    const second = await identity.listPublicBusinesses({ serviceId: SERVICE, limit: 1, offset: 1 });
    expect(second).toMatchObject({ total: 2, businesses: [{ id: shown[0] }] });
  });

  it('lists every public business without a service (the sitemap), none of the hidden ones', async () => {
    const all = await identity.listPublicBusinesses({ serviceId: '', limit: 1000, offset: 0 });
    const ids = all.businesses.map((b) => b.id);
    for (const id of shown) expect(ids).toContain(id);
    for (const id of hidden) expect(ids).not.toContain(id);
  });

  it('counts the public businesses in the database, by the same rule as the list', async () => {
    const before = await identity.countPublicBusinesses({});
    const all = await identity.listPublicBusinesses({ serviceId: '', limit: 1000, offset: 0 });
    expect(before.total).toBe(all.total);
    expect(before.total).toBeGreaterThanOrEqual(shown.length);
    await business('Hidden Again Ltd', { verified: false });
    await business('Gone Again Ltd', { active: false });
    expect(await identity.countPublicBusinesses({})).toEqual({ total: before.total });
    await business('Newcomer Cleaning');
    expect(await identity.countPublicBusinesses({})).toEqual({ total: before.total + 1 });
  });

  it('refuses a malformed service id and a limit out of range', async () => {
    const failure = (promise: Promise<unknown>) =>
      promise.then(() => undefined).catch((error: unknown) => error as RpcError);
    const badService = await failure(identity.listPublicBusinesses({ serviceId: 'cleaning', limit: 10, offset: 0 }));
    expect(badService?.code).toBe(GrpcStatus.INVALID_ARGUMENT);
    const badLimit = await failure(identity.listPublicBusinesses({ serviceId: SERVICE, limit: 5000, offset: 0 }));
    expect(badLimit?.code).toBe(GrpcStatus.INVALID_ARGUMENT);
  });
});
