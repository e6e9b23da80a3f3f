import { GrpcStatus } from '@localpros/kit';
import { gocardlessTestBankAccounts as testBankAccounts } from '@localpros/payment-stand-ins';
import { describe, expect, it } from 'vitest';
import type { BillingContext } from '../../src/context.js';
import { confirmBankAccount, directDebitGuarantee } from '../../src/payments/direct-debit/mandate-summary.js';
import { modulusFailingAccount } from '../support/modulus-failing-account.js';

// The summary checks the account and stores nothing: the handler uses none of its context.
const noContext = {} as BillingContext;

describe('confirmBankAccount', () => {
  it('answers the mandate summary with the Direct Debit Guarantee', async () => {
    const summary = await confirmBankAccount(noContext, {
      accountHolder: '  Brown Plumbing Ltd ',
      sortCode: '089999',
      accountNumber: testBankAccounts.succeeds.accountNumber,
    });
    expect(summary).toEqual({
      accountHolder: 'Brown Plumbing Ltd',
      sortCode: '08-99-99',
      accountNumberEnding: '58',
      bankName: 'Co-operative Bank',
      creditorName: 'LocalPros Ltd',
      creditorAddress: expect.stringMatching(/London [A-Z0-9]+ \d[A-Z]{2}$/),
      serviceUserNumber: '123456',
      guaranteeText: directDebitGuarantee,
    });
  });

  it('the Guarantee has its four paragraphs: who offers it, 3 working days’ notice, refunds, cancelling', () => {
    const paragraphs = directDebitGuarantee.split('\n\n');
    expect(paragraphs).toHaveLength(4);
    expect(paragraphs[0]).toMatch(/offered by all banks and building societies/);
    expect(paragraphs[1]).toMatch(/amount, date or frequency.*3 working days/);
    expect(paragraphs[2]).toMatch(/full and immediate refund/);
    expect(paragraphs[3]).toMatch(/cancel a Direct Debit at any time by contacting your bank/);
  });

  it('refuses what does not check out, with field errors', async () => {
    await expect(confirmBankAccount(noContext, { accountHolder: '', ...modulusFailingAccount })).rejects.toMatchObject({
      code: GrpcStatus.INVALID_ARGUMENT,
      message: 'Check the bank details',
      fieldErrors: [
        { path: 'accountHolder', message: "Enter the account holder's name" },
        { path: 'accountNumber', message: 'This sort code and account number do not match: check them with your bank' },
      ],
    });
  });
});
