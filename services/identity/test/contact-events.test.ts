import { readFileSync } from 'node:fs';
import { type PayloadOf, type serviceContracts, UserContactChanged } from '@localpros/contracts';
import { createLogger, InProcessBus, prepareService, type RpcClient, type RpcError } from '@localpros/kit';
import { createTestDatabase, testCaller, testServiceClient } from '@localpros/kit/testing';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordContactChanged } from '../src/accounts/contact-event.js';
import { demoAccounts, identityService } from '../src/index.js';
import { notificationSettings, outbox, users } from '../src/schema.js';
import { openCodePayload } from './sealed-codes.js';

const logger = createLogger({ name: 'test', level: 'silent' });
type Identity = RpcClient<typeof serviceContracts.identity.definition>;
type Contact = PayloadOf<typeof UserContactChanged>;

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let identity: Identity;
let instance: Awaited<ReturnType<typeof prepareService<typeof identityService.definition>>>;
const db = () => handle.database.db;

beforeAll(async () => {
  handle = await createTestDatabase();
  const bus = new InProcessBus({ logger });
  instance = await prepareService(identityService, {
    database: handle.database,
    bus,
    logger,
    env: { PLATFORM: 'local', PUBLIC_URL: 'http://localhost:3000' },
  });
  identity = testServiceClient(instance, { logger });
});
afterAll(() => handle.drop());

/** Every UserContactChanged recorded for the user, oldest first, checked against the contract. */
async function contactEvents(userId: string): Promise<Contact[]> {
  const rows = await db()
    .select()
    .from(outbox)
    .where(and(eq(outbox.type, UserContactChanged.type), sql`${outbox.payload}->>'userId' = ${userId}`))
    .orderBy(asc(outbox.seq));
  return rows.map((row) => UserContactChanged.payload.parse(row.payload));
}

async function latestContact(userId: string): Promise<Contact> {
  const events = await contactEvents(userId);
  const last = events.at(-1);
  if (!last) throw new Error(`no UserContactChanged for ${userId}`);
  return last;
}

async function latestCode(recipient: string, purpose: string) {
  const [row] = await db()
    .select()
    .from(outbox)
    .where(
      and(
        eq(outbox.type, 'VerificationCodeIssued'),
        sql`${outbox.payload}->>'recipient' = ${recipient}`,
        sql`${outbox.payload}->>'purpose' = ${purpose}`,
      ),
    )
    .orderBy(desc(outbox.seq))
    .limit(1);
  const payload = row?.payload;
  if (!payload) throw new Error(`no ${purpose} code for ${recipient}`);
  return openCodePayload(payload).code;
}

/** Call options acting for this user, as the BFF's caller token would say. */
const actingAs = (id: string, type: string) => testCaller({ user: { id, type } });

const failure = (promise: Promise<unknown>) =>
  promise.then(() => undefined).catch((error: unknown) => error as RpcError);

const defaultsBeforeQuietHours = {
  emailEnabled: true,
  smsEnabled: true,
  notifiableEvents: {
    messages: true,
    newsletters: false,
    specialOffers: false,
    recommendations: true,
    newJobLeads: true,
  },
};
const defaults = { ...defaultsBeforeQuietHours, smsQuietHours: true, leadEmails: 'each' };

let counter = 0;
async function customer() {
  counter += 1;
  const email = `contact${counter}@example.com`;
  const mobileNumber = `0781000${String(counter).padStart(4, '0')}`;
  const { user } = await identity.registerCustomer({
    fullName: 'Ann Smith',
    email,
    mobileNumber,
    password: 'correct horse',
    passwordConfirm: 'correct horse',
  });
  if (!user) throw new Error('no user');
  await identity.verifyAccount({ code: await latestCode(email, 'account_verification') });
  return { id: user.id, email, mobileNumber };
}

async function business() {
  counter += 1;
  const email = `contact-biz${counter}@example.com`;
  const { user } = await identity.registerBusiness({
    businessName: `Shine ${counter}`,
    fullName: 'Sam Sparkle',
    email,
    mobileNumber: `0791000${String(counter).padStart(4, '0')}`,
    password: 'correct horse',
    passwordConfirm: 'correct horse',
    workCategoryId: '2b0c6f3e-8d5a-4a8e-9c1f-1d2e3f4a5b6c',
    serviceIds: ['svc-a'],
    location: 'SW',
    latitude: 51.46,
    longitude: -0.17,
  });
  if (!user) throw new Error('no user');
  return { id: user.id, email, businessName: `Shine ${counter}` };
}

const settings = (overrides: Partial<{ email: boolean; sms: boolean; messages: boolean; newsletters: boolean }>) => ({
  notificationChannels: { email: overrides.email ?? true, sms: overrides.sms ?? true },
  notifiableEvents: {
    messages: overrides.messages ?? true,
    newsletters: overrides.newsletters ?? false,
    specialOffers: false,
    recommendations: true,
    newJobLeads: true,
  },
});

