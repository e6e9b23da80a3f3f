import { randomUUID } from 'node:crypto';
import {
  BusinessProfileUpdated,
  JobActivated,
  JobDeactivated,
  JobDeleted,
  JobPosted,
  QuoteAccepted,
  SubscriptionActivated,
} from '@localpros/contracts';
import { GrpcStatus, type RpcError } from '@localpros/kit';
import { testCaller } from '@localpros/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asBusiness,
  destination,
  haversineKm,
  job,
  profile,
  seededRandom,
  startMatching,
  subscription,
} from './harness.js';

let env: Awaited<ReturnType<typeof startMatching>>;
beforeAll(async () => {
  env = await startMatching();
});
afterAll(() => env?.stop());

const random = seededRandom(13);
const SERVICE = random.uuid();
const LEEDS = { latitude: 53.7997, longitude: -1.5492 };
const adminId = randomUUID();
const asAdmin = testCaller({ user: { id: adminId, type: 'admin' } });
const failure = (promise: Promise<unknown>) =>
  promise.then(() => undefined).catch((error: unknown) => error as RpcError);

/** A business near Leeds, subscribed unless `subscribed` is false. */
async function business(overrides: Partial<Parameters<typeof profile>[0]> = {}, subscribed = true) {
  const businessId = random.uuid();
  await env.deliver(BusinessProfileUpdated, profile({ businessId, serviceIds: [SERVICE], ...LEEDS, ...overrides }));
  if (subscribed) await env.deliver(SubscriptionActivated, subscription({ businessId }));
  return businessId;
}

const leedsJob = (overrides: Partial<Parameters<typeof job>[0]> = {}) =>
  job({ jobId: random.uuid(), serviceId: SERVICE, location: 'LS1', ...LEEDS, ...overrides });

const openJobIds = async (businessId: string) =>
  (await env.matching.listBusinessLeads({ businessId }, asBusiness(businessId))).leads.map((l) => l.jobId);

const switchAt = (seconds: number) => new Date(Date.UTC(2026, 10, 1, 12, 0, seconds)).toISOString();

describe('an admin switching a job off and on', () => {
  it('takes the job out of every lead list and brings it back; interest is refused meanwhile', async () => {
    const [a, b] = [await business(), await business()];
    const posted = leedsJob({ jobNumber: 'LP-000777' });
    await env.deliver(JobPosted, posted);
    expect(await openJobIds(a)).toContain(posted.jobId);
    const { leads } = await env.matching.listBusinessLeads({ businessId: a }, asBusiness(a));
    const lead = leads.find((l) => l.jobId === posted.jobId);
    expect(lead?.jobNumber).toBe('LP-000777');

    const ids = { jobId: posted.jobId, customerId: posted.customerId, adminId };
    await env.deliver(JobDeactivated, { ...ids, deactivatedAt: switchAt(1) });
    expect(await openJobIds(a)).not.toContain(posted.jobId);
    expect(await openJobIds(b)).not.toContain(posted.jobId);
    const refused = await failure(
      env.matching.markLeadInterested({ businessId: a, leadId: lead?.id ?? '' }, asBusiness(a)),
    );
    expect(refused?.code).toBe(GrpcStatus.NOT_FOUND);

    await env.deliver(JobActivated, { ...ids, activatedAt: switchAt(2) });
    expect(await openJobIds(a)).toContain(posted.jobId);
    expect(await openJobIds(b)).toContain(posted.jobId);
  });

  it('keeps the latest switch when an older one arrives late, and a job switched off before matching starts suspended', async () => {
    const a = await business();
    const posted = leedsJob();
    const ids = { jobId: posted.jobId, customerId: posted.customerId, adminId };
    await env.deliver(JobDeactivated, { ...ids, deactivatedAt: switchAt(3) });
    await env.deliver(JobPosted, posted);
    expect(await openJobIds(a)).not.toContain(posted.jobId);
    // An activation older than the deactivation changes nothing.
    await env.deliver(JobActivated, { ...ids, activatedAt: switchAt(2) });
    expect(await openJobIds(a)).not.toContain(posted.jobId);
    await env.deliver(JobActivated, { ...ids, activatedAt: switchAt(4) });
    expect(await openJobIds(a)).toContain(posted.jobId);
  });

  it('withdraws a deleted job’s leads for good', async () => {
    const a = await business();
    const posted = leedsJob();
    await env.deliver(JobPosted, posted);
    const ids = { jobId: posted.jobId, customerId: posted.customerId, adminId };
    await env.deliver(JobDeleted, { ...ids, deletedAt: switchAt(5) });
    expect(await openJobIds(a)).not.toContain(posted.jobId);
    await env.deliver(JobActivated, { ...ids, activatedAt: switchAt(6) });
    expect(await openJobIds(a)).not.toContain(posted.jobId);
  });

  it('does not reopen the leads of a job awarded while it was switched off', async () => {
    const [winner, other] = [await business(), await business()];
    const posted = leedsJob();
    await env.deliver(JobPosted, posted);
    const ids = { jobId: posted.jobId, customerId: posted.customerId, adminId };
    const { leads } = await env.matching.listBusinessLeads({ businessId: winner }, asBusiness(winner));
    const leadId = leads.find((l) => l.jobId === posted.jobId)?.id ?? '';
    await env.deliver(JobDeactivated, { ...ids, deactivatedAt: switchAt(7) });
    await env.deliver(QuoteAccepted, {
      quoteId: randomUUID(),
      leadId,
      jobId: posted.jobId,
      businessId: winner,
      customerId: posted.customerId,
      costPence: 1000,
      currency: 'GBP',
      rateType: 'flat',
      acceptedAt: switchAt(8),
    });
    await env.deliver(JobActivated, { ...ids, activatedAt: switchAt(9) });
    expect(await openJobIds(other)).not.toContain(posted.jobId);
  });
});

