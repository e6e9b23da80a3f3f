import {
  BusinessProfileUpdated,
  type EventEnvelope,
  JobPosted,
  leadsPausedMessage,
  SubscriptionActivated,
  SubscriptionCancelled,
  SubscriptionChanged,
  SubscriptionLapsed,
  SubscriptionPastDue,
  type SubscriptionStatus,
  UserDeleted,
} from '@localpros/contracts';
import { createEnvelope, GrpcStatus, type RpcError } from '@localpros/kit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eligibleBusinesses } from '../src/leads/match-job.js';
import { asBusiness, destination, job, profile, seededRandom, startMatching, subscription } from './harness.js';

/** Leads only for subscribers: matching's read model of billing's Subscription* snapshots. */
let env: Awaited<ReturnType<typeof startMatching>>;
beforeAll(async () => {
  env = await startMatching();
});
afterAll(() => env?.stop());

const random = seededRandom(14);
const LEEDS = { latitude: 53.7997, longitude: -1.5492 };
const at = (day: number) => new Date(Date.UTC(2026, 0, day)).toISOString();

/** Each test its own service, so businesses of other tests never match its jobs. */
const newService = () => random.uuid();

async function business(serviceId: string, overrides: Partial<Parameters<typeof profile>[0]> = {}) {
  const businessId = random.uuid();
  await env.deliver(BusinessProfileUpdated, profile({ businessId, serviceIds: [serviceId], ...LEEDS, ...overrides }));
  return businessId;
}

/** Billing's snapshot as the event that carries each status would. */
async function subscribe(
  businessId: string,
  status: SubscriptionStatus,
  options: { packageId?: 'standard' | 'premium'; changedAt?: string } = {},
) {
  const snapshot = subscription({
    businessId,
    status,
    packageId: options.packageId ?? 'standard',
    changedAt: options.changedAt ?? at(10),
  });
  if (status === 'active' || status === 'incomplete') await env.deliver(SubscriptionActivated, snapshot);
  else if (status === 'past_due')
    await env.deliver(SubscriptionPastDue, { ...snapshot, graceEndsAt: at(17), nextRetryAt: at(11) });
  else if (status === 'lapsed') await env.deliver(SubscriptionLapsed, snapshot);
  else await env.deliver(SubscriptionCancelled, snapshot);
}

/** Posts a job near Leeds for the service and answers which businesses got its lead. */
async function leadsOf(serviceId: string, overrides: Partial<Parameters<typeof job>[0]> = {}): Promise<string[]> {
  const posted = job({ jobId: random.uuid(), serviceId, ...LEEDS, ...overrides });
  await env.deliver(JobPosted, posted);
  const result = (await env.db.execute(
    sql`select business_id from matching.leads where job_id = ${posted.jobId}::uuid`,
  )) as unknown as { rows: { business_id: string }[] };
  return result.rows.map((r) => r.business_id).sort();
}

