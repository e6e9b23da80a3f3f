import { z } from 'zod';
import { errorBody } from '../../http/error-body.js';
import { billingData, succeeded } from '../../views/billing-view.js';

/** `{ success: true, data }`. */
export const ok = <T>(data: T) => ({ success: true as const, data });

/** The answer of every call that reads or changes a business's subscription. */
export const billingAnswer = succeeded(billingData);

/** Failures a billing route may answer (401 and 403 are added by the route's access guard). */
export const billingErrors = {
  400: errorBody,
  404: errorBody,
  409: errorBody,
} as const;

/** …and those of a call that charges or checks a payment method. */
export const paymentErrors = { ...billingErrors, 402: errorBody } as const;

/** Documents the header of a charging call; requireIdempotencyKey answers its 400 first. */
export const idempotencyHeader = z.looseObject({
  'idempotency-key': z.string().meta({
    description: 'A UUID chosen per attempt: the same key again answers the first outcome and never charges twice',
    format: 'uuid',
  }),
});
