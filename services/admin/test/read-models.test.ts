import { randomUUID } from 'node:crypto';
import {
  type EventDefinition,
  type EventEnvelope,
  JobCancelled,
  JobCompleted,
  JobPosted,
  JobStatusChanged,
  LeadReportUpheld,
  LeadsCreated,
  type PayloadOf,
  QuoteAccepted,
  QuoteSent,
  type serviceContracts,
} from '@localpros/contracts';
import { createEnvelope, createLogger, InProcessBus, prepareService, type RpcClient } from '@localpros/kit';
import { createTestDatabase, testCaller, testServiceClient } from '@localpros/kit/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityService } from '../../identity/src/index.js';
import { adminService } from '../src/index.js';
import { outboxHistory } from '../src/rebuild/outbox-history.js';
import { readModelEventTypes, rebuildReadModels } from '../src/rebuild/rebuild-read-models.js';
import { growth } from '../src/tables/dashboard.js';

const logger = createLogger({ name: 'test', level: 'silent' });
type Identity = RpcClient<typeof serviceContracts.identity.definition>;
type Admin = RpcClient<typeof serviceContracts.admin.definition>;

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let bus: InProcessBus;
let identity: Identity;
let admin: Admin;
let identityInstance: Awaited<ReturnType<typeof prepareService<typeof identityService.definition>>>;
let adminInstance: Awaited<ReturnType<typeof prepareService<typeof adminService.definition>>>;
const db = () => handle.database.db;
const CATEGORY = randomUUID();

/**
 * Jobs, matching and quotes are not hosted here: their events are published from a stand-in
 * outbox of the same shape, so the rebuild finds them where it finds the others (published rows).
 */
async function publishAsOtherService<E extends EventDefinition>(event: E, payload: PayloadOf<E>) {
  const envelope = createEnvelope(event, payload);
  await db().execute(sql`
    insert into fixture.outbox (id, type, version, occurred_at, correlation_id, payload, published_at)
    values (${envelope.id}, ${envelope.type}, ${envelope.version}, ${envelope.occurredAt}, ${envelope.correlationId},
      ${JSON.stringify(envelope.payload)}::jsonb, now())`);
  await bus.publish(envelope);
}

/** Every read model's rows, in key order: what the admin tables are made of. */
async function snapshot() {
  const tables = ['accounts', 'jobs', 'lead_batches', 'quotes', 'audit_log', 'contact_messages', 'upheld_lead_reports'];
  const result: Record<string, unknown[]> = {};
  for (const table of tables) {
    const rows = (await db().execute(
      sql`select * from ${sql.identifier('admin')}.${sql.identifier(table)} order by 1`,
    )) as unknown as { rows: unknown[] };
    result[table] = rows.rows;
  }
  return result;
}

async function settle() {
  // In-process delivery completes inside publish: flushing each outbox delivers everything pending.
  for (let i = 0; i < 3; i += 1) {
    await identityInstance.relay.flush();
    await adminInstance.relay.flush();
  }
}

let counter = 0;
async function registerBusiness() {
  counter += 1;
  const email = `pro${counter}@example.com`;
  const { user } = await identity.registerBusiness({
    businessName: `Shine ${counter}`,
    fullName: 'Sam Sparkle',
    email,
    mobileNumber: `0790000${String(counter).padStart(4, '0')}`,
    password: 'correct horse',
    passwordConfirm: 'correct horse',
    workCategoryId: CATEGORY,
    serviceIds: ['svc-a'],
    location: 'sw',
    latitude: 51.46,
    longitude: -0.17,
  });
  if (!user) throw new Error('no user');
  return user;
}

async function registerCustomer() {
  counter += 1;
  const { user } = await identity.registerCustomer({
    fullName: 'Ann Smith',
    email: `ann${counter}@example.com`,
    mobileNumber: `0780000${String(counter).padStart(4, '0')}`,
    password: 'correct horse',
    passwordConfirm: 'correct horse',
  });
  if (!user) throw new Error('no user');
  return user;
}

let adminUser: { id: string; type: string };
const asAdmin = () => testCaller({ user: adminUser });

beforeAll(async () => {
  handle = await createTestDatabase();
  bus = new InProcessBus({ logger });
  const env = { PLATFORM: 'local', PUBLIC_URL: 'http://localhost:3000' };
  identityInstance = await prepareService(identityService, { database: handle.database, bus, logger, env });
  adminInstance = await prepareService(adminService, { database: handle.database, bus, logger, env });
  await db().execute(sql`create schema fixture`);
  await db().execute(sql`create table fixture.outbox (like identity.outbox including all)`);
  await bus.start();
  await identityInstance.start();
  await adminInstance.start();
  identity = testServiceClient(identityInstance, { logger });
  admin = testServiceClient(adminInstance, { logger });
  const rows = (await db().execute(
    sql`select id from identity.users where user_type = 'admin' limit 1`,
  )) as unknown as { rows: { id: string }[] };
  adminUser = { id: rows.rows[0]?.id ?? '', type: 'admin' };
});
afterAll(async () => {
  await adminInstance?.stop();
  await identityInstance?.stop();
  await bus?.stop();
  await handle?.drop();
});