describe('leads only for subscribed businesses', () => {
  it('gives leads to active and past-due subscriptions, none to incomplete, lapsed, cancelled or none', async () => {
    const service = newService();
    const byStatus = new Map<SubscriptionStatus | 'none', string>();
    for (const status of ['active', 'past_due', 'incomplete', 'lapsed', 'cancelled', 'none'] as const) {
      const id = await business(service);
      if (status !== 'none') await subscribe(id, status);
      byStatus.set(status, id);
    }
    expect(await leadsOf(service)).toEqual([byStatus.get('active'), byStatus.get('past_due')].sort());
  });

  it('follows the subscription as it lapses, is paid again, is cancelled', async () => {
    const service = newService();
    const id = await business(service);
    await subscribe(id, 'active', { changedAt: at(1) });
    expect(await leadsOf(service)).toEqual([id]);
    await subscribe(id, 'past_due', { changedAt: at(2) });
    expect(await leadsOf(service)).toEqual([id]);
    await subscribe(id, 'lapsed', { changedAt: at(3) });
    expect(await leadsOf(service)).toEqual([]);
    await subscribe(id, 'active', { changedAt: at(4) });
    expect(await leadsOf(service)).toEqual([id]);
    await subscribe(id, 'cancelled', { changedAt: at(5) });
    expect(await leadsOf(service)).toEqual([]);
  });

  it('withdraws a lapsed or cancelled business’s open leads, and gives them back when it pays again', async () => {
    const service = newService();
    const id = await business(service);
    await subscribe(id, 'active', { changedAt: at(1) });
    for (let i = 0; i < 3; i++) expect(await leadsOf(service)).toEqual([id]);
    const as = asBusiness(id);
    const open = (await env.matching.listBusinessLeads({ businessId: id }, as)).leads;
    expect(open).toHaveLength(3);
    const [first, second] = open.map((lead) => lead.id);
    await env.matching.markLeadInterested({ businessId: id, leadId: first ?? '' }, as);

    for (const [status, day] of [
      ['lapsed', 2],
      ['cancelled', 4],
    ] as const) {
      await subscribe(id, status, { changedAt: at(day) });
      expect((await env.matching.listBusinessLeads({ businessId: id }, as)).leads, status).toEqual([]);
      for (const refused of [
        () => env.matching.markLeadInterested({ businessId: id, leadId: second ?? '' }, as),
        // What the BFF asks before a quote, and the interested lead's number, are refused too.
        () => env.matching.getLead({ businessId: id, leadId: first ?? '' }, as),
      ]) {
        const error = await refused().then(
          () => undefined,
          (e: RpcError) => e,
        );
        expect(error?.code, status).toBe(GrpcStatus.PERMISSION_DENIED);
        expect(error?.message).toBe(leadsPausedMessage);
      }
      await subscribe(id, 'active', { changedAt: at(day + 1) });
      const back = (await env.matching.listBusinessLeads({ businessId: id }, as)).leads;
      expect(back.map((lead) => lead.id).sort(), `paid again after ${status}`).toEqual(open.map((l) => l.id).sort());
      expect(back.find((lead) => lead.id === first)?.isInterested).toBe(true);
      expect(back.find((lead) => lead.id === second)?.isInterested).toBe(false);
    }
  });

  it('ignores a snapshot older than the one held, whatever order they arrive in', async () => {
    const service = newService();
    const lapsed = await business(service);
    await subscribe(lapsed, 'lapsed', { changedAt: at(20) });
    await subscribe(lapsed, 'active', { changedAt: at(19) });
    const active = await business(service);
    await subscribe(active, 'active', { changedAt: at(20) });
    await subscribe(active, 'cancelled', { changedAt: at(19) });
    expect(await leadsOf(service)).toEqual([active]);
    // A late SubscriptionChanged of an older package does not downgrade a Premium subscriber either.
    await env.deliver(
      SubscriptionChanged,
      subscription({ businessId: active, packageId: 'premium', status: 'active', changedAt: at(21) }),
    );
    await env.deliver(
      SubscriptionChanged,
      subscription({ businessId: active, packageId: 'standard', status: 'active', changedAt: at(20) }),
    );
    const [row] = (
      (await env.db.execute(
        sql`select package_id, subscription_status from matching.businesses where business_id = ${active}::uuid`,
      )) as unknown as { rows: { package_id: string; subscription_status: string }[] }
    ).rows;
    expect(row).toEqual({ package_id: 'premium', subscription_status: 'active' });
  });

  it('handles a redelivered envelope once, and a redelivered old envelope does not undo a newer state', async () => {
    const service = newService();
    const id = await business(service);
    const activated = createEnvelope(
      SubscriptionActivated,
      subscription({ businessId: id, changedAt: at(1) }),
    ) as EventEnvelope;
    await env.publish(activated);
    await subscribe(id, 'lapsed', { changedAt: at(2) });
    await env.publish(activated);
    expect(await leadsOf(service)).toEqual([]);
    const handled = (await env.db.execute(
      sql`select count(*)::int as n from matching.inbox where event_id = ${activated.id}::uuid`,
    )) as unknown as { rows: { n: number }[] };
    expect(handled.rows[0]?.n).toBe(1);
  });

  it('keeps a subscription announced before the business’s profile, and matches it once the profile comes', async () => {
    const service = newService();
    const id = random.uuid();
    await subscribe(id, 'active', { packageId: 'premium' });
    // Known only by its subscription: no profile yet, so no lead, named or not.
    expect(await leadsOf(service)).toEqual([]);
    expect(await leadsOf(service, { specificBusinessIds: [id] })).toEqual([]);
    await env.deliver(
      BusinessProfileUpdated,
      profile({ businessId: id, serviceIds: [service], ...LEEDS, updatedAt: at(30) }),
    );
    expect(await leadsOf(service)).toEqual([id]);
    expect(await leadsOf(service, { type: 'premium' })).toEqual([id]);
    // A later profile change keeps the subscription.
    await env.deliver(
      BusinessProfileUpdated,
      profile({ businessId: id, serviceIds: [service], ...LEEDS, businessName: 'Renamed', updatedAt: at(31) }),
    );
    expect(await leadsOf(service)).toEqual([id]);
  });

  it('forgets a deleted business with its subscription', async () => {
    const service = newService();
    const id = await business(service);
    await subscribe(id, 'active');
    await env.deliver(UserDeleted, { userId: id, userType: 'business', deletedAt: at(12) });
    expect(await leadsOf(service)).toEqual([]);
    const rows = (await env.db.execute(
      sql`select count(*)::int as n from matching.businesses where business_id = ${id}::uuid`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0]?.n).toBe(0);
  });
});

