import { describe, expect, it } from 'vitest';
import { mentionsOutsidePayment, messageMessages, messageTextProblem } from '../src/rules/index.js';

describe('a message asking to be paid outside LocalPros', () => {
  it.each([
    'Easier if you pay me at paypal.me/sparkleclean',
    'Send the deposit to https://monzo.me/jamesc/50',
    'revolut.me/jane please',
    'Bank transfer is fine: sort code 20-00-00, account 55779911',
    'Sort code 200000 acc no 55779911',
    'My details: 12 34 56 / 1234 5678',
    'IBAN GB33 BUKB 2020 1555 5555 55',
    'You can pay me directly, here is the link https://buy.stripe.com/abc123',
    'Pay me directly by faster payment, account number 12345678',
  ])('is flagged: %s', (text) => {
    expect(mentionsOutsidePayment(text)).toBe(true);
  });

  it.each([
    'I can come on Tuesday at 9am',
    'The job takes about 3 hours, £45 an hour',
    'Call me on 07700 900123 if that is easier',
    'Flat 12, 34 Acacia Avenue, SW4 0AB',
    'I will pay through LocalPros once done',
    'We bring our own products and a Henry hoover',
  ])('is not flagged: %s', (text) => {
    expect(mentionsOutsidePayment(text)).toBe(false);
  });
});

describe("a message's text", () => {
  it('needs a character, or a photo, and at most 2,000', () => {
    expect(messageTextProblem('   ')).toBe(messageMessages.empty);
    expect(messageTextProblem('   ', true)).toBeNull();
    expect(messageTextProblem('x'.repeat(2000))).toBeNull();
    expect(messageTextProblem('x'.repeat(2001))).toBe(messageMessages.tooLong);
  });
});