describe('admin provider lookups', () => {
  it('gives a named provider 60 km away the lead, outside the 40 km radius', async () => {
    const far = destination(LEEDS.latitude, LEEDS.longitude, 90, 60);
    const farAway = await business({ ...far, businessName: 'Far Away Fixers' });
    const near = await business();
    const posted = leedsJob({ type: 'premium', specificBusinessIds: [farAway] });
    await env.deliver(JobPosted, posted);
    const { leads } = await env.matching.listBusinessLeads({ businessId: farAway }, asBusiness(farAway));
    const lead = leads.find((l) => l.jobId === posted.jobId);
    expect(lead?.distanceKm).toBeCloseTo(60, 0);
    expect(lead?.jobKind).toBe('premium');
    // Named providers only: the business next door does not get it.
    expect(await openJobIds(near)).not.toContain(posted.jobId);
  });

  it('finds the verified, active, subscribed providers of a service within 40 km, nearest first', async () => {
    const service = random.uuid();
    const at = (km: number) => destination(LEEDS.latitude, LEEDS.longitude, 0, km);
    const close = await business({ ...at(1), serviceIds: [service], businessName: 'Close Co' });
    const middle = await business({ ...at(20), serviceIds: [service], businessName: 'Middle Co' });
    await business({ ...at(45), serviceIds: [service], businessName: 'Too Far Co' });
    await business({ ...at(2), serviceIds: [service], isVerified: false, businessName: 'Unverified Co' });
    await business({ ...at(2), serviceIds: [service], isActive: false, businessName: 'Inactive Co' });
    await business({ ...at(2), serviceIds: [random.uuid()], businessName: 'Other Service Co' });
    await business({ ...at(2), serviceIds: [service], businessName: 'Unsubscribed Co' }, false);
    const { providers } = await env.matching.findProviders({ serviceId: service, ...LEEDS }, asAdmin);
    expect(providers.map((p) => [p.id, p.name])).toEqual([
      [close, 'Close Co'],
      [middle, 'Middle Co'],
    ]);
    expect(providers[1]?.distanceKm).toBeCloseTo(
      haversineKm(LEEDS.latitude, LEEDS.longitude, at(20).latitude, at(20).longitude),
      3,
    );
    const refused = await failure(env.matching.findProviders({ serviceId: service, ...LEEDS }, asBusiness(close)));
    expect(refused?.code).toBe(GrpcStatus.PERMISSION_DENIED);
  });

  it('counts active and inactive businesses per category and per service', async () => {
    const [category, service] = [random.uuid(), random.uuid()];
    await business({ workCategoryId: category, serviceIds: [service] });
    await business({ workCategoryId: category, serviceIds: [service] });
    await business({ workCategoryId: category, serviceIds: [service], isActive: false });
    const counts = await env.matching.countBusinesses({ workCategoryIds: [category], serviceIds: [service] }, asAdmin);
    expect(counts.workCategories).toEqual([{ id: category, active: 2, inactive: 1 }]);
    expect(counts.services).toEqual([{ id: service, active: 2, inactive: 1 }]);
  });
});
