import { gocardlessTestBankAccounts as testBankAccounts } from '@localpros/payment-stand-ins';
import { describe, expect, it } from 'vitest';
import { bankAccountMessages, checkBankAccount } from '../../src/bank-accounts/check-bank-account.js';
import { modulusFailingAccount } from '../support/modulus-failing-account.js';

describe('checkBankAccount', () => {
  it.each(Object.entries(testBankAccounts))('the sandbox account %s passes the modulus check', (_name, account) => {
    expect(checkBankAccount(account)).toEqual({
      ok: true,
      sortCode: account.sortCode,
      accountNumber: account.accountNumber,
      bankName: account.bankName,
    });
  });

  it('refuses the sandbox modulus-failing account on accountNumber', () => {
    expect(checkBankAccount(modulusFailingAccount)).toEqual({
      ok: false,
      fieldErrors: [{ path: 'accountNumber', message: modulusFailingAccount.message }],
    });
  });

  it.each(['089999', '08 99 99', '08-99-99', ' 08 - 99 - 99 '])(
    'normalises the sort code %j to 08-99-99',
    (sortCode) => {
      const result = checkBankAccount({ sortCode, accountNumber: '6637 4958' });
      expect(result).toMatchObject({ ok: true, sortCode: '08-99-99', accountNumber: '66374958' });
    },
  );

  it.each(['', '12345', '1234567', '12-34-5a', '12/34/56'])('refuses the sort code %j', (sortCode) => {
    expect(checkBankAccount({ sortCode, accountNumber: '66374958' })).toEqual({
      ok: false,
      fieldErrors: [{ path: 'sortCode', message: 'Enter a 6-digit sort code' }],
    });
  });

  it.each(['', '12345', '12345678901', '6637495x'])('refuses the account number %j', (accountNumber) => {
    expect(checkBankAccount({ sortCode: '08-99-99', accountNumber })).toEqual({
      ok: false,
      fieldErrors: [{ path: 'accountNumber', message: 'Enter an account number of 6 to 10 digits' }],
    });
  });

  it('reports both fields at once', () => {
    const result = checkBankAccount({ sortCode: '1', accountNumber: '2' });
    expect(result).toEqual({
      ok: false,
      fieldErrors: [
        { path: 'sortCode', message: bankAccountMessages.sortCode },
        { path: 'accountNumber', message: bankAccountMessages.accountNumber },
      ],
    });
  });

  it('standardises 6- and 7-digit account numbers with leading zeros (Vocalink)', () => {
    // 180002 00000190 is a published vector: the same account typed without its leading zeros.
    expect(checkBankAccount({ sortCode: '18-00-02', accountNumber: '000190' })).toMatchObject({ ok: true });
    expect(checkBankAccount({ sortCode: '18-00-02', accountNumber: '0000190' })).toMatchObject({ ok: true });
    expect(checkBankAccount({ sortCode: '18-00-02', accountNumber: '000192' })).toMatchObject({ ok: false });
  });

  it('standardises 10-digit account numbers: the last eight digits outside the Co-operative Bank', () => {
    expect(checkBankAccount({ sortCode: '10-79-99', accountNumber: '1288837491' })).toMatchObject({ ok: true });
    expect(checkBankAccount({ sortCode: '10-79-99', accountNumber: '1288837493' })).toMatchObject({ ok: false });
  });

  it('standardises 10-digit Co-operative Bank account numbers to their first eight digits', () => {
    expect(checkBankAccount({ sortCode: '08-99-99', accountNumber: '6637495812' })).toMatchObject({ ok: true });
    expect(checkBankAccount({ sortCode: '08-99-99', accountNumber: '6637495912' })).toMatchObject({ ok: false });
  });

  it('standardises 9-digit (Santander) account numbers into the sort code', () => {
    // 10-79-9x + 8 digits: the first digit of the 9 replaces the sort code's last digit.
    expect(checkBankAccount({ sortCode: '10-79-90', accountNumber: '988837491' })).toMatchObject({ ok: true });
    expect(checkBankAccount({ sortCode: '10-79-90', accountNumber: '988837493' })).toMatchObject({ ok: false });
  });

  it('names the bank from the sort code, else "Your bank"', () => {
    expect(checkBankAccount({ sortCode: '08-99-99', accountNumber: '66374958' })).toMatchObject({
      bankName: 'Co-operative Bank',
    });
    expect(checkBankAccount({ sortCode: '99-99-99', accountNumber: '12345678' })).toMatchObject({
      bankName: 'Your bank',
    });
  });
});
