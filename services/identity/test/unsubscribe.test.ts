import { type PayloadOf, type serviceContracts, signUnsubscribeToken, UserContactChanged } from '@localpros/contracts';
import {
  createLogger,
  developmentSecret,
  GrpcStatus,
  InProcessBus,
  prepareService,
  type RpcClient,
  type RpcError,
} from '@localpros/kit';
import { createTestDatabase, testCaller, testServiceClient } from '@localpros/kit/testing';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityService } from '../src/index.js';
import { outbox } from '../src/schema.js';
import { unsubscribeRefusals } from '../src/settings/unsubscribe.js';
import { openCodePayload } from './sealed-codes.js';

/** One-click unsubscribe (the e-mails' links) and the lead e-mail setting, in identity. */
const logger = createLogger({ name: 'test', level: 'silent' });
type Identity = RpcClient<typeof serviceContracts.identity.definition>;

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let identity: Identity;
const db = () => handle.database.db;
const secret = developmentSecret('UNSUBSCRIBE_SECRET');

beforeAll(async () => {
  handle = await createTestDatabase();
  const instance = await prepareService(identityService, {
    database: handle.database,
    bus: new InProcessBus({ logger }),
    logger,
    env: { PLATFORM: 'local', DEMO_DATA: 'false' },
  });
  identity = testServiceClient(instance, { logger });
});
afterAll(() => handle.drop());

async function contactEvents(userId: string): Promise<PayloadOf<typeof UserContactChanged>[]> {
  const rows = await db()
    .select()
    .from(outbox)
    .where(and(eq(outbox.type, UserContactChanged.type), sql`${outbox.payload}->>'userId' = ${userId}`))
    .orderBy(asc(outbox.seq));
  return rows.map((row) => UserContactChanged.payload.parse(row.payload));
}

let counter = 0;
async function business() {
  counter += 1;
  const email = `unsubscribe-biz${counter}@example.com`;
  const { user } = await identity.registerBusiness({
    businessName: `Shine ${counter}`,
    fullName: 'Sam Sparkle',
    email,
    mobileNumber: `0792000${String(counter).padStart(4, '0')}`,
    password: 'correct horse',
    passwordConfirm: 'correct horse',
    workCategoryId: '2b0c6f3e-8d5a-4a8e-9c1f-1d2e3f4a5b6c',
    serviceIds: ['svc-a'],
    location: 'SW',
    latitude: 51.46,
    longitude: -0.17,
  });
  if (!user) throw new Error('no user');
  const [row] = await db()
    .select()
    .from(outbox)
    .where(and(eq(outbox.type, 'VerificationCodeIssued'), sql`${outbox.payload}->>'recipient' = ${email}`))
    .orderBy(desc(outbox.seq))
    .limit(1);
  await identity.verifyAccount({ code: openCodePayload(row?.payload).code });
  return user.id;
}

const settingsOf = (userId: string) =>
  identity.getNotificationSettings({ userId }, testCaller({ user: { id: userId, type: 'business' } }));

const failure = (promise: Promise<unknown>) =>
  promise.then(() => undefined).catch((error: unknown) => error as RpcError);

describe('unsubscribe', () => {
  it('turns off the kind of e-mail the token names, as Settings shows, and tells notifications', async () => {
    const userId = await business();
    const before = (await contactEvents(userId)).length;
    const token = signUnsubscribeToken(secret, userId, 'new_job_leads');
    // The confirmation page's check changes nothing.
    expect(await identity.unsubscribe({ token, checkOnly: true })).toEqual({ category: 'new_job_leads' });
    expect((await settingsOf(userId)).notifiableEvents).toMatchObject({ newJobLeads: true, messages: true });

    expect(await identity.unsubscribe({ token, checkOnly: false })).toEqual({ category: 'new_job_leads' });
    expect((await settingsOf(userId)).notifiableEvents).toMatchObject({ newJobLeads: false, messages: true });
    const events = await contactEvents(userId);
    expect(events).toHaveLength(before + 1);
    expect(events.at(-1)?.notifiableEvents).toMatchObject({ newJobLeads: false, messages: true });
    // Again (a mail provider retrying): still a success, and nothing more recorded.
    expect(await identity.unsubscribe({ token, checkOnly: false })).toEqual({ category: 'new_job_leads' });
    expect(await contactEvents(userId)).toHaveLength(before + 1);

    await identity.unsubscribe({ token: signUnsubscribeToken(secret, userId, 'messages'), checkOnly: false });
    expect((await settingsOf(userId)).notifiableEvents).toMatchObject({ newJobLeads: false, messages: false });
  });

  it('refuses a forged or tampered token, and one that is not a token, with a clear message', async () => {
    const userId = await business();
    const other = await business();
    const token = signUnsubscribeToken(secret, userId, 'new_job_leads');
    const forged = [
      token.replace(userId, other),
      token.replace('new_job_leads', 'messages'),
      signUnsubscribeToken('a-secret-that-is-not-the-platforms-own', userId, 'new_job_leads'),
    ];
    for (const bad of forged) {
      const error = await failure(identity.unsubscribe({ token: bad, checkOnly: false }));
      expect(error?.code).toBe(GrpcStatus.PERMISSION_DENIED);
      expect(error?.message).toBe(unsubscribeRefusals.forged);
    }
    for (const bad of ['', 'nonsense', token.slice(0, 40)]) {
      const error = await failure(identity.unsubscribe({ token: bad, checkOnly: true }));
      expect(error?.code).toBe(GrpcStatus.INVALID_ARGUMENT);
      expect(error?.message).toBe(unsubscribeRefusals.malformed);
    }
    // Nothing changed for either account.
    for (const id of [userId, other]) {
      expect((await settingsOf(id)).notifiableEvents).toMatchObject({ newJobLeads: true, messages: true });
    }
  });
});

describe('lead e-mails setting', () => {
  it('is each lead by default, saved as a digest, carried to notifications, kept by a save that leaves it out', async () => {
    const userId = await business();
    const caller = testCaller({ user: { id: userId, type: 'business' } });
    const current = await settingsOf(userId);
    expect(current.notificationChannels?.leadEmails).toBe('each');
    const save = (leadEmails?: string) =>
      identity.updateNotificationSettings(
        {
          userId,
          settings: {
            notificationChannels: { email: true, sms: false, ...(leadEmails ? { leadEmails } : {}) },
            notifiableEvents: current.notifiableEvents,
          },
        },
        caller,
      );
    expect((await save('daily')).notificationChannels?.leadEmails).toBe('daily');
    expect((await contactEvents(userId)).at(-1)).toMatchObject({ leadEmails: 'daily', smsEnabled: false });
    expect((await save()).notificationChannels?.leadEmails).toBe('daily');
    const error = await failure(save('weekly'));
    expect(error?.code).toBe(GrpcStatus.INVALID_ARGUMENT);
    expect((await settingsOf(userId)).notificationChannels?.leadEmails).toBe('daily');
  });
});
