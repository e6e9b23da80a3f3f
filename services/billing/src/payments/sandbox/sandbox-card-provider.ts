import { randomBytes } from 'node:crypto';
import { validateCard } from '../card/card-validation.js';
import { paymentDetailsError } from '../payment-details-error.js';
import type { ChargeOutcome, PaymentProvider, PaymentStatus, SaveOutcome } from '../payment-provider.js';
import { type CardBehaviour, sandboxDeclines, testCards } from '../sandbox-test-data.js';
import { declineOf } from './declines.js';
import { assertChargeableAmount, digestOf, readSignedId, signedId } from './signed-ids.js';

/**
 * Cards, shaped like Square: a saved card is a card-on-file token ('ccof:sandbox-…'), a payment an
 * id 'sq_pay_…' that completes at once. The test cards of sandbox-test-data.ts decline or need a
 * retry; every other valid card succeeds. The token carries the card's behaviour (never its number).
 */

const TOKEN_PREFIX = 'ccof:sandbox-';
const PAYMENT_PREFIX = 'sq_pay_';
const PAYMENT_ID = /^sq_pay_[A-Za-z0-9_-]{22}$/;

const cardBehaviours: readonly CardBehaviour[] = ['succeeds', 'declined', 'insufficient_funds', 'retry_succeeds'];

const behaviourByNumber = new Map<string, CardBehaviour>(
  Object.values(testCards).map((card) => [card.number.replace(/\s/g, ''), card.behaviour]),
);

export function createSandboxCardProvider(options: { signingKey: string }): PaymentProvider {
  const { signingKey } = options;

  function behaviourOf(token: string): CardBehaviour {
    const payload = readSignedId(TOKEN_PREFIX, token, signingKey);
    const behaviour = payload?.b as CardBehaviour | undefined;
    if (!behaviour || !cardBehaviours.includes(behaviour)) throw new Error('Not a card token of this sandbox');
    return behaviour;
  }

  return {
    type: 'card',

    async savePaymentMethod(input, context): Promise<SaveOutcome> {
      if (input.type !== 'card') throw new Error('The card provider saves cards only');
      const result = validateCard(input, context.now);
      if ('fieldErrors' in result) throw paymentDetailsError(result.fieldErrors);
      const { card } = result;
      const behaviour = behaviourByNumber.get(card.digits) ?? 'succeeds';
      // Like a bank's zero-amount check when a card is stored: this one is refused outright.
      if (behaviour === 'declined') return declineOf(sandboxDeclines.cardDeclined);
      return {
        status: 'saved',
        method: {
          type: 'card',
          providerToken: signedId(TOKEN_PREFIX, { b: behaviour, r: randomBytes(9).toString('base64url') }, signingKey),
          brand: card.brand,
          last4: card.digits.slice(-4),
          expMonth: card.expMonth,
          expYear: card.expYear,
          bankName: null,
          accountHolder: null,
          sortCode: null,
          accountNumberEnding: null,
          mandateReference: null,
          mandateStatus: null,
        },
      };
    },

    async charge(request): Promise<ChargeOutcome> {
      assertChargeableAmount(request.amountPence);
      const behaviour = behaviourOf(request.method.providerToken);
      if (behaviour === 'declined') return declineOf(sandboxDeclines.cardDeclined);
      if (behaviour === 'insufficient_funds') return declineOf(sandboxDeclines.cardInsufficientFunds);
      if (behaviour === 'retry_succeeds' && request.attempt <= 1) return declineOf(sandboxDeclines.processingError);
      // The same idempotency key for the same card and amount is the same payment, as at Square.
      const key = `${request.idempotencyKey}|${request.method.providerToken}|${request.amountPence}`;
      return { status: 'completed', providerPaymentId: PAYMENT_PREFIX + digestOf(key, 22) };
    },

    async paymentStatus(providerPaymentId): Promise<PaymentStatus> {
      if (!PAYMENT_ID.test(providerPaymentId)) throw new Error('Not a card payment of this sandbox');
      return { status: 'completed' };
    },
  };
}
