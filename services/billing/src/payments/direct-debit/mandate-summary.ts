import type { billingRpc } from '@localpros/contracts';
import { RpcError } from '@localpros/kit';
import type { BillingContext } from '../../context.js';
import { validateBankAccount } from './direct-debit-validation.js';

/** Who collects the Direct Debit, as the mandate summary names them. */
export const directDebitCreditor = {
  name: 'LocalPros Ltd',
  // The same as the seller on receipts (services/notifications/src/config.ts): change both.
  address: '20 Market Street, London EC2A 4AB',
  /** Bacs service user number; the sandbox's is a placeholder. */
  serviceUserNumber: '123456',
} as const;

/**
 * The Direct Debit Guarantee, in our words and faithful to the scheme's: who offers it, advance
 * notice of changes, a refund for errors, cancelling at any time. Paragraphs separated by a blank line.
 */
export const directDebitGuarantee = [
  'The Direct Debit Guarantee is offered by all banks and building societies that accept instructions to pay Direct Debits.',
  `If the amount, date or frequency of your Direct Debit changes, ${directDebitCreditor.name} will tell you at least 3 working days before your account is debited, unless you have agreed otherwise. If you ask ${directDebitCreditor.name} to collect a payment, you will be told its amount and date when you ask.`,
  `If ${directDebitCreditor.name} or your bank or building society makes an error in the payment of your Direct Debit, you are entitled to a full and immediate refund of the amount paid from your bank or building society. If you receive a refund you are not entitled to, you must pay it back when ${directDebitCreditor.name} asks you to.`,
  'You can cancel a Direct Debit at any time by contacting your bank or building society. Written confirmation may be required. Please also let us know.',
].join('\n\n');

/**
 * The mandate summary shown before the business confirms a Direct Debit (ConfirmBankAccount): the
 * account checked with the modulus rules, the creditor and the Guarantee. Nothing is stored.
 * Throws INVALID_ARGUMENT with field errors on accountHolder, sortCode and accountNumber.
 */
export async function confirmBankAccount(
  _context: BillingContext,
  input: { accountHolder: string; sortCode: string; accountNumber: string },
): Promise<billingRpc.BankAccountConfirmation> {
  const result = validateBankAccount(input);
  if ('fieldErrors' in result) throw RpcError.invalidArgument('Check the bank details', result.fieldErrors);
  const { account } = result;
  return {
    accountHolder: account.accountHolder,
    sortCode: account.sortCode,
    accountNumberEnding: account.accountNumber.slice(-2),
    bankName: account.bankName,
    creditorName: directDebitCreditor.name,
    creditorAddress: directDebitCreditor.address,
    serviceUserNumber: directDebitCreditor.serviceUserNumber,
    guaranteeText: directDebitGuarantee,
  };
}
