import { randomUUID } from 'node:crypto';
import type { serviceContracts } from '@localpros/contracts';
import { createLogger, GrpcStatus, InProcessBus, prepareService, type RpcClient, type RpcError } from '@localpros/kit';
import { createTestDatabase, testCaller, testServiceClient } from '@localpros/kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingService } from '../src/index.js';
import { outbox } from '../src/schema.js';

const logger = createLogger({ name: 'test', level: 'silent' });
type Billing = RpcClient<typeof serviceContracts.billing.definition>;

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let billing: Billing;
const adminId = randomUUID();
const asAdmin = testCaller({ user: { id: adminId, type: 'admin' } });

beforeAll(async () => {
  handle = await createTestDatabase();
  const instance = await prepareService(billingService, {
    database: handle.database,
    bus: new InProcessBus({ logger }),
    logger,
    env: {},
  });
  billing = testServiceClient(instance, { logger });
});
afterAll(() => handle.drop());

const failure = (promise: Promise<unknown>) =>
  promise.then(() => undefined).catch((error: unknown) => error as RpcError);

const save = (fields: {
  name?: string;
  description?: string;
  percentage?: number;
  status?: string;
  promoCodeId?: string;
}) => ({
  adminId,
  promoCodeId: '',
  ...fields,
});

describe('promo codes (PostgreSQL)', () => {
  it('creates, lists newest first, edits, toggles and deletes a code', async () => {
    const { promoCode } = await billing.createPromoCode(
      save({ name: 'SPRING10', percentage: 10, description: 'Spring' }),
      asAdmin,
    );
    expect(promoCode).toMatchObject({ name: 'SPRING10', percentage: 10, description: 'Spring', status: 'active' });
    const id = promoCode?.id ?? '';
    await billing.createPromoCode(save({ name: 'SUMMER20', percentage: 20 }), asAdmin);
    const { promoCodes } = await billing.listPromoCodes({}, asAdmin);
    expect(promoCodes.map((c) => c.name)).toEqual(['SUMMER20', 'SPRING10']);

    const edited = await billing.updatePromoCode(save({ promoCodeId: id, name: 'SPRING15', percentage: 15 }), asAdmin);
    expect(edited.promoCode).toMatchObject({
      name: 'SPRING15',
      percentage: 15,
      description: 'Spring',
      status: 'active',
    });
    const toggled = await billing.updatePromoCode(save({ promoCodeId: id, status: 'inactive' }), asAdmin);
    expect(toggled.promoCode).toMatchObject({ name: 'SPRING15', status: 'inactive' });

    await billing.deletePromoCode({ adminId, promoCodeId: id }, asAdmin);
    expect((await billing.listPromoCodes({}, asAdmin)).promoCodes.map((c) => c.name)).toEqual(['SUMMER20']);
    const again = await failure(billing.deletePromoCode({ adminId, promoCodeId: id }, asAdmin));
    expect(again?.code).toBe(GrpcStatus.NOT_FOUND);
  });

  it('records each change for the audit log in its own transaction, with before and after', async () => {
    const auditedFor = async (id: string) =>
      (await handle.database.db.select().from(outbox).where(eq(outbox.type, 'AdminActionRecorded')))
        .map((row) => row.payload as { adminId: string; action: string; targetId: string; detail: string; at: string })
        .filter((p) => p.targetId === id)
        .sort((a, b) => a.at.localeCompare(b.at));
    const { promoCode } = await billing.createPromoCode(save({ name: 'AUDIT50', percentage: 50 }), asAdmin);
    const id = promoCode?.id ?? '';
    await billing.updatePromoCode(save({ promoCodeId: id, percentage: 100 }), asAdmin);
    await billing.deletePromoCode({ adminId, promoCodeId: id }, asAdmin);
    // A refused change records nothing.
    await failure(billing.createPromoCode(save({ name: 'audit50x', percentage: 500 }), asAdmin));
    expect(await auditedFor(id)).toEqual([
      {
        adminId,
        action: 'promo_code_changed',
        targetType: 'promo_code',
        targetId: id,
        detail: 'created AUDIT50 (50 %, active)',
        at: expect.any(String),
      },
      {
        adminId,
        action: 'promo_code_changed',
        targetType: 'promo_code',
        targetId: id,
        detail: 'changed AUDIT50 (50 %, active) to AUDIT50 (100 %, active)',
        at: expect.any(String),
      },
      {
        adminId,
        action: 'promo_code_changed',
        targetType: 'promo_code',
        targetId: id,
        detail: 'deleted AUDIT50 (100 %, active)',
        at: expect.any(String),
      },
    ]);
  });

  it('refuses a taken name whatever its case, on create and on rename', async () => {
    const { promoCode } = await billing.createPromoCode(save({ name: 'Autumn5', percentage: 5 }), asAdmin);
    const taken = await failure(billing.createPromoCode(save({ name: 'AUTUMN5', percentage: 7 }), asAdmin));
    expect(taken?.code).toBe(GrpcStatus.ALREADY_EXISTS);
    expect(taken?.message).toBe('A promo code with this name already exists');
    const { promoCode: other } = await billing.createPromoCode(save({ name: 'WINTER5', percentage: 5 }), asAdmin);
    const renamed = await failure(billing.updatePromoCode(save({ promoCodeId: other?.id, name: 'autumn5' }), asAdmin));
    expect(renamed?.code).toBe(GrpcStatus.ALREADY_EXISTS);
    // Renaming a code to its own name in another case is not a clash.
    await expect(
      billing.updatePromoCode(save({ promoCodeId: promoCode?.id, name: 'AUTUMN5' }), asAdmin),
    ).resolves.toBeDefined();
  });

  it.each([
    [{ name: '', percentage: 10 }, 'Code is required'],
    [{ name: 'ELEVENCHARS', percentage: 10 }, 'Code must be at most 10 characters'],
    [{ name: 'ZERO', percentage: 0 }, 'Discount must be a whole number from 1 to 100'],
    [{ name: 'TOOMUCH', percentage: 101 }, 'Discount must be a whole number from 1 to 100'],
    [{ name: 'NOPCT' }, 'Discount is required'],
    [{ name: 'BADSTATUS', percentage: 10, status: 'paused' }, 'Status must be active or inactive'],
  ])('refuses %o with “%s”', async (fields, message) => {
    const error = await failure(billing.createPromoCode(save(fields), asAdmin));
    expect(error?.code).toBe(GrpcStatus.INVALID_ARGUMENT);
    expect(error?.fieldErrors?.map((e) => e.message)).toContain(message);
  });

  it('is admin-only', async () => {
    const customerId = randomUUID();
    const error = await failure(billing.listPromoCodes({}, testCaller({ user: { id: customerId, type: 'customer' } })));
    expect(error?.code).toBe(GrpcStatus.PERMISSION_DENIED);
  });
});
