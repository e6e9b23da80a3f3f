import { type ApiAnswer, api, dataOf } from '@/shared/api/typed-client';
import type { BankFields } from '../lib/payment-method';
import { digitsOf } from '../lib/payment-method';

/** The mandate summary the business confirms. */
export type MandateSummary = ApiAnswer<'/api/auth/business/registration/bankConfirmation', 'post'>['data'];

/** POST /api/auth/business/registration/bankConfirmation: checks the account (modulus rules); stores nothing. */
export async function confirmBankAccount(fields: BankFields): Promise<MandateSummary> {
  const answer = await dataOf(
    api.POST('/api/auth/business/registration/bankConfirmation', {
      body: {
        accountHolder: fields.accountHolder.trim(),
        sortCode: digitsOf(fields.sortCode),
        accountNumber: digitsOf(fields.accountNumber),
      },
    }),
  );
  return answer.data;
}
