import { type EventEnvelope, SEALED_CODE_PURPOSE, type serviceContracts } from '@localpros/contracts';
import {
  createLogger,
  developmentSecret,
  fieldSealer,
  InProcessBus,
  prepareService,
  type RpcClient,
} from '@localpros/kit';
import { createTestDatabase, testServiceClient } from '@localpros/kit/testing';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { identityService } from '../src/index.js';
import { outbox } from '../src/schema.js';
import { openCodePayload } from './sealed-codes.js';

const logger = createLogger({ name: 'test', level: 'silent' });
let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let identity: RpcClient<typeof serviceContracts.identity.definition>;
let stop: (() => Promise<void>) | undefined;
const published: EventEnvelope[] = [];

beforeAll(async () => {
  handle = await createTestDatabase();
  const bus = new InProcessBus({ logger });
  const instance = await prepareService(identityService, {
    database: handle.database,
    bus,
    logger,
    env: { PUBLIC_URL: 'http://localhost:3000' },
  });
  identity = testServiceClient(instance, { logger });
  // What the bus carries: every VerificationCodeIssued the relay publishes.
  bus.subscribe('test-listener', 'VerificationCodeIssued', async (envelope) => {
    published.push(envelope);
  });
  await bus.start();
  await instance.start();
  stop = () => instance.stop().then(() => bus.stop());
});
afterAll(async () => {
  await stop?.();
  await handle.drop();
});

async function codeRow(recipient: string, purpose: string) {
  const [row] = await handle.database.db
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
  if (!row) throw new Error(`no ${purpose} code for ${recipient}`);
  return row;
}

describe('one-time codes leave identity sealed', () => {
  it('the outbox row holds neither the code nor its link in clear, and the sealed code is the one that works', async () => {
    const email = 'sealed.codes@example.com';
    await identity.registerCustomer({
      fullName: 'Sam Sealed',
      email,
      mobileNumber: '07800009999',
      password: 'correct horse',
      passwordConfirm: 'correct horse',
    });
    const row = await codeRow(email, 'account_verification');
    const { code, link } = openCodePayload(row.payload);
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect(link).toBe(`http://localhost:3000/?code=${code}&user_type=customer`);
    // Wherever the row goes (the relay, the bus, its stream), the code is not in it.
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(code);
    expect(stored).not.toContain(`${code.slice(0, 4)}-${code.slice(4)}`);
    expect(row.payload).not.toHaveProperty('code');
    expect(row.payload).not.toHaveProperty('link');
    expect((await identity.verifyAccount({ code })).user?.emailVerified).toBe(true);
  });

  it('the event on the bus carries the code sealed, never in clear', async () => {
    const email = 'sealed.bus@example.com';
    await identity.registerCustomer({
      fullName: 'Sam Bus',
      email,
      mobileNumber: '07800009997',
      password: 'correct horse',
      passwordConfirm: 'correct horse',
    });
    const { code } = openCodePayload((await codeRow(email, 'account_verification')).payload);
    const onBus = () => published.find((e) => (e.payload as { recipient: string }).recipient === email);
    await vi.waitFor(() => expect(onBus()).toBeDefined(), { timeout: 10_000 });
    expect(onBus()?.version).toBe(2);
    expect(JSON.stringify(onBus())).not.toContain(code);
    expect(openCodePayload(onBus()?.payload).code).toBe(code);
  });

  it('seals each code afresh and only for its purpose under CODE_ENCRYPTION_KEY', async () => {
    const email = 'sealed.reset@example.com';
    await identity.registerCustomer({
      fullName: 'Sam Reset',
      email,
      mobileNumber: '07800009998',
      password: 'correct horse',
      passwordConfirm: 'correct horse',
    });
    await identity.sendSecurityCode({ identifier: email });
    const { payload } = await codeRow(email, 'password_reset');
    const { sealedCode } = payload as { sealedCode: string };
    expect(() =>
      fieldSealer('another key of at least thirty-two chars', SEALED_CODE_PURPOSE).open(sealedCode),
    ).toThrow();
    expect(() => fieldSealer(developmentSecret('CODE_ENCRYPTION_KEY'), 'another purpose').open(sealedCode)).toThrow();
    expect(openCodePayload(payload).link).toMatch(
      /^http:\/\/localhost:3000\/forgot-password\/reset\?code=[A-Z2-9]{8}$/,
    );
  });
});
