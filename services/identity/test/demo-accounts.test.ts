import { createLogger, InProcessBus, Outbox, prepareService } from '@localpros/kit';
import { createTestDatabase } from '@localpros/kit/testing';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, identityService } from '../src/index.js';
import { inbox, outbox, users } from '../src/schema.js';
import { seedDemoAccounts } from '../src/seed/demo-accounts.js';

const logger = createLogger({ name: 'test', level: 'silent' });

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
const db = () => handle.database.db;

beforeAll(async () => {
  handle = await createTestDatabase();
  // Its start seeds the demo accounts (PLATFORM=local).
  await prepareService(identityService, {
    database: handle.database,
    bus: new InProcessBus({ logger }),
    logger,
    env: { PLATFORM: 'local', PUBLIC_URL: 'http://localhost:3000' },
  });
});
afterAll(() => handle.drop());

async function idOf(email: string) {
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no demo account ${email}`);
  return row.id;
}

const eventsOf = (type: string, field: string, id: string) =>
  db()
    .select()
    .from(outbox)
    .where(and(eq(outbox.type, type), sql`${outbox.payload}->>${field} = ${id}`));

describe('the demo accounts', () => {
  it('are verified as a sign-up is: one UserVerified each (the admin none), businesses verified in their profile', async () => {
    for (const demo of demoAccounts) {
      const id = await idOf(demo.email);
      const verified = await eventsOf('UserVerified', 'userId', id);
      expect(verified, demo.email).toHaveLength(demo.userType === 'admin' ? 0 : 1);
      // Seeded: notifications welcomes no one for them.
      for (const row of verified) expect(row.payload, demo.email).toMatchObject({ seeded: true });
      if (demo.business) {
        const profiles = await eventsOf('BusinessProfileUpdated', 'businessId', id);
        expect(profiles.map((row) => row.payload)).toEqual([
          expect.objectContaining({ isVerified: true, isActive: true }),
        ]);
      }
    }
  });

  it('get the verification an older seed left out recorded at the next start, once', async () => {
    const customer = demoAccounts.find((demo) => demo.userType === 'customer');
    const id = await idOf(customer?.email ?? '');
    // As an older seed left it: verified in identity, no UserVerified.
    await db()
      .delete(outbox)
      .where(and(eq(outbox.type, 'UserVerified'), sql`${outbox.payload}->>'userId' = ${id}`));
    const restart = () => seedDemoAccounts(new Outbox(db(), { outbox, inbox }));
    await restart();
    const [recorded] = await eventsOf('UserVerified', 'userId', id);
    expect(recorded?.payload).toMatchObject({ seeded: true });
    await restart();
    expect(await eventsOf('UserVerified', 'userId', id)).toHaveLength(1);
    for (const demo of demoAccounts) {
      const count = (await eventsOf('UserVerified', 'userId', await idOf(demo.email))).length;
      expect(count, demo.email).toBe(demo.userType === 'admin' ? 0 : 1);
    }
  });
});
