import { packageIds } from '@localpros/contracts';
import { z } from 'zod';

export const businessId = z.uuid('Unknown business');
export const packageId = z.enum(packageIds, 'Choose the Standard or Premium package');
export const idempotencyKey = z.uuid('Idempotency-Key header must be a UUID');
export const promoCode = z.string().trim().max(10, 'A promo code has at most 10 characters');
