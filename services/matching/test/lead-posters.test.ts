import {
  BusinessProfileUpdated,
  JobActivated,
  JobDeactivated,
  JobPosted,
  type PayloadOf,
  QuoteSent,
  SubscriptionActivated,
  SubscriptionLapsed,
  UserContactChanged,
  UserDeleted,
} from '@localpros/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBusiness, job, profile, seededRandom, startMatching, subscription } from './harness.js';

let env: Awaited<ReturnType<typeof startMatching>>;
beforeAll(async () => {
  env = await startMatching();
});
afterAll(() => env?.stop());

const random = seededRandom(12);
const SERVICE = random.uuid();

function contact(userId: string, overrides: Partial<PayloadOf<typeof UserContactChanged>> = {}) {
  return {
    userId,
    userType: 'customer' as const,
    firstName: 'Chloe',
    lastName: 'Carter',
    email: 'chloe@example.test',
    mobileNumber: '07700900002',
    businessName: null,
    emailEnabled: true,
    smsEnabled: true,
    notifiableEvents: {
      messages: true,
      newsletters: false,
      specialOffers: false,
      recommendations: false,
      newJobLeads: true,
    },
    changedAt: '2026-11-01T10:00:00.000000Z',
    ...overrides,
  };
}

/** A business, and a job of `customerId` that reaches it: the business's lead of that job. */
async function leadOf(customerId: string) {
  const businessId = random.uuid();
  await env.deliver(BusinessProfileUpdated, profile({ businessId, serviceIds: [SERVICE] }));
  await env.deliver(SubscriptionActivated, subscription({ businessId }));
  const jobId = random.uuid();
  await env.deliver(JobPosted, job({ jobId, serviceId: SERVICE, customerId }));
  const read = async () => {
    const { leads } = await env.matching.listBusinessLeads({ businessId }, asBusiness(businessId));
    const lead = leads.find((l) => l.jobId === jobId);
    if (!lead) throw new Error('no lead');
    return lead;
  };
  return { businessId, jobId, read };
}

/** The LeadListsChanged matching recorded since `since` (outbox seq grows), as whose lists they name. */
async function listsChangedSince(since: number) {
  const { rows } = (await env.db.execute(
    sql`select payload from matching.outbox where type = 'LeadListsChanged' and seq > ${since} order by seq`,
  )) as unknown as { rows: { payload: Record<string, string[]> }[] };
  return rows.map((row) => row.payload);
}

async function lastOutboxId(): Promise<number> {
  const { rows } = (await env.db.execute(
    sql`select coalesce(max(seq), 0)::int as id from matching.outbox`,
  )) as unknown as {
    rows: { id: number }[];
  };
  return rows[0]?.id ?? 0;
}

