import type { billingRpc } from '@localpros/contracts';
import { GrpcStatus, RpcError, type Tx } from '@localpros/kit';
import type { PaymentMethodInput, PaymentProviders } from '../payments/payment-provider.js';
import { paymentMethods } from '../schema.js';
import type { PaymentMethodRow } from './charge.js';

/** A refusal the business can act on, as the BFF answers it (402 with the message at the payment form). */
export function paymentRefused(message: string): RpcError {
  return new RpcError(GrpcStatus.FAILED_PRECONDITION, message, [{ path: 'paymentMethod', message }]);
}

/** The RPC's oneof as the provider port's input; exactly one of card and Direct Debit. */
export function paymentMethodInputOf(input: billingRpc.PaymentMethodInput | undefined): PaymentMethodInput {
  const { card, directDebit } = input ?? {};
  if (card && !directDebit) {
    return {
      type: 'card',
      sourceId: card.sourceId,
      verificationToken: card.verificationToken || null,
      cardholderName: card.cardholderName,
      postcode: card.postcode || null,
    };
  }
  if (directDebit && !card) {
    return {
      type: 'direct_debit',
      accountHolder: directDebit.accountHolder,
      sortCode: directDebit.sortCode,
      accountNumber: directDebit.accountNumber,
      mandateConfirmed: directDebit.mandateConfirmed,
    };
  }
  throw RpcError.invalidArgument('Choose how to pay', [
    { path: 'paymentMethod', message: 'Choose card or Direct Debit' },
  ]);
}

/**
 * Validates and tokenises a payment method with its provider (card on file, or a Direct Debit
 * mandate) and stores what may be shown back. Bad details throw INVALID_ARGUMENT with field errors;
 * a provider's refusal throws paymentRefused.
 */
export async function savePaymentMethod(
  tx: Tx,
  providers: PaymentProviders,
  businessId: string,
  input: billingRpc.PaymentMethodInput | undefined,
  now: Date,
): Promise<PaymentMethodRow> {
  const details = paymentMethodInputOf(input);
  const saved = await providers[details.type].savePaymentMethod(details, { businessId, now });
  if (saved.status === 'declined') throw paymentRefused(saved.message);
  const [row] = await tx
    .insert(paymentMethods)
    .values({ businessId, ...saved.method, createdAt: now })
    .returning();
  if (!row) throw new Error('payment method insert returned no row');
  return row;
}
