import { type identityRpc, SessionsEnded } from '@localpros/contracts';
import {
  type CallContext,
  createLogger,
  GrpcStatus,
  InProcessBus,
  prepareService,
  type RpcError,
} from '@localpros/kit';
import { createTestDatabase, testCaller, testServiceClient } from '@localpros/kit/testing';
import argon2 from 'argon2';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashCode } from '../src/codes/one-time-codes.js';
import { loadIdentityConfig } from '../src/config.js';
import { identityService } from '../src/index.js';
import { impersonationAudit, oneTimeCodes, outbox, sessions, users } from '../src/schema.js';

const logger = createLogger({ name: 'test', level: 'silent' });
const env = { PUBLIC_URL: 'http://localhost:3000' };
const ADMIN = { email: 'admin@localpros.test', password: 'LocalPros123!' };
const PASSWORD = 'correct horse';

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let instance: Awaited<ReturnType<typeof prepareService<typeof identityService.definition>>>;
let handlers: typeof instance.handlers;
const db = () => handle.database.db;
// The handlers themselves: the access checks in front of them are the kit's, tested there.
const context = {} as CallContext;

beforeAll(async () => {
  handle = await createTestDatabase();
  instance = await prepareService(identityService, {
    database: handle.database,
    bus: new InProcessBus({ logger }),
    logger,
    env,
  });
  handlers = instance.handlers;
});
afterAll(() => handle.drop());

const failure = (promise: Promise<unknown>) =>
  promise.then(() => undefined).catch((error: unknown) => error as RpcError);

let counter = 0;
/** A new verified customer (verified in the table: the code's way is tested elsewhere). */
async function customer() {
  counter += 1;
  const email = `session${counter}@example.com`;
  const { user } = await handlers.registerCustomer(
    {
      fullName: 'Ann Smith',
      email,
      mobileNumber: `0781111${String(counter).padStart(4, '0')}`,
      password: PASSWORD,
      passwordConfirm: PASSWORD,
    },
    context,
  );
  await db().update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, email));
  return { email, id: user?.id ?? '' };
}

const login = (email: string, password = PASSWORD) => handlers.login({ email, password }, context);
const authenticate = (sessionId: string) => handlers.authenticateSession({ sessionId }, context);
const isLive = async (sessionId: string) => (await failure(authenticate(sessionId))) === undefined;
const sessionRow = async (id: string) => (await db().select().from(sessions).where(eq(sessions.id, id)))[0];

async function impersonate(email: string) {
  const adminSession = await login(ADMIN.email, ADMIN.password);
  const session = await handlers.startImpersonation({ adminSessionId: adminSession.sessionId, email }, context);
  return { adminSession, session };
}

