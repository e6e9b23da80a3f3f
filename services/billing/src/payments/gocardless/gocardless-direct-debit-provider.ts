import { createHash } from 'node:crypto';
import { type ApiError, InvalidStateError, type Mandate, type Payment, ValidationFailedError } from 'gocardless-nodejs';
import { validateDirectDebit } from '../direct-debit/direct-debit-validation.js';
import { paymentDetailsError } from '../payment-details-error.js';
import type { ChargeOutcome, MandateStatus, PaymentProvider, PaymentStatus, SaveOutcome } from '../payment-provider.js';
import { customerNameOf } from './customer-name.js';
import { createGoCardlessClient } from './gocardless-client.js';
import { inactiveMandateDecline, mandateRefusedDecline, paymentDecline } from './gocardless-declines.js';
import { readGoCardlessWebhook } from './gocardless-webhook-events.js';

/**
 * UK Direct Debit through GoCardless (gocardless-nodejs). Billing's own bank-details form and
 * Vocalink modulus check come first (validateDirectDebit); then a customer (one per business), its
 * bank account and a Bacs mandate, whose id is the saved method's token. Payments are created on
 * the mandate with billing's idempotency key and settle days later: paymentStatus reads them, and
 * GoCardless's webhooks tell billing as they change. Refusals are Declines; transport and server
 * errors (5xx, network, authentication) are thrown, never taken for success.
 */

const FAILED_PAYMENT = new Set(['failed', 'charged_back', 'cancelled', 'customer_approval_denied']);
const COMPLETED_PAYMENT = new Set(['confirmed', 'paid_out']);

/** An Idempotency-Key that names no bank details: a digest of what makes the request the same. */
function keyOf(kind: string, ...parts: string[]): string {
  return `localpros-${kind}-${createHash('sha256').update(parts.join('|')).digest('hex').slice(0, 32)}`;
}

function mandateStatusOf(status: Mandate['status']): MandateStatus {
  if (status === 'active') return 'active';
  if (status === 'cancelled') return 'cancelled';
  if (status === 'failed' || status === 'expired' || status === 'blocked' || status === 'consumed') return 'failed';
  return 'pending_submission';
}

function hasReason(error: unknown, reason: string): error is ApiError {
  return error instanceof InvalidStateError && (error.errors ?? []).some((detail) => detail.reason === reason);
}

/** The cause of a payment's failure: GoCardless keeps it on the event, not on the payment. */
async function failureCause(
  client: ReturnType<typeof createGoCardlessClient>,
  payment: Payment,
): Promise<string | undefined> {
  if (!payment.id) return undefined;
  const { events } = await client.events.list({ payment: payment.id, resource_type: 'payments', limit: 20 });
  return events.find((event) => event.action === payment.status)?.details?.cause;
}

export function createGoCardlessDirectDebitProvider(options: {
  accessToken: string;
  baseUrl: string;
  webhookSecret: string;
}): PaymentProvider {
  const client = createGoCardlessClient(options);

  return {
    type: 'direct_debit',

    async savePaymentMethod(input, context): Promise<SaveOutcome> {
      if (input.type !== 'direct_debit') throw new Error('The Direct Debit provider sets up mandates only');
      const result = validateDirectDebit(input);
      if ('fieldErrors' in result) throw paymentDetailsError(result.fieldErrors);
      const { account } = result;
      const metadata = { business_id: context.businessId };

      // One customer per business: the same key brings back the customer made before.
      const customer = await client.customers.create(
        { ...customerNameOf(account.accountHolder), metadata },
        keyOf('customer', context.businessId),
      );
      if (!customer.id) throw new Error('GoCardless returned a customer without an id');

      try {
        const bankAccount = await client.customerBankAccounts.create(
          {
            account_holder_name: account.accountHolder,
            account_number: account.accountNumber,
            branch_code: account.sortCode.replace(/-/g, ''),
            country_code: 'GB',
            currency: 'GBP',
            links: { customer: customer.id },
            metadata,
          },
          keyOf('bank-account', context.businessId, account.sortCode, account.accountNumber),
        );
        if (!bankAccount.id) throw new Error('GoCardless returned a bank account without an id');
        const mandate = await client.mandates.create({
          scheme: 'bacs',
          links: { customer_bank_account: bankAccount.id },
          metadata,
        });
        if (!mandate.id || !mandate.status) throw new Error('GoCardless returned a mandate without an id or status');
        return {
          status: 'saved',
          method: {
            type: 'direct_debit',
            providerToken: mandate.id,
            brand: null,
            last4: null,
            expMonth: null,
            expYear: null,
            bankName: bankAccount.bank_name ?? account.bankName,
            accountHolder: account.accountHolder,
            sortCode: account.sortCode,
            accountNumberEnding: bankAccount.account_number_ending ?? account.accountNumber.slice(-2),
            mandateReference: mandate.reference ?? null,
            mandateStatus: mandateStatusOf(mandate.status),
          },
        };
      } catch (error) {
        // GoCardless refused the bank details (its own checks) or the account takes no Direct Debits.
        if (error instanceof ValidationFailedError || hasReason(error, 'bank_account_disabled')) {
          return mandateRefusedDecline();
        }
        throw error;
      }
    },

    async charge(request): Promise<ChargeOutcome> {
      if (!Number.isInteger(request.amountPence) || request.amountPence < 1) {
        throw new RangeError(`A charge must be a whole number of pence above zero, not ${request.amountPence}`);
      }
      const mandateId = request.method.providerToken;
      try {
        // The same key again (a retry of this attempt) brings back the payment made the first time.
        const payment = await client.payments.create(
          {
            amount: request.amountPence,
            currency: 'GBP',
            description: request.description,
            links: { mandate: mandateId },
            metadata: { attempt: String(request.attempt) },
          },
          request.idempotencyKey,
        );
        if (!payment.id) throw new Error('GoCardless returned a payment without an id');
        return { status: 'pending', providerPaymentId: payment.id };
      } catch (error) {
        if (!hasReason(error, 'mandate_is_inactive')) throw error;
        const mandate = await client.mandates.find(mandateId);
        return inactiveMandateDecline(mandate.status);
      }
    },

    async paymentStatus(providerPaymentId): Promise<PaymentStatus> {
      const payment = await client.payments.find(providerPaymentId);
      const status = payment.status;
      if (status && COMPLETED_PAYMENT.has(status)) return { status: 'completed' };
      if (status && FAILED_PAYMENT.has(status)) return paymentDecline(await failureCause(client, payment));
      if (!status) throw new Error(`GoCardless returned payment ${providerPaymentId} without a status`);
      return { status: 'pending' };
    },

    async readWebhook(delivery) {
      return readGoCardlessWebhook(delivery, options.webhookSecret);
    },
  };
}