describe('admin read models', () => {
  let customerId: string;
  let businessId: string;
  let otherBusinessId: string;
  const jobId = randomUUID();
  const cancelledJobId = randomUUID();

  it('follow identity: registration, verification by an admin, deactivation, edits, deletion', async () => {
    const customer = await registerCustomer();
    customerId = customer.id;
    const business = await registerBusiness();
    businessId = business.id;
    const other = await registerBusiness();
    otherBusinessId = other.id;
    await identity.adminVerifyBusiness({ adminId: '', userId: businessId }, asAdmin());
    await identity.adminUpdateUser({ adminId: '', userId: customerId, firstName: 'Anna' }, asAdmin());
    await identity.setAccountActive({ adminId: '', userId: otherBusinessId, isActive: false }, asAdmin());
    const doomed = await registerCustomer();
    await identity.adminDeleteUser({ adminId: '', userId: doomed.id }, asAdmin());
    await settle();

    const customers = await admin.listCustomers({ pageIndex: 0, name: 'anna', email: '' }, asAdmin());
    expect(customers.count).toBe(1);
    expect(customers.customers[0]).toMatchObject({ id: customerId, firstName: 'Anna', isVerified: false });
    const all = await admin.listCustomers({ pageIndex: 0, name: '', email: '' }, asAdmin());
    expect(all.customers.map((c) => c.id)).not.toContain(doomed.id);

    const verified = await admin.getBusiness({ userId: businessId }, asAdmin());
    expect(verified).toMatchObject({ isVerified: true, isActive: true, workCategoryId: CATEGORY, location: 'SW' });
    const deactivated = await admin.getBusiness({ userId: otherBusinessId }, asAdmin());
    expect(deactivated).toMatchObject({ isVerified: false, isActive: false });

    const audit = await admin.listAuditLog({ pageIndex: 0, action: '', adminId: '', from: '', to: '' }, asAdmin());
    expect(audit.entries.map((e) => e.action).sort()).toEqual(
      ['business_verified', 'user_deactivated', 'user_deleted', 'user_edited'].sort(),
    );
    expect(audit.entries.every((e) => e.adminName === 'Admin User' || e.adminName.length > 0)).toBe(true);

    // Times go to PostgreSQL as UTC (an offset ISO allows but PostgreSQL refuses still finds the
    // entries); a year PostgreSQL cannot store is a field error, not a database error.
    const between = await admin.listAuditLog(
      { pageIndex: 0, action: '', adminId: '', from: '2000-01-01T00:00:00-22:38', to: '9000-01-01' },
      asAdmin(),
    );
    expect(between.entries).toHaveLength(audit.entries.length);
    for (const from of ['0000-01-01', '0000-01-01T00:00:00Z', '9999-12-31T23:00:00-22:00']) {
      await expect(
        admin.listAuditLog({ pageIndex: 0, action: '', adminId: '', from, to: '' }, asAdmin()),
        from,
      ).rejects.toMatchObject({ code: 3 });
    }
  });

  it('follow jobs, leads and quotes: counts per customer and business, and the dashboard', async () => {
    const postedAt = new Date(Date.now() - 60 * 60_000).toISOString();
    const base = {
      customerId,
      description: 'Two bedrooms',
      workCategoryId: CATEGORY,
      serviceId: randomUUID(),
      serviceName: 'Domestic cleaning',
      location: 'SW11',
      latitude: 51.46,
      longitude: -0.17,
      jobType: 'residential' as const,
      targetJobDone: 'flexible' as const,
      specificDate: null,
      type: 'standard' as const,
      specificBusinessIds: [],
      postedAt,
    };
    await publishAsOtherService(JobPosted, { ...base, jobId, title: 'Clean my flat', jobNumber: 'LP-000001' });
    await publishAsOtherService(JobPosted, { ...base, jobId: cancelledJobId, title: 'Clean my shed' });
    await publishAsOtherService(LeadsCreated, {
      jobId,
      customerId,
      leads: [
        { leadId: randomUUID(), businessId, distanceKm: 1 },
        { leadId: randomUUID(), businessId: otherBusinessId, distanceKm: 2 },
      ],
      createdAt: postedAt,
    });
    const quoteId = randomUUID();
    const quote = {
      quoteId,
      leadId: randomUUID(),
      jobId,
      businessId,
      customerId,
      costPence: 5000,
      currency: 'GBP' as const,
    };
    const sentAt = new Date(Date.parse(postedAt) + 30 * 60_000).toISOString();
    await publishAsOtherService(QuoteSent, { ...quote, rateType: 'flat', comments: '', sentAt });
    await publishAsOtherService(QuoteAccepted, { ...quote, rateType: 'flat', acceptedAt: sentAt } as never);
    const later = new Date().toISOString();
    await publishAsOtherService(JobStatusChanged, {
      jobId,
      customerId,
      businessId,
      previousStatus: 'active',
      status: 'in_progress',
      changedAt: sentAt,
    });
    await publishAsOtherService(JobCompleted, {
      jobId,
      customerId,
      businessId,
      quoteId,
      completedBy: 'customer',
      completedAt: later,
    });
    await publishAsOtherService(JobCancelled, { jobId: cancelledJobId, customerId, cancelledAt: later });
    // Two bad-lead reports upheld: one counts against the customer, one (outside the area) does not.
    const upheld = {
      leadId: randomUUID(),
      jobId,
      businessId,
      customerId,
      reason: 'Seen',
      adminId: null,
      upheldAt: later,
    };
    await publishAsOtherService(LeadReportUpheld, {
      ...upheld,
      reportId: randomUUID(),
      ground: 'duplicate',
      againstCustomer: true,
    });
    await publishAsOtherService(LeadReportUpheld, {
      ...upheld,
      reportId: randomUUID(),
      ground: 'outside_area',
      againstCustomer: false,
    });
    await settle();

    const customer = await admin.getCustomer({ userId: customerId }, asAdmin());
    expect(customer).toMatchObject({ postedJobs: 2, completedJobs: 1, cancelledJobs: 1, upheldLeadReports: 1 });
    const business = await admin.getBusiness({ userId: businessId }, asAdmin());
    expect(business).toMatchObject({ leadsCount: 1, quotedJobs: 1, finishedJobs: 1 });
    const jobs = await admin.listJobs({ pageIndex: 0, search: 'LP-000001' }, asAdmin());
    expect(jobs.count).toBe(1);
    expect(jobs.jobs[0]).toMatchObject({
      jobNumber: 'LP-000001',
      status: 'finished',
      leadsReceived: 2,
      quotedBusinesses: 1,
      completedBy: 'Shine 2',
      customerName: 'Anna Smith',
    });
    expect(jobs.jobs[0]?.leadBusinesses.sort()).toEqual(['Shine 2', 'Shine 3']);

    const dashboard = await admin.getDashboard({}, asAdmin());
    expect(dashboard.totalJobsPosted?.value).toBe(2);
    expect(dashboard.totalJobsCompleted?.value).toBe(1);
    expect(dashboard.jobsPostedPerDay).toHaveLength(30);
    const today = dashboard.jobsPostedPerDay.reduce((sum, d) => sum + d.count, 0);
    expect(today).toBe(2);
    const day = dashboard.jobsPostedPerDay.findIndex((d) => d.count === 2);
    expect(dashboard.quotedShare[day]?.share).toBe(0.5);
    expect(dashboard.medianMinutesToFirstQuote[day]?.minutes).toBe(30);
    expect(dashboard.leadsPerJob[day]?.average).toBe(1);
  });

  it('rebuild from the published history gives the same tables, whatever the order', async () => {
    await settle();
    const before = await snapshot();
    expect(before.accounts?.length).toBeGreaterThan(4);
    const schemas = ['identity', 'admin', 'fixture'];
    const { applied } = await rebuildReadModels(
      db(),
      outboxHistory(db(), { schemas, eventTypes: readModelEventTypes, batchSize: 7 }),
    );
    expect(applied).toBeGreaterThan(20);
    expect(await snapshot()).toEqual(before);

    // Reversed, with every event twice: the handlers are order-tolerant and idempotent.
    const history: EventEnvelope[] = [];
    for await (const envelope of outboxHistory(db(), { schemas, eventTypes: readModelEventTypes })) {
      history.push(envelope);
    }
    const shuffled = [...history].reverse().flatMap((e) => [e, e]);
    async function* replay() {
      yield* shuffled;
    }
    await rebuildReadModels(db(), replay());
    expect(await snapshot()).toEqual(before);
  });

  it('a rebuild keeps the admin’s own marks (contact messages read)', async () => {
    const marked = randomUUID();
    await db().execute(
      sql`insert into admin.contact_message_states (contact_message_id, is_read) values (${marked}, true)`,
    );
    await rebuildReadModels(db(), outboxHistory(db(), { schemas: ['identity'], eventTypes: readModelEventTypes }));
    const rows = (await db().execute(
      sql`select is_read from admin.contact_message_states where contact_message_id = ${marked}`,
    )) as unknown as { rows: { is_read: boolean }[] };
    expect(rows.rows).toEqual([{ is_read: true }]);
  });
});

describe('growth against the previous month', () => {
  it('is the total’s change since the month began, in whole percent', () => {
    expect(growth(110, 100)).toBe(10);
    expect(growth(90, 100)).toBe(-10);
    expect(growth(5, 0)).toBe(100);
    expect(growth(0, 0)).toBe(0);
    expect(growth(1, 3)).toBe(-67);
  });
});
