import { type billingRpc, packageIds } from '@localpros/contracts';
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
  cardToken: 'Enter your card details in the card form',
  verificationToken: 'The card check did not finish: try again',
  cardDataRefused: 'Card details go only to our payment provider, Square: use the card form',
  cardholderName: 'Enter the name on the card',
  postcode: 'Enter a valid UK postcode',
  accountHolder: "Enter the account holder's name",
  sortCode: 'Enter a 6-digit sort code',
  accountNumber: 'Enter an account number of 6 to 10 digits',
  mandateConfirmed: 'Confirm the Direct Debit mandate',
  idempotencyKey: 'Idempotency-Key header must be a UUID',
} as const;

/** Digits only, so "12-34-56" and "1234 5678" are read as people type them. */
const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

export const packageIdField = z.enum(packageIds, billingMessages.packageId);

/** UK postcodes as Royal Mail writes them, any case, with or without the space. */
const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/i;

/** Square's one-time tokens: `cnon:` card nonces, `verf:` buyer verifications (printable, short). */
const squareToken = (prefix: string, message: string) =>
  z
    .string(message)
    .max(500, message)
    .regex(new RegExp(`^${prefix}:[A-Za-z0-9_:-]{1,490}$`), message);

/**
 * A card arrives as the token Square's Web Payments SDK made in the browser: card numbers and
 * security codes never reach our servers (PCI DSS scope), and a body that carries one is refused.
 */
const cardInput = z.strictObject(
  {
    type: z.literal('card'),
    sourceId: squareToken('cnon', billingMessages.cardToken),
    verificationToken: squareToken('verf', billingMessages.verificationToken).nullish(),
    cardholderName: z
      .string(billingMessages.cardholderName)
      .trim()
      .min(1, billingMessages.cardholderName)
      .max(100, billingMessages.cardholderName),
    // Typed in Square's frame with the card (Square asks for it for UK cards).
    postcode: z
      .string(billingMessages.postcode)
      .trim()
      .max(10, billingMessages.postcode)
      .regex(UK_POSTCODE, billingMessages.postcode)
      .nullish(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? billingMessages.cardDataRefused : undefined) },
);

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
    const { type: _type, verificationToken, postcode, ...card } = method;
    return { card: { ...card, verificationToken: verificationToken ?? '', postcode: postcode ?? '' } };
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