describe('UserContactChanged', () => {
  it('is recorded once at a customer registration, with the default settings', async () => {
    const account = await customer();
    const events = await contactEvents(account.id);
    // Verifying the account changes nothing the event carries: still the one from registration.
    expect(events).toHaveLength(1);
    expect(events[0]).toEqual({
      userId: account.id,
      userType: 'customer',
      firstName: 'Ann',
      lastName: 'Smith',
      email: account.email,
      mobileNumber: account.mobileNumber,
      businessName: null,
      ...defaults,
      changedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/),
    });
  });

  it('is recorded at a business registration with the business name', async () => {
    const account = await business();
    const events = await contactEvents(account.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      userType: 'business',
      email: account.email,
      businessName: account.businessName,
      ...defaults,
    });
  });

  it('is recorded for every seeded demo account, admin included', async () => {
    for (const demo of demoAccounts) {
      const [row] = await db().select().from(users).where(eq(users.email, demo.email));
      expect(row, demo.email).toBeDefined();
      const events = await contactEvents(row?.id ?? '');
      expect(events, demo.email).toHaveLength(1);
      expect(events[0]).toMatchObject({
        userType: demo.userType,
        firstName: demo.firstName,
        lastName: demo.lastName,
        email: demo.email,
        mobileNumber: demo.mobileNumber,
        businessName: demo.business?.name ?? null,
        ...defaults,
      });
    }
  });

  it('is recorded when the name changes, later than the one before', async () => {
    const account = await customer();
    const before = await latestContact(account.id);
    await identity.updateProfile(
      { userId: account.id, firstName: 'Annie', lastName: 'Smythe' },
      actingAs(account.id, 'customer'),
    );
    const after = await latestContact(account.id);
    expect(after).toMatchObject({ firstName: 'Annie', lastName: 'Smythe', email: account.email });
    expect(after.changedAt > before.changedAt).toBe(true);
    // A refused change records nothing.
    await failure(
      identity.updateProfile(
        { userId: account.id, firstName: ' ', lastName: 'Smythe' },
        actingAs(account.id, 'customer'),
      ),
    );
    expect(await contactEvents(account.id)).toHaveLength(2);
  });

  it('is recorded when an e-mail change is confirmed, not when it is asked for or the code is wrong', async () => {
    const account = await customer();
    const request = { userId: account.id, impersonatorId: '', sessionId: '' };
    const asAccount = actingAs(account.id, 'customer');
    await identity.requestEmailChange(
      { ...request, email: 'moved@example.com', confirmedEmail: 'moved@example.com', currentPassword: 'correct horse' },
      asAccount,
    );
    await failure(identity.confirmEmailChange({ ...request, email: 'moved@example.com', code: 'WRONGONE' }, asAccount));
    expect(await contactEvents(account.id)).toHaveLength(1);
    const code = await latestCode('moved@example.com', 'email_change');
    await identity.confirmEmailChange({ ...request, email: 'moved@example.com', code, sessionId: '' }, asAccount);
    expect(await contactEvents(account.id)).toHaveLength(2);
    expect(await latestContact(account.id)).toMatchObject({ email: 'moved@example.com', firstName: 'Ann' });
  });

  it('is recorded when a phone change is confirmed', async () => {
    const account = await customer();
    await identity.requestPhoneChange(
      { userId: account.id, mobileNumber: '07999000111' },
      actingAs(account.id, 'customer'),
    );
    expect(await contactEvents(account.id)).toHaveLength(1);
    const code = await latestCode('07999000111', 'phone_change');
    await identity.confirmPhoneChange(
      { userId: account.id, mobileNumber: '07999000111', code },
      actingAs(account.id, 'customer'),
    );
    expect(await contactEvents(account.id)).toHaveLength(2);
    expect(await latestContact(account.id)).toMatchObject({ mobileNumber: '07999000111', email: account.email });
  });

  it('is recorded when the business name changes', async () => {
    const account = await business();
    await identity.updateBusinessProfile(
      {
        userId: account.id,
        name: 'Sparkle & Shine Ltd',
        description: '',
        mobileNumber: '',
        address: '',
        website: '',
        landline: '',
        workCategoryId: '',
        serviceIds: [],
      },
      actingAs(account.id, 'business'),
    );
    expect(await contactEvents(account.id)).toHaveLength(2);
    expect(await latestContact(account.id)).toMatchObject({
      businessName: 'Sparkle & Shine Ltd',
      userType: 'business',
    });
  });

  it('is recorded when the notification settings change, carrying them', async () => {
    const account = await customer();
    await identity.updateNotificationSettings(
      {
        userId: account.id,
        settings: settings({ email: false, messages: false, newsletters: true }),
      },
      actingAs(account.id, 'customer'),
    );
    expect(await latestContact(account.id)).toMatchObject({
      emailEnabled: false,
      smsEnabled: true,
      notifiableEvents: { messages: false, newsletters: true, specialOffers: false },
    });
    await identity.updateNotificationSettings(
      { userId: account.id, settings: settings({ sms: false }) },
      actingAs(account.id, 'customer'),
    );
    const events = await contactEvents(account.id);
    expect(events).toHaveLength(3);
    expect(events[2]).toMatchObject({ emailEnabled: true, smsEnabled: false, notifiableEvents: { messages: true } });
    // Strictly later each time, so a consumer keeping the newest keeps this one.
    expect(events.map((e) => e.changedAt)).toEqual([...events.map((e) => e.changedAt)].sort());
    expect(new Set(events.map((e) => e.changedAt)).size).toBe(3);
  });

  it('carries SMS quiet hours: on by default, off when switched off, kept by a save that leaves them out', async () => {
    const account = await customer();
    const caller = actingAs(account.id, 'customer');
    const read = async () =>
      (await identity.getNotificationSettings({ userId: account.id }, caller)).notificationChannels;
    expect(await read()).toMatchObject({ smsQuietHours: true });
    const off = settings({});
    await identity.updateNotificationSettings(
      {
        userId: account.id,
        settings: { ...off, notificationChannels: { ...off.notificationChannels, smsQuietHours: false } },
      },
      caller,
    );
    expect(await latestContact(account.id)).toMatchObject({ smsQuietHours: false });
    expect(await read()).toMatchObject({ smsQuietHours: false });
    await identity.updateNotificationSettings({ userId: account.id, settings: settings({ email: false }) }, caller);
    expect(await latestContact(account.id)).toMatchObject({ emailEnabled: false, smsQuietHours: false });
    expect(await read()).toMatchObject({ email: false, smsQuietHours: false });
  });

  it('is never recorded for a deleted account', async () => {
    const account = await customer();
    await identity.deleteAccount(
      { userId: account.id, impersonatorId: '', currentPassword: 'correct horse' },
      actingAs(account.id, 'customer'),
    );
    await failure(
      identity.updateNotificationSettings(
        { userId: account.id, settings: settings({}) },
        actingAs(account.id, 'customer'),
      ),
    );
    await failure(
      identity.updateProfile(
        { userId: account.id, firstName: 'Ghost', lastName: 'User' },
        actingAs(account.id, 'customer'),
      ),
    );
    // Nor by the helper itself, whoever calls it.
    await instance.deps.outbox.transaction((tx, events) => recordContactChanged(tx, events, account.id));
    expect(await contactEvents(account.id)).toHaveLength(1);
  });
});

