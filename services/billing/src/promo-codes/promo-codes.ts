import { type billingRpc, promoCodeChangeInput, promoCodeInput, promoCodeMessages } from '@localpros/contracts';
import { type Db, type Outbox, parseOrInvalid, RpcError } from '@localpros/kit';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
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
async function assertNameFree(db: Db, name: string, except?: string) {
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

export async function listPromoCodes(db: Db): Promise<billingRpc.ListPromoCodesResponse> {
  const rows = await db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt), desc(promoCodes.id)).limit(1000);
  return { promoCodes: rows.map(toMessage) };
}

export async function createPromoCode(
  outbox: Outbox,
  request: billingRpc.SavePromoCodeRequest,
): Promise<billingRpc.PromoCodeResponse> {
  parseOrInvalid(admin, request);
  const input = parseOrInvalid(promoCodeInput, fieldsOf(request));
  await assertNameFree(outbox.db, input.name);
  const [row] = await outbox.db.insert(promoCodes).values(input).returning().catch(mapUniqueViolation);
  if (!row) throw new Error('insert returned no promo code');
  return { promoCode: toMessage(row) };
}

export async function updatePromoCode(
  outbox: Outbox,
  request: billingRpc.SavePromoCodeRequest,
): Promise<billingRpc.PromoCodeResponse> {
  parseOrInvalid(admin, request);
  const id = parseOrInvalid(codeId, request.promoCodeId);
  const input = parseOrInvalid(promoCodeChangeInput, fieldsOf(request));
  if (input.name !== undefined) await assertNameFree(outbox.db, input.name, id);
  const [row] = await outbox.db
    .update(promoCodes)
    .set({ ...input, updatedAt: sql`now()` })
    .where(eq(promoCodes.id, id))
    .returning()
    .catch(mapUniqueViolation);
  if (!row) throw RpcError.notFound(NOT_FOUND);
  return { promoCode: toMessage(row) };
}

export async function deletePromoCode(
  outbox: Outbox,
  request: billingRpc.PromoCodeRequest,
): Promise<billingRpc.PromoCodeResponse> {
  parseOrInvalid(admin, request);
  const id = parseOrInvalid(codeId, request.promoCodeId);
  const [row] = await outbox.db.delete(promoCodes).where(eq(promoCodes.id, id)).returning();
  if (!row) throw RpcError.notFound(NOT_FOUND);
  return { promoCode: toMessage(row) };
}
