import { randomUUID } from 'node:crypto';
import type { serviceContracts } from '@localpros/contracts';
import { createLogger, GrpcStatus, InProcessBus, prepareService, type RpcClient, type RpcError } from '@localpros/kit';
import { createTestDatabase, sessionCaller, testCaller, testServiceClient } from '@localpros/kit/testing';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityService } from '../src/index.js';
import { impersonationAudit, oneTimeCodes, outbox, sessions, users } from '../src/schema.js';
import { openCodePayload } from './sealed-codes.js';

const logger = createLogger({ name: 'test', level: 'silent' });
type Identity = RpcClient<typeof serviceContracts.identity.definition>;

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let identity: Identity;
const db = () => handle.database.db;

beforeAll(async () => {
  handle = await createTestDatabase();
  const bus = new InProcessBus({ logger });
  const instance = await prepareService(identityService, {
    database: handle.database,
    bus,
    logger,
    env: { PLATFORM: 'local', PUBLIC_URL: 'http://localhost:3000' },
  });
  identity = testServiceClient(instance, { logger });
});
afterAll(() => handle.drop());

/** The code identity asked notifications to deliver: the newest VerificationCodeIssued for that recipient. */
async function latestCode(recipient: string, purpose: string) {
  const rows = await db()
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
  const payload = rows[0]?.payload;
  if (!payload) throw new Error(`no ${purpose} code for ${recipient}`);
  return openCodePayload(payload);
}

const failure = (promise: Promise<unknown>) =>
  promise.then(() => undefined).catch((error: unknown) => error as RpcError);

let counter = 0;
async function registeredCustomer(verified = true) {
  counter += 1;
  const email = `person${counter}@example.com`;
  const mobileNumber = `0780000${String(counter).padStart(4, '0')}`;
  await identity.registerCustomer({
    fullName: 'Ann Smith',
    email,
    mobileNumber,
    password: 'correct horse',
    passwordConfirm: 'correct horse',
  });
  if (verified) await identity.verifyAccount({ code: (await latestCode(email, 'account_verification')).code });
  return { email, mobileNumber, password: 'correct horse' };
}

