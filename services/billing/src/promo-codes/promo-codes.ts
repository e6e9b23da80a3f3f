import {
  AdminActionRecorded,
  adminAction,
  type billingRpc,
  promoCodeChangeInput,
  promoCodeInput,
  promoCodeMessages,
} from '@localpros/contracts';
import { type Db, type EventRecorder, parseOrInvalid, RpcError, type Tx } from '@localpros/kit';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { BillingContext } from '../context.js';
import { promoCodes } from '../schema.js';

const NOT_FOUND = 'Promo code not found';
const admin = z.object({ adminId: z.uuid() });
const codeId = z.uuid(NOT_FOUND);

type PromoCodeRow = typeof promoCodes.$inferSelect;

const toMessage = (row: PromoCodeRow): billingRpc.PromoCode => ({
  id: row.id,
  name: row.name,
  description: row.description,
  percentage: row.percentage,
  status: row.status,
  createdAt: new Date(row.createdAt).toISOString(),
});

/** Names compare case-insensitively ("SPRING10" and "spring10" are one code); the unique index backs it. */
async function assertNameFree(db: Db | Tx, name: string, except?: string) {
  const [taken] = await db
    .select({ id: promoCodes.id })
    .from(promoCodes)
    .where(and(sql`lower(${promoCodes.name}) = lower(${name})`, except ? ne(promoCodes.id, except) : undefined));
  if (taken) throw RpcError.alreadyExists(promoCodeMessages.nameTaken);
}

function mapUniqueViolation(error: unknown): never {
  if (String((error as { cause?: unknown })?.cause ?? error).includes('promo_codes_name_unique')) {
    throw RpcError.alreadyExists(promoCodeMessages.nameTaken);
  }
  throw error;
}

/** Unset optional fields arrive as undefined; the shared form rules decide the rest. */
const fieldsOf = (request: billingRpc.SavePromoCodeRequest) => ({
  name: request.name,
  description: request.description,
  percentage: request.percentage,
  status: request.status,
});

export async function listPromoCodes({ db }: BillingContext): Promise<billingRpc.ListPromoCodesResponse> {
  const rows = await db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt), desc(promoCodes.id)).limit(1000);
  return { promoCodes: rows.map(toMessage) };
}

/** A code as the audit log shows it (codes and percentages are not personal data). */
const described = (row: PromoCodeRow) => `${row.name} (${row.percentage} %, ${row.status})`;

/** Records the change for the audit log in the change's own transaction (AdminActionRecorded). */
const audited = (events: EventRecorder, adminId: string, row: PromoCodeRow, detail: string) =>
  events.record(
    AdminActionRecorded,
    adminAction(adminId, 'promo_code_changed', { type: 'promo_code', id: row.id }, detail),
  );

export async function createPromoCode(
  { outbox }: BillingContext,
  request: billingRpc.SavePromoCodeRequest,
): Promise<billingRpc.PromoCodeResponse> {
  const { adminId } = parseOrInvalid(admin, request);
  const input = parseOrInvalid(promoCodeInput, fieldsOf(request));
  return outbox.transaction(async (tx, events) => {
    await assertNameFree(tx, input.name);
    const [row] = await tx.insert(promoCodes).values(input).returning().catch(mapUniqueViolation);
    if (!row) throw new Error('insert returned no promo code');
    await audited(events, adminId, row, `created ${described(row)}`);
    return { promoCode: toMessage(row) };
  });
}

export async function updatePromoCode(
  { outbox }: BillingContext,
  request: billingRpc.SavePromoCodeRequest,
): Promise<billingRpc.PromoCodeResponse> {
  const { adminId } = parseOrInvalid(admin, request);
  const id = parseOrInvalid(codeId, request.promoCodeId);
  const input = parseOrInvalid(promoCodeChangeInput, fieldsOf(request));
  return outbox.transaction(async (tx, events) => {
    if (input.name !== undefined) await assertNameFree(tx, input.name, id);
    const [before] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
    if (!before) throw RpcError.notFound(NOT_FOUND);
    const [row] = await tx
      .update(promoCodes)
      .set({ ...input, updatedAt: sql`now()` })
      .where(eq(promoCodes.id, id))
      .returning()
      .catch(mapUniqueViolation);
    if (!row) throw RpcError.notFound(NOT_FOUND);
    await audited(events, adminId, row, `changed ${described(before)} to ${described(row)}`);
    return { promoCode: toMessage(row) };
  });
}

export async function deletePromoCode(
  { outbox }: BillingContext,
  request: billingRpc.PromoCodeRequest,
): Promise<billingRpc.PromoCodeResponse> {
  const { adminId } = parseOrInvalid(admin, request);
  const id = parseOrInvalid(codeId, request.promoCodeId);
  return outbox.transaction(async (tx, events) => {
    const [row] = await tx.delete(promoCodes).where(eq(promoCodes.id, id)).returning();
    if (!row) throw RpcError.notFound(NOT_FOUND);
    await audited(events, adminId, row, `deleted ${described(row)}`);
    return { promoCode: toMessage(row) };
  });
}
