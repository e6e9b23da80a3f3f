import { randomUUID } from 'node:crypto';
import {
  BusinessProfileUpdated,
  type EventDefinition,
  type EventEnvelope,
  type PayloadOf,
  PaymentSucceeded,
  SubscriptionActivated,
  SubscriptionCancelled,
  SubscriptionChanged,
  SubscriptionLapsed,
  SubscriptionPastDue,
  type serviceContracts,
  UserRegistered,
} from '@localpros/contracts';
import { createEnvelope, createLogger, InProcessBus, prepareService, type RpcClient } from '@localpros/kit';
import { createTestDatabase, testCaller, testServiceClient } from '@localpros/kit/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminService } from '../src/index.js';
import { readModelEventTypes, rebuildReadModels } from '../src/rebuild/rebuild-read-models.js';

const logger = createLogger({ name: 'test', level: 'silent' });
type Admin = RpcClient<typeof serviceContracts.admin.definition>;

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let bus: InProcessBus;
let admin: Admin;
let instance: Awaited<ReturnType<typeof prepareService<typeof adminService.definition>>>;
const db = () => handle.database.db;
const asAdmin = () => testCaller({ user: { id: randomUUID(), type: 'admin' } });
/** Everything published, in order: the history a rebuild replays. */
const history: EventEnvelope[] = [];

beforeAll(async () => {
  handle = await createTestDatabase();
  bus = new InProcessBus({ logger, maxDeliver: 1 });
  instance = await prepareService(adminService, { database: handle.database, bus, logger, env: { PLATFORM: 'local' } });
  await bus.start();
  await instance.start();
  admin = testServiceClient(instance, { logger });
});
afterAll(async () => {
  await instance?.stop();
  await bus?.stop();
  await handle?.drop();
});

async function publish<E extends EventDefinition>(event: E, payload: PayloadOf<E>) {
  const envelope = createEnvelope(event, payload);
  history.push(envelope);
  await bus.publish(envelope);
}

async function registerBusiness(name: string) {
  const userId = randomUUID();
  await publish(UserRegistered, {
    userId,
    userType: 'business',
    firstName: 'Sam',
    lastName: 'Sparkle',
    email: `${userId}@example.com`,
    mobileNumber: '07700900003',
    businessName: name,
    registeredAt: new Date().toISOString(),
  });
  return userId;
}

type Snapshot = PayloadOf<typeof SubscriptionActivated>;
const snapshot = (businessId: string, overrides: Partial<Snapshot> & { changedAt: string }): Snapshot => ({
  subscriptionId: randomUUID(),
  businessId,
  packageId: 'standard',
  status: 'active',
  currentPeriodEnd: '2031-02-01T00:00:00.000Z',
  cancelAtPeriodEnd: false,
  ...overrides,
});

const business = (userId: string) => admin.getBusiness({ userId }, asAdmin());
const subscriptionOf = async (userId: string) => {
  const b = await business(userId);
  return { subscriptionPackage: b.subscriptionPackage, subscriptionStatus: b.subscriptionStatus };
};