describe("a lead card's poster, from matching's copy of UserContactChanged", () => {
  it('names the poster and sends the number only once the business is interested', async () => {
    const customerId = random.uuid();
    await env.deliver(UserContactChanged, contact(customerId));
    const { businessId, read } = await leadOf(customerId);
    expect(await read()).toMatchObject({
      customerKnown: true,
      customerFirstName: 'Chloe',
      customerLastName: 'Carter',
      customerHasMobile: true,
      customerMobileNumber: '',
    });
    const leadId = (await read()).id;
    const { lead } = await env.matching.markLeadInterested({ businessId, leadId }, asBusiness(businessId));
    expect(lead?.customerMobileNumber).toBe('07700900002');
    expect((await read()).customerMobileNumber).toBe('07700900002');
    const got = await env.matching.getLead({ businessId, leadId }, asBusiness(businessId));
    expect(got.lead?.customerMobileNumber).toBe('07700900002');
  });

  it('keeps the newest snapshot whatever order they arrive in', async () => {
    const customerId = random.uuid();
    await env.deliver(UserContactChanged, contact(customerId, { firstName: 'New', changedAt: '2026-11-02T00:00:00Z' }));
    await env.deliver(UserContactChanged, contact(customerId, { firstName: 'Old', changedAt: '2026-11-01T00:00:00Z' }));
    const { read } = await leadOf(customerId);
    expect((await read()).customerFirstName).toBe('New');
    await env.deliver(
      UserContactChanged,
      contact(customerId, { firstName: 'Newer', mobileNumber: '', changedAt: '2026-11-03T00:00:00Z' }),
    );
    expect(await read()).toMatchObject({ customerFirstName: 'Newer', customerHasMobile: false });
  });

  it('anonymises a deleted customer, and a snapshot delivered after the deletion does not bring them back', async () => {
    const customerId = random.uuid();
    await env.deliver(UserContactChanged, contact(customerId));
    const { read } = await leadOf(customerId);
    await env.deliver(UserDeleted, { userId: customerId, userType: 'customer', deletedAt: '2026-11-05T00:00:00Z' });
    await env.deliver(UserContactChanged, contact(customerId, { changedAt: '2026-11-06T00:00:00Z' }));
    expect(await read()).toMatchObject({
      customerKnown: true,
      customerFirstName: 'Deleted',
      customerLastName: 'user',
      customerHasMobile: false,
    });
  });

  it('says when it does not know the poster, and keeps no business contacts', async () => {
    const customerId = random.uuid();
    const { read } = await leadOf(customerId);
    expect(await read()).toMatchObject({ customerKnown: false, customerFirstName: '', customerHasMobile: false });
    const businessId = random.uuid();
    await env.deliver(UserContactChanged, contact(businessId, { userType: 'business' }));
    const stored = (await env.db.execute(
      `select count(*)::int as n from matching.customers where customer_id = '${businessId}'` as never,
    )) as unknown as { rows: { n: number }[] };
    expect(stored.rows[0]?.n).toBe(0);
  });

  it('lists each lead exactly as GetLead shows it (the list is built as JSON in SQL, a lead in code)', async () => {
    const known = random.uuid();
    await env.deliver(UserContactChanged, contact(known));
    const businessId = random.uuid();
    // No location: a named job records no distance (-1).
    await env.deliver(
      BusinessProfileUpdated,
      profile({ businessId, serviceIds: [SERVICE], location: null, latitude: null, longitude: null }),
    );
    await env.deliver(SubscriptionActivated, subscription({ businessId }));
    const named = (customerId: string, overrides = {}) =>
      env.deliver(
        JobPosted,
        job({ jobId: random.uuid(), serviceId: SERVICE, customerId, specificBusinessIds: [businessId], ...overrides }),
      );
    await named(known, { targetJobDone: 'specificDate', specificDate: '2026-12-24', title: 'Emoji 🧽 and "quotes"' });
    await named(known);
    await named(random.uuid());
    const { leads } = await env.matching.listBusinessLeads({ businessId }, asBusiness(businessId));
    expect(leads).toHaveLength(3);
    const first = leads[2];
    if (!first) throw new Error('no lead');
    await env.matching.markLeadInterested({ businessId, leadId: first.id }, asBusiness(businessId));
    const listed = (await env.matching.listBusinessLeads({ businessId }, asBusiness(businessId))).leads;
    expect(listed.map((l) => l.createdAt)).toEqual([...listed.map((l) => l.createdAt)].sort().reverse());
    for (const lead of listed) {
      const { lead: single } = await env.matching.getLead({ businessId, leadId: lead.id }, asBusiness(businessId));
      expect(lead).toEqual(single);
    }
    expect(listed.find((l) => l.id === first.id)).toMatchObject({
      distanceKm: -1,
      specificDate: '2026-12-24',
      jobTitle: 'Emoji 🧽 and "quotes"',
      isInterested: true,
      customerMobileNumber: '07700900002',
    });
    const other = random.uuid();
    expect(await env.matching.listBusinessLeads({ businessId: other }, asBusiness(other))).toEqual({ leads: [] });
  });

  it('says whose leads lists changed, in the transaction of each change no other event tells (LeadListsChanged)', async () => {
    const customerId = random.uuid();
    const { businessId, jobId, read } = await leadOf(customerId);
    const leadId = (await read()).id;
    const none = { businessIds: [], jobIds: [], customerIds: [] };
    const cases: [string, () => Promise<unknown>, Record<string, string[]>[]][] = [
      [
        'a poster matching learns of',
        () => env.deliver(UserContactChanged, contact(customerId)),
        [{ ...none, customerIds: [customerId] }],
      ],
      // Interest takes a place: every card on the job counts it.
      [
        'interest',
        () => env.matching.markLeadInterested({ businessId, leadId }, asBusiness(businessId)),
        [{ ...none, jobIds: [jobId] }],
      ],
      [
        'an admin switching the job off',
        () =>
          env.deliver(JobDeactivated, {
            jobId,
            customerId,
            adminId: random.uuid(),
            deactivatedAt: '2026-11-02T10:00:00.000Z',
          }),
        [{ ...none, jobIds: [jobId], businessIds: expect.arrayContaining([businessId]) }],
      ],
      [
        'and on again',
        () =>
          env.deliver(JobActivated, {
            jobId,
            customerId,
            adminId: random.uuid(),
            activatedAt: '2026-11-02T11:00:00.000Z',
          }),
        // Lists kept without the job no longer name it: its businesses are named too.
        [{ ...none, jobIds: [jobId], businessIds: expect.arrayContaining([businessId]) }],
      ],
      [
        'a quote',
        () =>
          env.deliver(QuoteSent, {
            quoteId: random.uuid(),
            leadId,
            jobId,
            businessId,
            customerId,
            costPence: 9_000,
            currency: 'GBP',
            rateType: 'flat',
            comments: '',
            sentAt: new Date().toISOString(),
          }),
        [{ ...none, businessIds: [businessId] }],
      ],
      [
        'a lapsed subscription',
        () =>
          env.deliver(
            SubscriptionLapsed,
            subscription({ businessId, status: 'lapsed', changedAt: new Date().toISOString() }),
          ),
        [{ ...none, businessIds: [businessId] }],
      ],
      [
        'a deleted poster',
        () =>
          env.deliver(UserDeleted, { userId: customerId, userType: 'customer', deletedAt: new Date().toISOString() }),
        [{ ...none, customerIds: [customerId] }],
      ],
    ];
    for (const [what, act, expected] of cases) {
      const since = await lastOutboxId();
      await act();
      expect({ what, changed: await listsChangedSince(since) }).toEqual({ what, changed: expected });
    }
  });

  it('names the job when a report gives its place back: every card on it counts one place fewer', async () => {
    const { businessId, jobId, read } = await leadOf(random.uuid());
    const leadId = (await read()).id;
    await env.matching.markLeadInterested({ businessId, leadId }, asBusiness(businessId));
    const since = await lastOutboxId();
    await env.matching.reportLead({ businessId, leadId, reason: 'wrong_number', note: '' }, asBusiness(businessId));
    expect(await listsChangedSince(since)).toEqual([{ businessIds: [], jobIds: [jobId], customerIds: [] }]);
  });
});
