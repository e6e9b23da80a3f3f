import { apiRequest } from '@/shared/api/api-client';
import type { BankFields } from '../lib/payment-method';
import { digitsOf } from '../lib/payment-method';

/** The mandate summary the business confirms (docs/api/billing.md). */
export interface MandateSummary {
  account_holder: string;
  sort_code: string;
  account_number_ending: string;
  bank_name: string;
  creditor_name: string;
  creditor_address: string;
  service_user_number: string;
  guarantee_text: string;
}

/** POST /api/auth/business/registration/bankConfirmation: checks the account (modulus rules); stores nothing. */
export async function confirmBankAccount(fields: BankFields): Promise<MandateSummary> {
  const answer = await apiRequest<{ success: boolean; data: MandateSummary }>(
    '/auth/business/registration/bankConfirmation',
    {
      method: 'POST',
      body: {
        accountHolder: fields.accountHolder.trim(),
        sortCode: digitsOf(fields.sortCode),
        accountNumber: digitsOf(fields.accountNumber),
      },
    },
  );
  return answer.data;
}