describe('admin subscriptions read model', () => {
  it('has no subscription for a business that never subscribed', async () => {
    const id = await registerBusiness('Never Paid Ltd');
    const b = await business(id);
    expect(b.businessName).toBe('Never Paid Ltd');
    expect(b.subscriptionPackage).toBeUndefined();
    expect(b.subscriptionStatus).toBeUndefined();
  });

  it('follows activation, an upgrade, past due, lapse and a renewal, each snapshot newer than the last', async () => {
    const id = await registerBusiness('Shine Bright');
    const subscriptionId = randomUUID();
    const at = (minute: number) => new Date(Date.UTC(2031, 0, 1, 0, minute)).toISOString();
    await publish(SubscriptionActivated, snapshot(id, { subscriptionId, changedAt: at(1) }));
    expect(await subscriptionOf(id)).toEqual({ subscriptionPackage: 'standard', subscriptionStatus: 'active' });
    await publish(SubscriptionChanged, snapshot(id, { subscriptionId, packageId: 'premium', changedAt: at(2) }));
    expect(await subscriptionOf(id)).toEqual({ subscriptionPackage: 'premium', subscriptionStatus: 'active' });
    await publish(SubscriptionPastDue, {
      ...snapshot(id, { subscriptionId, packageId: 'premium', status: 'past_due', changedAt: at(3) }),
      graceEndsAt: at(10),
      nextRetryAt: at(5),
    });
    expect(await subscriptionOf(id)).toEqual({ subscriptionPackage: 'premium', subscriptionStatus: 'past_due' });
    await publish(
      SubscriptionLapsed,
      snapshot(id, { subscriptionId, packageId: 'premium', status: 'lapsed', changedAt: at(4) }),
    );
    expect(await subscriptionOf(id)).toEqual({ subscriptionPackage: 'premium', subscriptionStatus: 'lapsed' });
    await publish(SubscriptionActivated, snapshot(id, { subscriptionId, packageId: 'premium', changedAt: at(6) }));
    expect(await subscriptionOf(id)).toEqual({ subscriptionPackage: 'premium', subscriptionStatus: 'active' });
  });

  it('ignores a stale snapshot delivered late, whatever its type', async () => {
    const id = await registerBusiness('Out Of Order');
    await publish(
      SubscriptionCancelled,
      snapshot(id, { status: 'cancelled', cancelAtPeriodEnd: true, changedAt: '2031-03-01T00:00:00.000Z' }),
    );
    // The activation and a cancellation scheduled before it ended, arriving after the end.
    await publish(SubscriptionActivated, snapshot(id, { changedAt: '2031-01-01T00:00:00.000Z' }));
    await publish(
      SubscriptionChanged,
      snapshot(id, { packageId: 'premium', cancelAtPeriodEnd: true, changedAt: '2031-02-01T00:00:00.000Z' }),
    );
    expect(await subscriptionOf(id)).toEqual({ subscriptionPackage: 'standard', subscriptionStatus: 'cancelled' });
  });

  it('keeps a subscription that arrives before the business registered, and lists it in the businesses table', async () => {
    const id = randomUUID();
    await publish(SubscriptionActivated, snapshot(id, { packageId: 'premium', changedAt: '2031-01-05T00:00:00.000Z' }));
    await publish(UserRegistered, {
      userId: id,
      userType: 'business',
      firstName: 'Pat',
      lastName: 'Early',
      email: `${id}@example.com`,
      mobileNumber: '07700900004',
      businessName: 'Early Bird Cleaning',
      registeredAt: new Date().toISOString(),
    });
    await publish(BusinessProfileUpdated, {
      businessId: id,
      businessName: 'Early Bird Cleaning',
      workCategoryId: null,
      serviceIds: [],
      location: 'SW4',
      latitude: null,
      longitude: null,
      isActive: true,
      isVerified: true,
      updatedAt: new Date().toISOString(),
    });
    const page = await admin.listBusinesses({ pageIndex: 0, businessName: 'Early Bird', businessEmail: '' }, asAdmin());
    expect(page.businesses).toHaveLength(1);
    expect(page.businesses[0]).toMatchObject({ subscriptionPackage: 'premium', subscriptionStatus: 'active' });
  });

  it('counts subscriptions receiving leads and this month’s revenue on the dashboard, each payment once', async () => {
    const before = await admin.getDashboard({}, asAdmin());
    const id = await registerBusiness('Revenue Ltd');
    const now = new Date();
    await publish(SubscriptionActivated, snapshot(id, { changedAt: now.toISOString() }));
    const paid: PayloadOf<typeof PaymentSucceeded> = {
      transactionId: randomUUID(),
      receiptNumber: 'LP-R-TEST-1',
      subscriptionId: randomUUID(),
      businessId: id,
      packageId: 'standard',
      kind: 'subscription',
      amountPence: 9500,
      vatPence: 1583,
      discountPence: 0,
      promoCode: null,
      periodStart: now.toISOString(),
      periodEnd: new Date(now.getTime() + 30 * 86_400_000).toISOString(),
      paymentMethod: { type: 'card', brand: 'Visa', last4: '4242', bankName: null, accountNumberEnding: null },
      paidAt: now.toISOString(),
    };
    await publish(PaymentSucceeded, paid);
    // The same payment under a new event id (billing recorded it twice): counted once.
    await publish(PaymentSucceeded, paid);
    // A payment of a past month is not this month's revenue.
    await publish(PaymentSucceeded, { ...paid, transactionId: randomUUID(), paidAt: '2020-01-15T12:00:00.000Z' });
    const after = await admin.getDashboard({}, asAdmin());
    expect(after.activeSubscriptions).toBe(before.activeSubscriptions + 1);
    expect(after.revenueThisMonthPence).toBe(before.revenueThisMonthPence + 9500);
  });

  it('rebuilds to the same rows from the history, reversed and every event twice', async () => {
    expect(readModelEventTypes).toEqual(
      expect.arrayContaining([
        'SubscriptionActivated',
        'SubscriptionChanged',
        'SubscriptionPastDue',
        'SubscriptionLapsed',
        'SubscriptionCancelled',
        'PaymentSucceeded',
      ]),
    );
    const rowsOf = async () => {
      const out: Record<string, unknown[]> = {};
      for (const table of ['subscriptions', 'payments']) {
        const result = (await db().execute(
          sql`select * from admin.${sql.identifier(table)} order by 1`,
        )) as unknown as { rows: unknown[] };
        out[table] = result.rows;
      }
      return out;
    };
    const before = await rowsOf();
    expect(before.subscriptions?.length).toBeGreaterThanOrEqual(4);
    async function* replay() {
      yield* [...history].reverse().flatMap((e) => [e, e]);
    }
    await rebuildReadModels(db(), replay());
    expect(await rowsOf()).toEqual(before);
  });
});