describe('premium jobs', () => {
  it('go to the Premium subscribers within 40 km, not to the Standard ones', async () => {
    const service = newService();
    const premium = await business(service);
    await subscribe(premium, 'active', { packageId: 'premium' });
    const premiumPastDue = await business(service, destination(LEEDS.latitude, LEEDS.longitude, 90, 30));
    await subscribe(premiumPastDue, 'past_due', { packageId: 'premium' });
    const standard = await business(service);
    await subscribe(standard, 'active');
    expect(await leadsOf(service, { type: 'premium' })).toEqual([premium, premiumPastDue].sort());
    // A standard job still goes to both packages.
    expect(await leadsOf(service)).toEqual([premium, premiumPastDue, standard].sort());
  });

  it('go to the Standard subscribers when no eligible Premium one is within 40 km', async () => {
    const service = newService();
    const standard = await business(service);
    await subscribe(standard, 'active');
    const standardPastDue = await business(service);
    await subscribe(standardPastDue, 'past_due');
    // Premium businesses that do not count: too far, lapsed, another service, unverified.
    const far = await business(service, destination(LEEDS.latitude, LEEDS.longitude, 0, 41));
    await subscribe(far, 'active', { packageId: 'premium' });
    const lapsed = await business(service);
    await subscribe(lapsed, 'lapsed', { packageId: 'premium' });
    const otherService = await business(newService());
    await subscribe(otherService, 'active', { packageId: 'premium' });
    const unverified = await business(service, { isVerified: false });
    await subscribe(unverified, 'active', { packageId: 'premium' });
    const unsubscribed = await business(service);
    expect(await leadsOf(service, { type: 'premium' })).toEqual([standard, standardPastDue].sort());
    expect(await leadsOf(service, { type: 'premium' })).not.toContain(unsubscribed);
  });

  it('naming businesses go to those named that have a lead-receiving subscription, whatever the package', async () => {
    const service = newService();
    const standard = await business(service, destination(LEEDS.latitude, LEEDS.longitude, 180, 60));
    await subscribe(standard, 'active');
    const premium = await business(service);
    await subscribe(premium, 'past_due', { packageId: 'premium' });
    const cancelled = await business(service);
    await subscribe(cancelled, 'cancelled', { packageId: 'premium' });
    const incomplete = await business(service);
    await subscribe(incomplete, 'incomplete');
    const never = await business(service);
    const nearbyPremium = await business(service);
    await subscribe(nearbyPremium, 'active', { packageId: 'premium' });
    const named = [standard, premium, cancelled, incomplete, never];
    expect(await leadsOf(service, { type: 'premium', specificBusinessIds: named })).toEqual([standard, premium].sort());
    expect(await leadsOf(service, { specificBusinessIds: named })).toEqual([standard, premium].sort());
  });
});

describe('the match query', () => {
  it('reads the partial index of lead-receiving businesses (its predicate is the one the query states)', async () => {
    const plan = await env.db.transaction(async (tx) => {
      // Few rows here: without this the planner may rightly prefer a sequential scan.
      await tx.execute(sql`set local enable_seqscan = off`);
      for (const type of ['standard', 'premium'] as const) {
        const posted = job({ jobId: random.uuid(), serviceId: newService(), ...LEEDS, type });
        const result = (await tx.execute(sql`explain (costs off) ${eligibleBusinesses(posted)}`)) as unknown as {
          rows: { 'QUERY PLAN': string }[];
        };
        const text = result.rows.map((r) => r['QUERY PLAN']).join('\n');
        if (!text.includes('businesses_lead_receiving_earth_idx')) return text;
      }
      return 'both plans use the index';
    });
    expect(plan).toBe('both plans use the index');
  });
});
