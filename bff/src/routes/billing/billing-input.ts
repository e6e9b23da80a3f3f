import { type billingRpc, packageIds, passesLuhn } from '@localpros/contracts';
import { z } from 'zod';

/**
 * The bodies of the billing routes (docs/api/billing.md). The BFF checks shape and format so a
 * mistake is answered at once with the field's message; billing checks again (and alone knows the
 * modulus rules and what the provider says).
 */
export const billingMessages = {
  packageId: 'Choose the Standard or Premium package',
  promoCode: 'Enter a promo code of 1 to 10 characters',
  methodType: 'Choose card or Direct Debit',
  cardNumber: 'Enter a valid card number',
  expMonth: 'Enter the expiry month (1 to 12)',
  expYear: 'Enter the expiry year',
  expired: 'This card has expired',
  cvc: 'Enter the 3 or 4 digit security code',
  cardholderName: 'Enter the name on the card',
  postcode: 'Enter a valid UK postcode',
  accountHolder: "Enter the account holder's name",
  sortCode: 'Enter a 6-digit sort code',
  accountNumber: 'Enter an account number of 6 to 10 digits',
  mandateConfirmed: 'Confirm the Direct Debit mandate',
  idempotencyKey: 'Idempotency-Key header must be a UUID',
} as const;

/** Digits only, so "4242 4242-4242 4242" and "12-34-56" are read as people type them. */
const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

/** A card is valid to the end of its expiry month (UK time is close enough: a day either way). */
export function cardHasExpired(expMonth: number, expYear: number, now = new Date()): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expYear < year || (expYear === year && expMonth < month);
}

export const packageIdField = z.enum(packageIds, billingMessages.packageId);

const cardNumber = z
  .string(billingMessages.cardNumber)
  .max(30, billingMessages.cardNumber)
  .transform(digitsOf)
  .refine((n) => /^\d{12,19}$/.test(n) && passesLuhn(n), billingMessages.cardNumber);

/** UK postcodes as Royal Mail writes them, any case, with or without the space. */
const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/i;

const cardInput = z
  .object({
    type: z.literal('card'),
    number: cardNumber,
    expMonth: z.coerce
      .number(billingMessages.expMonth)
      .int(billingMessages.expMonth)
      .min(1, billingMessages.expMonth)
      .max(12, billingMessages.expMonth),
    expYear: z.coerce
      .number(billingMessages.expYear)
      .int(billingMessages.expYear)
      .min(2000, billingMessages.expYear)
      .max(2100, billingMessages.expYear),
    cvc: z
      .string(billingMessages.cvc)
      .trim()
      .regex(/^\d{3,4}$/, billingMessages.cvc),
    cardholderName: z
      .string(billingMessages.cardholderName)
      .trim()
      .min(1, billingMessages.cardholderName)
      .max(100, billingMessages.cardholderName),
    postcode: z
      .string(billingMessages.postcode)
      .trim()
      .max(10, billingMessages.postcode)
      .regex(UK_POSTCODE, billingMessages.postcode),
  })
  .refine((card) => !cardHasExpired(card.expMonth, card.expYear), {
    message: billingMessages.expired,
    path: ['expYear'],
  });

export const bankAccountFields = {
  accountHolder: z
    .string(billingMessages.accountHolder)
    .trim()
    .min(1, billingMessages.accountHolder)
    .max(100, billingMessages.accountHolder),
  sortCode: z
    .string(billingMessages.sortCode)
    .max(20, billingMessages.sortCode)
    .transform(digitsOf)
    .refine((s) => /^\d{6}$/.test(s), billingMessages.sortCode),
  accountNumber: z
    .string(billingMessages.accountNumber)
    .max(20, billingMessages.accountNumber)
    .transform(digitsOf)
    .refine((n) => /^\d{6,10}$/.test(n), billingMessages.accountNumber),
};

const directDebitInput = z.object({
  type: z.literal('direct_debit'),
  ...bankAccountFields,
  mandateConfirmed: z.literal(true, billingMessages.mandateConfirmed),
});

export const paymentMethodInput = z.discriminatedUnion('type', [cardInput, directDebitInput], {
  error: billingMessages.methodType,
});
export type PaymentMethodBody = z.infer<typeof paymentMethodInput>;

/** The body's payment method as billing's message (the oneof of proto/billing.proto). */
export function toPaymentMethodRpc(method: PaymentMethodBody): billingRpc.PaymentMethodInput {
  if (method.type === 'card') {
    const { type: _type, ...card } = method;
    return { card };
  }
  const { type: _type, ...account } = method;
  return { directDebit: account };
}

export const promoCodeField = z
  .string(billingMessages.promoCode)
  .trim()
  .min(1, billingMessages.promoCode)
  .max(10, billingMessages.promoCode);

export const subscribeBody = z.object({
  packageId: packageIdField,
  // The web form sends "" when no code was typed.
  promoCode: z.union([z.literal(''), promoCodeField]).nullish(),
  paymentMethod: paymentMethodInput,
});

export const promoPreviewBody = z.object({ code: promoCodeField, packageId: packageIdField });

export const bankConfirmationBody = z.object(bankAccountFields);

export const changePackageBody = z.object({ packageId: packageIdField });

export const paymentMethodBody = z.object({ paymentMethod: paymentMethodInput });

/** Paying a past-due subscription: with the saved method, or a new one given here. */
export const renewBody = z.object({ paymentMethod: paymentMethodInput.optional() }).nullish();

export const renewalRunBody = z
  .object({ asOf: z.iso.datetime({ offset: true, error: 'asOf must be an ISO 8601 date and time' }).optional() })
  .nullish();

export const idempotencyKey = z.uuid(billingMessages.idempotencyKey);
