import { randomBytes } from 'node:crypto';
import { validateDirectDebit } from '../direct-debit/direct-debit-validation.js';
import { paymentDetailsError } from '../payment-details-error.js';
import type { ChargeOutcome, PaymentProvider, PaymentStatus, SaveOutcome } from '../payment-provider.js';
import { type DirectDebitBehaviour, sandboxDeclines, testBankAccounts } from '../sandbox-test-data.js';
import { declineOf } from './declines.js';
import { assertChargeableAmount, digestOf, readSignedId, signedId } from './signed-ids.js';

/**
 * UK Direct Debit, shaped like GoCardless: a saved method is a mandate ('MD…', reference
 * 'LOCALPROS-XXXXXX'); a payment ('PM…') is pending when submitted and settles `settleSeconds`
 * later — completed, or failed as the test account says. Stateless: the mandate id carries the
 * account's behaviour, the payment id its behaviour, submission time and settle delay.
 */

const MANDATE_PREFIX = 'MD';
const PAYMENT_PREFIX = 'PM';
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const directDebitBehaviours: readonly DirectDebitBehaviour[] = [
  'succeeds',
  'mandate_refused',
  'insufficient_funds',
  'mandate_cancelled',
];

const behaviourByAccount = new Map<string, DirectDebitBehaviour>(
  Object.values(testBankAccounts).map((account) => [`${account.sortCode} ${account.accountNumber}`, account.behaviour]),
);

function mandateReference(): string {
  const bytes = randomBytes(6);
  return `LOCALPROS-${Array.from(bytes, (byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]).join('')}`;
}

function isBehaviour(value: unknown): value is DirectDebitBehaviour {
  return directDebitBehaviours.includes(value as DirectDebitBehaviour);
}

export function createSandboxDirectDebitProvider(options: {
  settleSeconds: number;
  signingKey: string;
}): PaymentProvider {
  const { settleSeconds, signingKey } = options;

  return {
    type: 'direct_debit',

    async savePaymentMethod(input): Promise<SaveOutcome> {
      if (input.type !== 'direct_debit') throw new Error('The Direct Debit provider sets up mandates only');
      const result = validateDirectDebit(input);
      if ('fieldErrors' in result) throw paymentDetailsError(result.fieldErrors);
      const { account } = result;
      const behaviour = behaviourByAccount.get(`${account.sortCode} ${account.accountNumber}`) ?? 'succeeds';
      if (behaviour === 'mandate_refused') return declineOf(sandboxDeclines.mandateRefused);
      return {
        status: 'saved',
        method: {
          type: 'direct_debit',
          providerToken: signedId(
            MANDATE_PREFIX,
            { b: behaviour, r: randomBytes(9).toString('base64url') },
            signingKey,
          ),
          brand: null,
          last4: null,
          expMonth: null,
          expYear: null,
          bankName: account.bankName,
          accountHolder: account.accountHolder,
          sortCode: account.sortCode,
          accountNumberEnding: account.accountNumber.slice(-2),
          mandateReference: mandateReference(),
          // The bank's later cancellation of a 'mandate_cancelled' account shows in its payments.
          mandateStatus: 'active',
        },
      };
    },

    async charge(request): Promise<ChargeOutcome> {
      assertChargeableAmount(request.amountPence);
      const mandate = readSignedId(MANDATE_PREFIX, request.method.providerToken, signingKey);
      if (!mandate || !isBehaviour(mandate.b)) throw new Error('Not a mandate of this sandbox');
      // Submission is the charge's `now`; the same key at the same moment is the same payment.
      const payload = {
        b: mandate.b,
        s: Math.floor(request.now.getTime() / 1000),
        d: settleSeconds,
        k: digestOf(`${request.idempotencyKey}|${request.method.providerToken}|${request.amountPence}`, 12),
      };
      return { status: 'pending', providerPaymentId: signedId(PAYMENT_PREFIX, payload, signingKey) };
    },

    async paymentStatus(providerPaymentId, now): Promise<PaymentStatus> {
      const payment = readSignedId(PAYMENT_PREFIX, providerPaymentId, signingKey);
      const { b: behaviour, s: submitted, d: delay } = payment ?? {};
      if (!isBehaviour(behaviour) || typeof submitted !== 'number' || typeof delay !== 'number') {
        throw new Error('Not a Direct Debit payment of this sandbox');
      }
      if (now.getTime() < (submitted + delay) * 1000) return { status: 'pending' };
      if (behaviour === 'insufficient_funds') return declineOf(sandboxDeclines.bankInsufficientFunds);
      if (behaviour === 'mandate_cancelled') return declineOf(sandboxDeclines.mandateCancelled);
      return { status: 'completed' };
    },
  };
}