describe(`sessions (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('slides: 7 days unused end a session, use refreshes last_seen_at at most once a minute, 30 days end it anyway', async () => {
    const { email } = await customer();
    const session = await login(email);
    expect(Date.parse(session.expiresAt) - Date.now()).toBeGreaterThan(29.9 * 24 * 3600_000);
    const setLastSeen = (interval: string) =>
      db()
        .update(sessions)
        .set({ lastSeenAt: sql`now() - ${sql.raw(`interval '${interval}'`)}` })
        .where(eq(sessions.id, session.sessionId));

    await setLastSeen('30 seconds');
    const before = (await sessionRow(session.sessionId))?.lastSeenAt;
    await authenticate(session.sessionId);
    expect((await sessionRow(session.sessionId))?.lastSeenAt).toEqual(before);

    await setLastSeen('6 days 23 hours');
    await authenticate(session.sessionId);
    const refreshed = (await sessionRow(session.sessionId))?.lastSeenAt;
    expect(Date.now() - (refreshed?.getTime() ?? 0)).toBeLessThan(60_000);

    await setLastSeen('7 days 1 minute');
    expect((await failure(authenticate(session.sessionId)))?.code).toBe(GrpcStatus.UNAUTHENTICATED);

    const other = await login(email);
    await db()
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, other.sessionId));
    expect(await isLive(other.sessionId)).toBe(false);
  });

  it('checks many sessions in one call: the live ones with their user, their idle limits slid as one use slides it', async () => {
    const ann = await customer();
    const bob = await customer();
    const [annLaptop, annPhone, bobs, bobsOld] = await Promise.all([
      login(ann.email),
      login(ann.email),
      login(bob.email),
      login(bob.email),
    ]);
    const { session: acting, adminSession } = await impersonate(ann.email);
    await handlers.logout({ sessionId: annPhone.sessionId }, context);
    await db()
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '7 days 1 minute'` })
      .where(eq(sessions.id, bobsOld.sessionId));
    await db()
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '2 days'` })
      .where(eq(sessions.id, bobs.sessionId));
    const seenBefore = (await sessionRow(annLaptop.sessionId))?.lastSeenAt;
    const unknown = '00000000-0000-4000-8000-000000000000';
    const answer = await handlers.checkSessions(
      {
        sessionIds: [
          annLaptop.sessionId,
          annPhone.sessionId,
          bobs.sessionId,
          bobsOld.sessionId,
          acting.sessionId,
          unknown,
          bobs.sessionId,
        ],
      },
      context,
    );
    const byId = new Map(answer.sessions.map((session) => [session.sessionId, session]));
    // Logged out, unused for 7 days and never existed: left out; each live one once.
    expect([...byId.keys()].sort()).toEqual([annLaptop.sessionId, bobs.sessionId, acting.sessionId].sort());
    expect(answer.sessions).toHaveLength(3);
    expect(byId.get(annLaptop.sessionId)).toEqual({
      sessionId: annLaptop.sessionId,
      userId: ann.id,
      impersonatorId: '',
    });
    expect(byId.get(bobs.sessionId)?.userId).toBe(bob.id);
    expect(byId.get(acting.sessionId)?.userId).toBe(ann.id);
    expect(byId.get(acting.sessionId)?.impersonatorId).not.toBe('');
    // Bob's, unused for 2 days, slid to now; Ann's laptop, used a moment ago, not written again.
    expect(Date.now() - ((await sessionRow(bobs.sessionId))?.lastSeenAt?.getTime() ?? 0)).toBeLessThan(60_000);
    expect((await sessionRow(annLaptop.sessionId))?.lastSeenAt).toEqual(seenBefore);

    // The impersonation ends with its admin's logout: the next check leaves it out.
    await handlers.logout({ sessionId: adminSession.sessionId }, context);
    const after = await handlers.checkSessions({ sessionIds: [acting.sessionId, annLaptop.sessionId] }, context);
    expect(after.sessions.map((session) => session.sessionId)).toEqual([annLaptop.sessionId]);
    expect((await handlers.checkSessions({ sessionIds: [] }, context)).sessions).toEqual([]);
  });

  it('refuses a check naming a malformed id or more than 1,000 sessions', async () => {
    const malformed = await failure(handlers.checkSessions({ sessionIds: ['not-a-session'] }, context));
    expect(malformed?.code).toBe(GrpcStatus.INVALID_ARGUMENT);
    const ids = Array.from({ length: 1001 }, () => crypto.randomUUID());
    const tooMany = await failure(handlers.checkSessions({ sessionIds: ids }, context));
    expect(tooMany?.code).toBe(GrpcStatus.INVALID_ARGUMENT);
    expect((await handlers.checkSessions({ sessionIds: ids.slice(0, 1000) }, context)).sessions).toEqual([]);
  });

  it('logs out of all devices: every session of the user ends; refused to an impersonating admin', async () => {
    const { email } = await customer();
    const [laptop, phone] = [await login(email), await login(email)];
    const { session: impersonation, adminSession } = await impersonate(email);
    expect((await failure(handlers.logoutEverywhere({ sessionId: impersonation.sessionId }, context)))?.code).toBe(
      GrpcStatus.PERMISSION_DENIED,
    );
    await handlers.logoutEverywhere({ sessionId: laptop.sessionId }, context);
    expect(await isLive(laptop.sessionId)).toBe(false);
    expect(await isLive(phone.sessionId)).toBe(false);
    expect(await isLive(impersonation.sessionId)).toBe(false);
    expect(await isLive(adminSession.sessionId)).toBe(true);
  });

  it('ends every other session when the password changes; the current one stays', async () => {
    const { email, id } = await customer();
    const [current, other] = [await login(email), await login(email)];
    const { session: impersonation } = await impersonate(email);
    await handlers.updatePassword(
      {
        userId: id,
        currentPassword: PASSWORD,
        newPassword: 'battery staple',
        passwordConfirmation: 'battery staple',
        impersonatorId: '',
        sessionId: current.sessionId,
      },
      context,
    );
    expect(await isLive(current.sessionId)).toBe(true);
    expect(await isLive(other.sessionId)).toBe(false);
    expect(await isLive(impersonation.sessionId)).toBe(false);
  });

  it('asks for the current password to change the e-mail address, and ends every other session on the change', async () => {
    const { email, id } = await customer();
    const [current, other] = [await login(email), await login(email)];
    const request = { userId: id, email: `new-${email}`, confirmedEmail: `new-${email}`, impersonatorId: '' };

    const missing = await failure(handlers.requestEmailChange({ ...request, currentPassword: '' }, context));
    expect(missing?.code).toBe(GrpcStatus.INVALID_ARGUMENT);
    expect(missing?.fieldErrors).toEqual([{ path: 'currentPassword', message: 'Please enter your current password.' }]);
    const wrong = await failure(handlers.requestEmailChange({ ...request, currentPassword: 'wrong one' }, context));
    expect(wrong?.code).toBe(GrpcStatus.INVALID_ARGUMENT);
    expect(wrong?.message).toBe('Your current password is incorrect.');
    await handlers.requestEmailChange({ ...request, currentPassword: PASSWORD }, context);

    // The code e-mailed to the new address, as identity stores it (the delivery is tested elsewhere).
    const { codeSecret } = loadIdentityConfig(env);
    await db()
      .update(oneTimeCodes)
      .set({ codeHash: hashCode(codeSecret, 'email_change', 'ABCD2345') })
      .where(eq(oneTimeCodes.target, `new-${email}`));
    await handlers.confirmEmailChange(
      { userId: id, email: `new-${email}`, code: 'ABCD2345', impersonatorId: '', sessionId: current.sessionId },
      context,
    );
    expect(await isLive(current.sessionId)).toBe(true);
    expect(await isLive(other.sessionId)).toBe(false);
  });

  it('asks for the current password to delete the account', async () => {
    const { email, id } = await customer();
    const session = await login(email);
    const wrong = await failure(
      handlers.deleteAccount({ userId: id, impersonatorId: '', currentPassword: 'wrong one' }, context),
    );
    expect(wrong?.message).toBe('Your current password is incorrect.');
    expect(await isLive(session.sessionId)).toBe(true);
    await handlers.deleteAccount({ userId: id, impersonatorId: '', currentPassword: PASSWORD }, context);
    expect(await isLive(session.sessionId)).toBe(false);
  });

  it('refuses a taken e-mail address before hashing the password', async () => {
    const { email } = await customer();
    const hash = vi.spyOn(argon2, 'hash');
    try {
      const taken = await failure(
        handlers.registerCustomer(
          { fullName: 'Ann Smith', email, mobileNumber: '07811199999', password: PASSWORD, passwordConfirm: PASSWORD },
          context,
        ),
      );
      expect(taken?.code).toBe(GrpcStatus.ALREADY_EXISTS);
      expect(hash).not.toHaveBeenCalled();
    } finally {
      hash.mockRestore();
    }
  });

  it("hashes at OWASP's argon2id profile and replaces an older hash at the next sign-in", async () => {
    const { email, id } = await customer();
    const stored = async () => (await db().select().from(users).where(eq(users.id, id)))[0]?.passwordHash ?? '';
    expect(await stored()).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);

    // A hash from before (the library's defaults: 64 MiB, 3 passes, 4 lanes) still signs in, once.
    const older = await argon2.hash(PASSWORD, { type: argon2.argon2id });
    expect(older).toMatch(/\$m=65536,p=4,t=3\$/);
    await db().update(users).set({ passwordHash: older }).where(eq(users.id, id));
    expect((await failure(login(email, 'not the password')))?.code).toBe(GrpcStatus.UNAUTHENTICATED);
    expect(await stored()).toBe(older);
    await login(email);
    const replaced = await stored();
    expect(replaced).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await argon2.verify(replaced, PASSWORD)).toBe(true);
    await login(email);
    expect(await stored()).toBe(replaced);
  });
});

describe('SessionsEnded: every ended session, named in the transaction that ended it', () => {
  /** The SessionsEnded identity recorded for the user, oldest first. */
  const endedFor = async (userId: string) =>
    (
      await db()
        .select({ payload: outbox.payload })
        .from(outbox)
        .where(and(eq(outbox.type, SessionsEnded.type), sql`${outbox.payload}->>'userId' = ${userId}`))
        .orderBy(outbox.occurredAt)
    ).map(({ payload }) => SessionsEnded.payload.parse(payload));
  const ids = (ended: { sessionIds: string[] }[]) => ended.flatMap((event) => event.sessionIds).sort();

  it('on logout, logout everywhere, a password change and a reset; never a token, only session ids', async () => {
    const { email, id } = await customer();
    const [one, two, three] = [await login(email), await login(email), await login(email)];
    await handlers.logout({ sessionId: one.sessionId }, context);
    expect(await endedFor(id)).toEqual([
      { userId: id, sessionIds: [one.sessionId], reason: 'logout', endedAt: expect.any(String) },
    ]);

    // A password change ends the others (and an admin's impersonation of the user), not this one.
    const { session: impersonation } = await impersonate(email);
    await handlers.updatePassword(
      {
        userId: id,
        currentPassword: PASSWORD,
        newPassword: 'battery staple',
        passwordConfirmation: 'battery staple',
        impersonatorId: '',
        sessionId: two.sessionId,
      },
      context,
    );
    const changed = (await endedFor(id)).at(-1);
    expect(changed?.reason).toBe('password_changed');
    expect(ids([changed ?? { sessionIds: [] }])).toEqual([three.sessionId, impersonation.sessionId].sort());

    const four = await login(email, 'battery staple');
    await handlers.logoutEverywhere({ sessionId: four.sessionId }, context);
    const everywhere = (await endedFor(id)).at(-1);
    expect(everywhere?.reason).toBe('logout_everywhere');
    expect(ids([everywhere ?? { sessionIds: [] }])).toEqual([two.sessionId, four.sessionId].sort());

    // A reset by code ends every session.
    const five = await login(email, 'battery staple');
    const { codeSecret } = loadIdentityConfig(env);
    await db()
      .insert(oneTimeCodes)
      .values({
        userId: id,
        purpose: 'password_reset',
        codeHash: hashCode(codeSecret, 'password_reset', 'WXYZ2345'),
        expiresAt: new Date(Date.now() + 600_000),
      });
    await handlers.resetPassword(
      { code: 'WXYZ2345', password: 'a third one', passwordConfirm: 'a third one' },
      context,
    );
    const reset = (await endedFor(id)).at(-1);
    expect(reset).toMatchObject({ reason: 'password_reset', sessionIds: [five.sessionId] });
    // Nothing ended twice: a second logout of an ended session records nothing.
    const before = (await endedFor(id)).length;
    await failure(handlers.logout({ sessionId: one.sessionId }, context));
    expect(await endedFor(id)).toHaveLength(before);
  });

  it("on an impersonation's logout: it, the admin's session behind it and the admin's other impersonations", async () => {
    const { email, id } = await customer();
    const { session, adminSession } = await impersonate(email);
    const { session: second, adminSession: secondAdmin } = await impersonate(email);
    await handlers.logout({ sessionId: session.sessionId }, context);
    const [ended] = await endedFor(id);
    expect(ended?.reason).toBe('logout');
    expect(ids([ended ?? { sessionIds: [] }])).toEqual(
      [session.sessionId, adminSession.sessionId, second.sessionId].sort(),
    );
    expect(await isLive(secondAdmin.sessionId)).toBe(true);
    // The admin goes back from an impersonation: that one session ends.
    const { session: third } = await impersonate(email);
    await handlers.endImpersonation({ sessionId: third.sessionId }, context);
    expect((await endedFor(id)).at(-1)).toMatchObject({ reason: 'impersonation_ended', sessionIds: [third.sessionId] });
  });
});

describe('impersonation sessions', () => {
  it('last one hour at most, and the admin carries on with the session it started from', async () => {
    const { email } = await customer();
    const { session, adminSession } = await impersonate(email);
    const lifetime = Date.parse(session.expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000);
    expect((await sessionRow(session.sessionId))?.expiresAt.getTime()).toBe(Date.parse(session.expiresAt));

    const back = await handlers.endImpersonation({ sessionId: session.sessionId }, context);
    expect(back.sessionId).toBe(adminSession.sessionId);
    expect(await isLive(session.sessionId)).toBe(false);
    expect(await isLive(adminSession.sessionId)).toBe(true);
  });

  it("end with the admin's logout, from any of the admin's sessions", async () => {
    const { email } = await customer();
    const { session, adminSession } = await impersonate(email);
    const { session: second } = await impersonate(email);
    await handlers.logout({ sessionId: adminSession.sessionId }, context);
    expect(await isLive(session.sessionId)).toBe(false);
    expect(await isLive(second.sessionId)).toBe(false);
  });

  it("take the admin's session with them when logged out", async () => {
    const { email } = await customer();
    const { session, adminSession } = await impersonate(email);
    await handlers.logout({ sessionId: session.sessionId }, context);
    expect(await isLive(adminSession.sessionId)).toBe(false);
  });

  it('end when the admin is deactivated', async () => {
    const { email } = await customer();
    const deactivatedAdmin = await customer();
    await db().update(users).set({ userType: 'admin' }).where(eq(users.id, deactivatedAdmin.id));
    const adminSession = await login(deactivatedAdmin.email);
    const session = await handlers.startImpersonation({ adminSessionId: adminSession.sessionId, email }, context);
    expect(await isLive(session.sessionId)).toBe(true);
    await db().update(users).set({ isActive: false }).where(eq(users.id, deactivatedAdmin.id));
    expect(await isLive(session.sessionId)).toBe(false);
    expect(await isLive(adminSession.sessionId)).toBe(false);
  });

  it('record each request in the audit log, with the admin and user from the session', async () => {
    const customerAccount = await customer();
    const { session, adminSession } = await impersonate(customerAccount.email);
    const entry: identityRpc.ImpersonatedRequest = {
      sessionId: session.sessionId,
      method: 'POST',
      route: '/api/quote/:id/accept',
      statusCode: 403,
    };
    await handlers.recordImpersonatedRequest(entry, context);
    const rows = await db()
      .select()
      .from(impersonationAudit)
      .where(eq(impersonationAudit.sessionId, session.sessionId));
    const admin = (await sessionRow(adminSession.sessionId))?.userId;
    expect(rows.map((r) => [r.action, r.adminId, r.userId, r.request, r.statusCode])).toEqual(
      expect.arrayContaining([
        ['started', admin, customerAccount.id, null, null],
        ['request', admin, customerAccount.id, 'POST /api/quote/:id/accept', 403],
      ]),
    );
    // As the BFF calls it: through the access table, acting as the impersonation session.
    const client = testServiceClient(instance, { logger });
    await client.recordImpersonatedRequest(
      { ...entry, route: '/api/auth/user', method: 'GET', statusCode: 200 },
      testCaller({
        user: { id: customerAccount.id, type: 'customer' },
        sessionId: session.sessionId,
        impersonatorId: admin,
      }),
    );
    expect(
      (await db().select().from(impersonationAudit).where(eq(impersonationAudit.sessionId, session.sessionId))).some(
        (r) => r.request === 'GET /api/auth/user',
      ),
    ).toBe(true);
    // Not an impersonation session: nothing to record.
    const own = await login(customerAccount.email);
    expect(
      (await failure(handlers.recordImpersonatedRequest({ ...entry, sessionId: own.sessionId }, context)))?.code,
    ).toBe(GrpcStatus.NOT_FOUND);
    expect((await failure(handlers.recordImpersonatedRequest({ ...entry, method: 'BREW' }, context)))?.code).toBe(
      GrpcStatus.INVALID_ARGUMENT,
    );
  });
});