describe('identity service (PostgreSQL)', () => {
  it('refuses a registration with every step-3 message of the spec', async () => {
    const error = await failure(
      identity.registerCustomer({
        fullName: 'Ann  Smith',
        email: 'nope',
        mobileNumber: '0812',
        password: 'short',
        passwordConfirm: 'other',
      }),
    );
    expect(error?.code).toBe(GrpcStatus.INVALID_ARGUMENT);
    expect(error?.fieldErrors).toEqual(
      expect.arrayContaining([
        { path: 'fullName', message: 'Full name must contain at least 2 names with no extra spaces' },
        { path: 'email', message: 'Invalid email format' },
        { path: 'mobile_number', message: 'Invalid mobile number' },
        { path: 'password', message: 'Password must be at least 8 characters long' },
        { path: 'passwordConfirm', message: 'Passwords do not match' },
      ]),
    );
  });

  it('registers a customer with an argon2id hash and a hashed, single-use verification code', async () => {
    const { email } = await registeredCustomer(false);
    const [user] = await db().select().from(users).where(eq(users.email, email));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user).toMatchObject({ firstName: 'Ann', lastName: 'Smith', emailVerifiedAt: null });

    const { code, link } = await latestCode(email, 'account_verification');
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect(link).toBe(`http://localhost:3000/?code=${code}&user_type=customer`);
    const stored = await db()
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.userId, user?.id ?? ''));
    expect(stored.map((c) => c.codeHash)).not.toContain(code);

    expect((await identity.verifyAccount({ code })).user?.emailVerified).toBe(true);
    expect((await failure(identity.verifyAccount({ code })))?.message).toBe(
      'This verification code is invalid or has expired',
    );
  });

  it('refuses an expired verification code', async () => {
    const { email } = await registeredCustomer(false);
    const { code } = await latestCode(email, 'account_verification');
    await db().execute(
      sql`update identity.one_time_codes set expires_at = now() - interval '1 minute' where used_at is null`,
    );
    expect((await failure(identity.verifyAccount({ code })))?.code).toBe(GrpcStatus.INVALID_ARGUMENT);
  });

  it('refuses a second account with the same e-mail or mobile number', async () => {
    const { email, mobileNumber } = await registeredCustomer();
    const sameEmail = await failure(
      identity.registerCustomer({
        fullName: 'Bo Jones',
        email: email.toUpperCase(),
        mobileNumber: '07999999999',
        password: 'password1',
        passwordConfirm: 'password1',
      }),
    );
    expect(sameEmail).toMatchObject({ code: GrpcStatus.ALREADY_EXISTS, message: 'This email is already registered' });
    const sameMobile = await failure(
      identity.registerCustomer({
        fullName: 'Bo Jones',
        email: 'bo@example.com',
        mobileNumber,
        password: 'password1',
        passwordConfirm: 'password1',
      }),
    );
    expect(sameMobile).toMatchObject({
      code: GrpcStatus.ALREADY_EXISTS,
      message: 'This mobile number is already registered',
    });
  });

  it('stores a mobile typed +44 7… as 07…, finds it however typed, and splits a longer name on the first space', async () => {
    await identity.registerCustomer({
      fullName: 'Ann Marie Smith',
      email: 'ann.marie@example.com',
      mobileNumber: '+44 7700 900555',
      password: 'correct horse',
      passwordConfirm: 'correct horse',
    });
    const [user] = await db().select().from(users).where(eq(users.email, 'ann.marie@example.com'));
    expect(user).toMatchObject({ firstName: 'Ann', lastName: 'Marie Smith', mobileNumber: '07700900555' });
    const [registered] = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.type, 'UserRegistered'), sql`${outbox.payload}->>'userId' = ${user?.id ?? ''}`));
    expect(registered?.payload).toMatchObject({
      firstName: 'Ann',
      lastName: 'Marie Smith',
      mobileNumber: '07700900555',
    });

    for (const typed of ['07700900555', '07700 900555', '0044 7700 900555', '7700900555']) {
      expect((await identity.isPhoneRegistered({ mobileNumber: typed })).registered, typed).toBe(true);
    }
    const sameMobile = await failure(
      identity.registerCustomer({
        fullName: 'Bo Jones',
        email: 'bo.other@example.com',
        mobileNumber: '07700 900-555',
        password: 'password1',
        passwordConfirm: 'password1',
      }),
    );
    expect(sameMobile?.message).toBe('This mobile number is already registered');
    // Forgot password by mobile: the code goes to the stored number.
    await identity.sendSecurityCode({ identifier: '+44 (0)7700 900555' });
    expect((await latestCode('07700900555', 'password_reset')).code).toMatch(/^[A-Z2-9]{8}$/);

    const asUser = testCaller({ user: { id: user?.id ?? '', type: 'customer' } });
    await identity.requestPhoneChange({ userId: user?.id ?? '', mobileNumber: '+44 7700 900556' }, asUser);
    const { code } = await latestCode('07700900556', 'phone_change');
    const changed = await identity.confirmPhoneChange(
      { userId: user?.id ?? '', mobileNumber: '0044 7700 900556', code },
      asUser,
    );
    expect(changed.user?.mobileNumber).toBe('07700900556');
  });

  it('logs in only verified, active accounts with the right password, and ends sessions on logout', async () => {
    const unverified = await registeredCustomer(false);
    expect(await failure(identity.login({ email: unverified.email, password: unverified.password }))).toMatchObject({
      code: GrpcStatus.FAILED_PRECONDITION,
      message: 'Please verify your email address first. We have sent you a new code.',
    });
    const account = await registeredCustomer();
    expect(await failure(identity.login({ email: account.email, password: 'wrong password' }))).toMatchObject({
      code: GrpcStatus.UNAUTHENTICATED,
      message: 'Invalid email or password',
    });
    expect((await failure(identity.login({ email: 'nobody@example.com', password: 'whatever1' })))?.message).toBe(
      'Invalid email or password',
    );

    const { sessionId, user } = await identity.login({ email: account.email, password: account.password });
    expect(user?.userType).toBe('customer');
    expect((await identity.authenticateSession({ sessionId })).user?.email).toBe(account.email);
    await identity.logout({ sessionId }, sessionCaller({ sessionId, user }));
    expect((await failure(identity.authenticateSession({ sessionId })))?.code).toBe(GrpcStatus.UNAUTHENTICATED);

    await db().update(users).set({ isActive: false }).where(eq(users.email, account.email));
    expect(await failure(identity.login({ email: account.email, password: account.password }))).toMatchObject({
      code: GrpcStatus.PERMISSION_DENIED,
      message: 'Your account has been deactivated. Please contact support.',
    });
  });

  it('resets a forgotten password by code, without saying whether an account exists', async () => {
    const account = await registeredCustomer();
    await identity.sendSecurityCode({ identifier: 'nobody@example.com' });
    await identity.sendSecurityCode({ identifier: account.email });
    const { code } = await latestCode(account.email, 'password_reset');
    const { sessionId } = await identity.login({ email: account.email, password: account.password });
    await identity.resetPassword({ code, password: 'a new password', passwordConfirm: 'a new password' });
    expect((await failure(identity.authenticateSession({ sessionId })))?.code).toBe(GrpcStatus.UNAUTHENTICATED);
    expect((await failure(identity.login({ email: account.email, password: account.password })))?.code).toBe(
      GrpcStatus.UNAUTHENTICATED,
    );
    expect((await identity.login({ email: account.email, password: 'a new password' })).sessionId).toBeTruthy();
    expect(
      (await failure(identity.resetPassword({ code, password: 'another one', passwordConfirm: 'another one' })))
        ?.message,
    ).toBe('This code is invalid or has expired');
    // By SMS to the mobile number too.
    await identity.sendSecurityCode({ identifier: account.mobileNumber });
    expect((await latestCode(account.mobileNumber, 'password_reset')).code).toMatch(/^[A-Z2-9]{8}$/);
  });

  it('changes the password only with the current one', async () => {
    const account = await registeredCustomer();
    const { sessionId, user } = await identity.login({ email: account.email, password: account.password });
    const userId = user?.id ?? '';
    expect(
      (
        await failure(
          identity.updatePassword(
            {
              userId,
              sessionId,
              currentPassword: 'nope',
              newPassword: 'brand new pw',
              passwordConfirmation: 'brand new pw',
              impersonatorId: '',
            },
            sessionCaller({ sessionId, user }),
          ),
        )
      )?.message,
    ).toBe('Your current password is incorrect.');
    const invalid = await failure(
      identity.updatePassword(
        {
          userId,
          sessionId,
          currentPassword: '',
          newPassword: 'short',
          passwordConfirmation: 'other',
          impersonatorId: '',
        },
        sessionCaller({ sessionId, user }),
      ),
    );
    expect(invalid?.fieldErrors).toEqual(
      expect.arrayContaining([
        { path: 'currentPassword', message: 'Please enter your current password.' },
        { path: 'new_password', message: 'Your new password must have 8 characters or more.' },
        { path: 'passwordConfirmation', message: 'The two passwords do not match.' },
      ]),
    );
    await identity.updatePassword(
      {
        userId,
        sessionId,
        currentPassword: account.password,
        newPassword: 'brand new pw',
        passwordConfirmation: 'brand new pw',
        impersonatorId: '',
      },
      sessionCaller({ sessionId, user }),
    );
    expect((await identity.login({ email: account.email, password: 'brand new pw' })).sessionId).toBeTruthy();
  });

  it('accepts a real PNG avatar and refuses other content whatever its declared type', async () => {
    const account = await registeredCustomer();
    const { user } = await identity.login({ email: account.email, password: account.password });
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const asUser = sessionCaller({ user });
    const updated = await identity.setAvatar(
      { userId: user?.id ?? '', content: png, declaredType: 'image/png' },
      asUser,
    );
    expect(updated.user?.avatar).toMatch(/^\/api\/user\/avatar\/[0-9a-f-]{36}$/);
    const imageId = updated.user?.avatar.split('/').pop() ?? '';
    // Stored re-encoded (images.test.ts): WebP, whatever was uploaded.
    const stored = await identity.getAvatar({ imageId, width: 0 });
    expect(stored.contentType).toBe('image/webp');
    expect(Buffer.from(stored.content).subarray(8, 12).toString('latin1')).toBe('WEBP');

    const text = Buffer.from('not an image at all, just text pretending to be a png');
    expect(
      (await failure(identity.setAvatar({ userId: user?.id ?? '', content: text, declaredType: 'image/png' }, asUser)))
        ?.message,
    ).toBe('Invalid file type! JPG, PNG, or HEIF only.');
    const huge = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    expect(
      (await failure(identity.setAvatar({ userId: user?.id ?? '', content: huge, declaredType: 'image/png' }, asUser)))
        ?.message,
    ).toBe('File size exceeds 2MB!');
    expect((await identity.deleteAvatar({ userId: user?.id ?? '' }, asUser)).user?.avatar).toBe('');
    expect((await failure(identity.getAvatar({ imageId, width: 0 })))?.code).toBe(GrpcStatus.NOT_FOUND);
    expect((await failure(identity.getAvatar({ imageId, width: 48 })))?.code).toBe(GrpcStatus.NOT_FOUND);
  });

  it('changes the e-mail address with a code sent to the new one; wrong codes wear it out', async () => {
    const account = await registeredCustomer();
    const { sessionId, user } = await identity.login({ email: account.email, password: account.password });
    const userId = user?.id ?? '';
    const asUser = sessionCaller({ sessionId, user });
    await identity.requestEmailChange(
      {
        userId,
        email: 'new@example.com',
        confirmedEmail: 'new@example.com',
        impersonatorId: '',
        currentPassword: account.password,
      },
      asUser,
    );
    const { code } = await latestCode('new@example.com', 'email_change');
    for (let i = 0; i < 5; i += 1) {
      expect(
        (
          await failure(
            identity.confirmEmailChange(
              { userId, email: 'new@example.com', code: 'WRONGONE', impersonatorId: '', sessionId: '' },
              asUser,
            ),
          )
        )?.message,
      ).toBe('Invalid verification code.');
    }
    // Five wrong tries: even the right code no longer works.
    expect(
      (
        await failure(
          identity.confirmEmailChange(
            { userId, email: 'new@example.com', code, impersonatorId: '', sessionId: '' },
            asUser,
          ),
        )
      )?.code,
    ).toBe(GrpcStatus.INVALID_ARGUMENT);
    await identity.requestEmailChange(
      {
        userId,
        email: 'new@example.com',
        confirmedEmail: 'new@example.com',
        impersonatorId: '',
        currentPassword: account.password,
      },
      asUser,
    );
    const fresh = await latestCode('new@example.com', 'email_change');
    expect(
      (
        await identity.confirmEmailChange(
          { userId, email: 'new@example.com', code: fresh.code, impersonatorId: '', sessionId: '' },
          asUser,
        )
      ).user?.email,
    ).toBe('new@example.com');
  });

  it('lets an admin impersonate a customer and come back, with an audit trail and limits', async () => {
    const admin = await identity.login({ email: 'admin@localpros.test', password: 'LocalPros123!' });
    expect(admin.user?.userType).toBe('admin');
    const customer = await registeredCustomer();

    const asCustomer = await identity.startImpersonation(
      { adminSessionId: admin.sessionId, email: customer.email },
      sessionCaller(admin),
    );
    expect(asCustomer.user?.email).toBe(customer.email);
    expect(asCustomer.impersonatorId).toBe(admin.user?.id);
    expect((await identity.authenticateSession({ sessionId: asCustomer.sessionId })).impersonatorId).toBe(
      admin.user?.id,
    );

    const customerSession = await identity.login({ email: customer.email, password: customer.password });
    expect(
      (
        await failure(
          identity.startImpersonation(
            { adminSessionId: customerSession.sessionId, email: 'admin@localpros.test' },
            // A forged admin type, to reach identity's own check that the session is an admin's.
            testCaller({
              user: { id: customerSession.user?.id ?? '', type: 'admin' },
              sessionId: customerSession.sessionId,
            }),
          ),
        )
      )?.code,
    ).toBe(GrpcStatus.PERMISSION_DENIED);
    expect(
      (
        await failure(
          identity.endImpersonation({ sessionId: customerSession.sessionId }, sessionCaller(customerSession)),
        )
      )?.message,
    ).toBe('You are not impersonating anyone');

    const back = await identity.endImpersonation({ sessionId: asCustomer.sessionId }, sessionCaller(asCustomer));
    expect(back.user?.userType).toBe('admin');
    expect((await failure(identity.authenticateSession({ sessionId: asCustomer.sessionId })))?.code).toBe(
      GrpcStatus.UNAUTHENTICATED,
    );
    const audit = await db()
      .select()
      .from(impersonationAudit)
      .where(eq(impersonationAudit.sessionId, asCustomer.sessionId));
    expect(audit.map((a) => a.action).sort()).toEqual(['ended', 'started']);
  });

  it('deletes an account by anonymising it, ending its sessions and announcing UserDeleted', async () => {
    const account = await registeredCustomer();
    const { sessionId, user } = await identity.login({ email: account.email, password: account.password });
    const impersonated = sessionCaller({ sessionId, user, impersonatorId: randomUUID() });
    expect(
      (
        await failure(
          identity.deleteAccount(
            { userId: user?.id ?? '', impersonatorId: '', currentPassword: account.password },
            impersonated,
          ),
        )
      )?.code,
    ).toBe(GrpcStatus.PERMISSION_DENIED);
    await identity.deleteAccount(
      { userId: user?.id ?? '', impersonatorId: '', currentPassword: account.password },
      sessionCaller({ sessionId, user }),
    );
    const [row] = await db()
      .select()
      .from(users)
      .where(eq(users.id, user?.id ?? ''));
    expect(row).toMatchObject({ firstName: 'Deleted', mobileNumber: null, isActive: false });
    expect(row?.email).not.toBe(account.email);
    expect((await failure(identity.authenticateSession({ sessionId })))?.code).toBe(GrpcStatus.UNAUTHENTICATED);
    expect((await identity.isEmailRegistered({ email: account.email })).registered).toBe(false);
    const live = await db()
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, user?.id ?? ''), sql`revoked_at is null`));
    expect(live).toHaveLength(0);
    const deleted = await db().select().from(outbox).where(eq(outbox.type, 'UserDeleted'));
    expect(deleted.map((e) => (e.payload as { userId: string }).userId)).toContain(user?.id);
  });

  it('seeds the demo accounts once, verified, with businesses across postcode areas', async () => {
    const demo = await db().select().from(users).where(sql`${users.email} like '%@localpros.test'`);
    expect(demo.length).toBeGreaterThanOrEqual(9);
    expect(demo.every((u) => u.emailVerifiedAt !== null)).toBe(true);
    expect(demo.filter((u) => u.userType === 'business')).toHaveLength(6);
  });
});
