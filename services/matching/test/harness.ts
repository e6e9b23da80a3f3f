import { readFileSync } from 'node:fs';
import type {
  BusinessProfileUpdated,
  EventDefinition,
  EventEnvelope,
  JobPosted,
  PayloadOf,
  SubscriptionActivated,
  serviceContracts,
} from '@localpros/contracts';
import { createEnvelope, createLogger, InProcessBus, prepareService, type RpcClient } from '@localpros/kit';
import { createTestDatabase, testCaller, testServiceClient } from '@localpros/kit/testing';
import { matchingService } from '../src/index.js';

const logger = createLogger({ name: 'test', level: 'silent' });
export type Matching = RpcClient<typeof serviceContracts.matching.definition>;

/** Call options acting for this business, as the BFF's caller token would say. */
export const asBusiness = (id: string) => testCaller({ user: { id, type: 'business' } });

/**
 * The matching service on a throwaway database (a scratch database on the test PostgreSQL) and an
 * in-process bus. No Premium head start unless `env` sets one: the tests of who gets a lead read
 * the lists at once.
 */
export async function startMatching(env: Readonly<Record<string, string>> = {}) {
  const handle = await createTestDatabase();
  const bus = new InProcessBus({ logger, backoffBaseMs: 1 });
  const instance = await prepareService(matchingService, {
    database: handle.database,
    bus,
    logger,
    env: { ...process.env, MATCHING_PREMIUM_HEAD_START_SECONDS: '0', ...env },
  });
  await bus.start();
  const matching: Matching = testServiceClient(instance, { logger, timeoutMs: 30_000 });
  return {
    db: handle.database.db,
    /** The service's outbox: a test runs a release pass of the head start through it. */
    outbox: instance.deps.outbox,
    matching,
    /** Hands an envelope to matching as the broker would; resolves once it is handled. */
    publish: (envelope: EventEnvelope) => bus.publish(envelope),
    deliver: <E extends EventDefinition>(event: E, payload: PayloadOf<E>) =>
      bus.publish(createEnvelope(event, payload) as EventEnvelope),
    async stop() {
      await bus.stop();
      await handle.drop();
    },
  };
}

/** A seeded PRNG (mulberry32): the same businesses and jobs on every run. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const uuid = () => {
    const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16)).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  };
  return { next, uuid, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T };
}

export interface District {
  outcode: string;
  latitude: number;
  longitude: number;
}

/** The UK postcode districts' centroids, read in place from the shared data folder. */
export function loadDistricts(path = '/work/shared/data/uk-outcodes.csv'): District[] {
  return readFileSync(path, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','))
    .map(([outcode, latitude, longitude]) => ({
      outcode: outcode ?? '',
      latitude: Number(latitude),
      longitude: Number(longitude),
    }))
    .filter((d) => d.outcode && Number.isFinite(d.latitude) && Number.isFinite(d.longitude));
}

export const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/** The brute-force oracle's distance: haversine on the mean Earth radius. */
export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const a =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}

/** The point `distanceKm` from a start along a bearing (great-circle destination formula). */
export function destination(lat: number, lon: number, bearingDeg: number, distanceKm: number) {
  const d = distanceKm / EARTH_RADIUS_KM;
  const b = rad(bearingDeg);
  const lat1 = rad(lat);
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
  const lon2 =
    rad(lon) + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  return { latitude: deg(lat2), longitude: deg(lon2) };
}

export type Profile = PayloadOf<typeof BusinessProfileUpdated>;
export type Job = PayloadOf<typeof JobPosted>;

export function profile(overrides: Partial<Profile> & Pick<Profile, 'businessId'>): Profile {
  return {
    businessName: 'Acme Plumbing',
    workCategoryId: null,
    serviceIds: [],
    location: 'AB10',
    latitude: 57.13488,
    longitude: -2.11742,
    isActive: true,
    isVerified: true,
    updatedAt: new Date('2026-01-01T00:00:00Z').toISOString(),
    ...overrides,
  };
}

export type Subscription = PayloadOf<typeof SubscriptionActivated>;

/** Billing's snapshot of a business's subscription: active Standard unless told otherwise. */
export function subscription(overrides: Partial<Subscription> & Pick<Subscription, 'businessId'>): Subscription {
  return {
    subscriptionId: '33333333-3333-4333-8333-333333333333',
    packageId: 'standard',
    status: 'active',
    currentPeriodEnd: new Date('2026-03-01T00:00:00Z').toISOString(),
    cancelAtPeriodEnd: false,
    changedAt: new Date('2026-01-01T00:00:00Z').toISOString(),
    ...overrides,
  };
}

export function job(overrides: Partial<Job> & Pick<Job, 'jobId' | 'serviceId'>): Job {
  return {
    customerId: '11111111-1111-4111-8111-111111111111',
    title: 'Fix a leaking tap',
    description: 'The kitchen tap drips all night.',
    workCategoryId: '22222222-2222-4222-8222-222222222222',
    serviceName: 'Tap repair',
    location: 'AB10',
    latitude: 57.13488,
    longitude: -2.11742,
    jobType: 'residential',
    targetJobDone: 'flexible',
    specificDate: null,
    type: 'standard',
    specificBusinessIds: [],
    postedAt: new Date('2026-02-01T00:00:00Z').toISOString(),
    ...overrides,
  };
}
