import { billingPackages, type billingRpc, type PackageId } from '@localpros/contracts';
import { type Db, parseOrInvalid, RpcError, type Tx } from '@localpros/kit';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { BillingContext } from '../context.js';
import { promoCodes, promoRedemptions } from '../schema.js';
import { businessId, packageId, promoCode } from './billing-requests.js';

export interface AppliedPromo {
  promoCodeId: string;
  code: string;
  percentage: number;
  pricePence: number;
  discountPence: number;
  totalPence: number;
}

/**
 * An admin's active code (any case) on a package's first month: once per business per code.
 * NOT_FOUND for an unknown or inactive code, FAILED_PRECONDITION for a second use.
 */
export async function applyPromo(db: Db | Tx, business: string, pkg: PackageId, code: string): Promise<AppliedPromo> {
  const [promo] = await db
    .select()
    .from(promoCodes)
    .where(and(sql`lower(${promoCodes.name}) = lower(${code})`, eq(promoCodes.status, 'active')));
  if (!promo) throw RpcError.notFound('This promo code is not valid');
  const [used] = await db
    .select({ id: promoRedemptions.transactionId })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.promoCodeId, promo.id), eq(promoRedemptions.businessId, business)));
  if (used) throw RpcError.failedPrecondition('You have already used this promo code');
  const pricePence = billingPackages[pkg].pricePence;
  const discountPence = Math.round((pricePence * promo.percentage) / 100);
  return {
    promoCodeId: promo.id,
    code: promo.name,
    percentage: promo.percentage,
    pricePence,
    discountPence,
    totalPence: pricePence - discountPence,
  };
}

const previewRequest = z.object({ businessId, packageId, code: promoCode.min(1, 'Enter a promo code') });

export async function previewPromoCode(
  { db }: BillingContext,
  request: billingRpc.PreviewPromoCodeRequest,
): Promise<billingRpc.PromoCodePreview> {
  const { businessId: business, packageId: pkg, code } = parseOrInvalid(previewRequest, request);
  const promo = await applyPromo(db, business, pkg, code);
  return {
    code: promo.code,
    percentage: promo.percentage,
    pricePence: promo.pricePence,
    discountPence: promo.discountPence,
    totalPence: promo.totalPence,
  };
}
