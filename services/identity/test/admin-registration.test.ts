import { randomUUID } from 'node:crypto';
import {
  type CallContext,
  createLogger,
  GrpcStatus,
  InProcessBus,
  prepareService,
  type RpcError,
} from '@localpros/kit';
import { createTestDatabase } from '@localpros/kit/testing';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityService } from '../src/index.js';
import { outbox, users } from '../src/schema.js';
import { openCodePayload } from './sealed-codes.js';

const logger = createLogger({ name: 'test', level: 'silent' });
const env = { PUBLIC_URL: 'http://localhost:3000' };

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let handlers: Awaited<ReturnType<typeof prepareService<typeof identityService.definition>>>['handlers'];
const db = () => handle.database.db;
const context = {} as CallContext;

beforeAll(async () => {
  handle = await createTestDatabase();
  const instance = await prepareService(identityService, {
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

const eventsFor = (type: string, userId: string) =>
  db()
    .select()
    .from(outbox)
    .where(and(eq(outbox.type, type), sql`${outbox.payload}->>'userId' = ${userId}`));

describe('an admin registering a customer to post a job for them', () => {
  it('creates the customer verified with no password, and e-mails a 24-hour link to set one', async () => {
    const adminId = randomUUID();
    const { user } = await handlers.registerCustomerForAdmin(
      { adminId, fullName: 'Nora Jones', email: 'Nora.Jones@Example.com', mobileNumber: '07700900123' },
      context,
    );
    expect(user).toMatchObject({ firstName: 'Nora', lastName: 'Jones', email: 'nora.jones@example.com' });
    const [row] = await db()
      .select()
      .from(users)
      .where(eq(users.id, user?.id ?? ''));
    expect(row?.emailVerifiedAt).not.toBeNull();

    // No password works until the customer sets one.
    const refused = await failure(handlers.login({ email: 'nora.jones@example.com', password: '!unset' }, context));
    expect(refused?.code).toBe(GrpcStatus.UNAUTHENTICATED);
    expect(refused?.message).toBe('Invalid email or password');

    expect(await eventsFor('UserVerified', user?.id ?? '')).toHaveLength(1);
    const [issued] = await eventsFor('VerificationCodeIssued', user?.id ?? '');
    const payload = issued?.payload as { purpose: string; expiresAt: string; recipient: string };
    expect(payload).toMatchObject({ purpose: 'account_setup', recipient: 'nora.jones@example.com' });
    const hours = (Date.parse(payload.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    const { code, link } = openCodePayload(issued?.payload);
    expect(link).toBe(`http://localhost:3000/forgot-password/reset?code=${encodeURIComponent(code)}`);

    // The link's code sets the password, and then the customer signs in.
    await handlers.resetPassword({ code, password: 'Fresh-Start-9', passwordConfirm: 'Fresh-Start-9' }, context);
    const session = await handlers.login({ email: 'nora.jones@example.com', password: 'Fresh-Start-9' }, context);
    expect(session.user?.id).toBe(user?.id);
  });

  it('refuses a taken e-mail address or a malformed name with the spec’s messages', async () => {
    const adminId = randomUUID();
    await handlers.registerCustomerForAdmin(
      { adminId, fullName: 'Owen Price', email: 'owen@example.com', mobileNumber: '07700900124' },
      context,
    );
    const taken = await failure(
      handlers.registerCustomerForAdmin(
        { adminId, fullName: 'Owen Price', email: 'OWEN@example.com', mobileNumber: '07700900125' },
        context,
      ),
    );
    expect(taken?.code).toBe(GrpcStatus.ALREADY_EXISTS);
    expect(taken?.message).toBe('This email is already registered');
    const badName = await failure(
      handlers.registerCustomerForAdmin(
        { adminId, fullName: 'Owen', email: 'owen2@example.com', mobileNumber: '07700900126' },
        context,
      ),
    );
    expect(badName?.fieldErrors?.[0]?.message).toBe('Full name must contain at least 2 names with no extra spaces');
  });
});