describe('migration 0003: a UserContactChanged for every account made before it', () => {
  it('announces each live account with its settings (defaults where it had none), never a deleted one', async () => {
    const [older] = await db()
      .insert(users)
      .values({
        userType: 'business',
        firstName: 'Old',
        lastName: 'Timer',
        email: 'old.timer@example.com',
        mobileNumber: null,
        passwordHash: 'x',
      })
      .returning();
    const [gone] = await db()
      .insert(users)
      .values({
        userType: 'customer',
        firstName: 'Deleted',
        lastName: 'user',
        email: 'deleted-x@localpros.invalid',
        passwordHash: 'x',
        deletedAt: new Date(),
      })
      .returning();
    const tuned = await customer();
    await db()
      .update(notificationSettings)
      .set({ messages: false, email: false })
      .where(eq(notificationSettings.userId, tuned.id));

    const migration = readFileSync(new URL('../drizzle/0003_contact_snapshots.sql', import.meta.url), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await db().execute(sql.raw(statement));

    expect(await contactEvents(older?.id ?? '')).toEqual([
      {
        userId: older?.id,
        userType: 'business',
        firstName: 'Old',
        lastName: 'Timer',
        email: 'old.timer@example.com',
        mobileNumber: '',
        // A business without a profile row: no name to give.
        businessName: null,
        // The snapshots recorded by the migration predate quiet hours: absent, which reads as on.
        ...defaultsBeforeQuietHours,
        changedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/),
      },
    ]);
    expect(await latestContact(tuned.id)).toMatchObject({ emailEnabled: false, notifiableEvents: { messages: false } });
    expect(await contactEvents(gone?.id ?? '')).toHaveLength(0);
    const sparkle = (await db().select().from(users).where(eq(users.email, 'business@localpros.test')))[0];
    expect(await latestContact(sparkle?.id ?? '')).toMatchObject({ businessName: 'Sparkle Clean Clapham' });
  });
});
