import { passesLuhn } from '@localpros/contracts';
import { describe, expect, it } from 'vitest';
import { cardBrandOf } from '../../src/payments/card/card-brands.js';
import { cardMessages, normaliseUkPostcode, validateCard } from '../../src/payments/card/card-validation.js';
import type { PaymentMethodInput } from '../../src/payments/payment-provider.js';
import { testCards } from '../../src/payments/sandbox-test-data.js';

const now = new Date('2026-11-23T12:00:00Z');
type CardInput = Extract<PaymentMethodInput, { type: 'card' }>;
const card = (overrides: Partial<CardInput> = {}): CardInput => ({
  type: 'card',
  number: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: 2028,
  cvc: '123',
  cardholderName: 'Sam Brown',
  postcode: 'SW4 0AA',
  ...overrides,
});

const errorsOf = (input: CardInput) => {
  const result = validateCard(input, now);
  return 'fieldErrors' in result ? result.fieldErrors : [];
};

describe('Luhn and brands', () => {
  it.each(Object.values(testCards))('every test card passes Luhn and is a $brand', ({ number, brand }) => {
    const digits = number.replace(/\s/g, '');
    expect(passesLuhn(digits)).toBe(true);
    expect(cardBrandOf(digits)?.name).toBe(brand);
  });

  it.each([
    ['378282246310005', 'American Express'],
    ['2223003122003222', 'Mastercard'],
    ['6759649826438453', 'Maestro'],
    ['6011111111111117', 'Discover'],
    ['3530111333300000', 'JCB'],
    ['36227206271667', 'Diners Club'],
  ])('%s is %s', (digits, brand) => {
    expect(passesLuhn(digits)).toBe(true);
    expect(cardBrandOf(digits)?.name).toBe(brand);
  });

  it('refuses a number whose check digit is wrong', () => {
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  it('knows no brand for an unknown prefix or a wrong length', () => {
    expect(cardBrandOf('9999999999999995')).toBeNull();
    expect(cardBrandOf('6200000000000005')).toBeNull();
    expect(cardBrandOf('42424242424242')).toBeNull();
  });
});

describe('validateCard', () => {
  it('accepts a valid card and tidies it', () => {
    const result = validateCard(card({ postcode: ' sw40aa ', cardholderName: '  Sam Brown ', expYear: 28 }), now);
    expect(result).toEqual({
      card: {
        digits: '4242424242424242',
        brand: 'Visa',
        expMonth: 12,
        expYear: 2028,
        cardholderName: 'Sam Brown',
        postcode: 'SW4 0AA',
      },
    });
  });

  it.each(['', '4242 4242 4242 4241', '4242-4242-4242-424x', '1234'])('refuses the card number %j', (number) => {
    expect(errorsOf(card({ number }))).toEqual([{ path: 'number', message: cardMessages.number }]);
  });

  it('takes a card until the end of its expiry month (UTC) and refuses it after', () => {
    expect(errorsOf(card({ expMonth: 11, expYear: 2026 }))).toEqual([]);
    expect(errorsOf(card({ expMonth: 10, expYear: 2026 }))).toEqual([
      { path: 'expMonth', message: 'Enter an expiry date in the future' },
    ]);
    const lastMomentOfNovember = new Date('2026-11-30T23:59:59Z');
    expect(validateCard(card({ expMonth: 11, expYear: 2026 }), lastMomentOfNovember)).toHaveProperty('card');
    const firstOfDecember = new Date('2026-12-01T00:00:00Z');
    expect(validateCard(card({ expMonth: 11, expYear: 2026 }), firstOfDecember)).toHaveProperty('fieldErrors');
  });

  it.each([
    [0, 2028],
    [13, 2028],
    [1.5, 2028],
    [12, 2025],
    [12, -1],
  ])('refuses the expiry %s/%s', (expMonth, expYear) => {
    expect(errorsOf(card({ expMonth, expYear }))).toEqual([{ path: 'expMonth', message: cardMessages.expiry }]);
  });

  it('wants 3 digits of security code, 4 for American Express', () => {
    const cvcError = [{ path: 'cvc', message: 'Enter the 3 or 4 digit security code' }];
    expect(errorsOf(card({ cvc: '1234' }))).toEqual(cvcError);
    expect(errorsOf(card({ cvc: '12' }))).toEqual(cvcError);
    expect(errorsOf(card({ cvc: '12a' }))).toEqual(cvcError);
    expect(errorsOf(card({ number: '378282246310005', cvc: '1234' }))).toEqual([]);
    expect(errorsOf(card({ number: '378282246310005', cvc: '123' }))).toEqual(cvcError);
  });

  it('wants the name on the card, up to 100 characters', () => {
    const nameError = [{ path: 'cardholderName', message: 'Enter the name on the card' }];
    expect(errorsOf(card({ cardholderName: '   ' }))).toEqual(nameError);
    expect(errorsOf(card({ cardholderName: 'A'.repeat(101) }))).toEqual(nameError);
    expect(errorsOf(card({ cardholderName: 'A'.repeat(100) }))).toEqual([]);
  });

  it.each(['', 'SW4', '12345', 'SW4 0AAA', 'ZZ1 1Z1'])('refuses the postcode %j', (postcode) => {
    expect(errorsOf(card({ postcode }))).toEqual([{ path: 'postcode', message: 'Enter a valid UK postcode' }]);
  });

  it.each([
    ['EC1A 1BB', 'EC1A 1BB'],
    ['w1a0ax', 'W1A 0AX'],
    ['M1 1AE', 'M1 1AE'],
    ['b33 8th', 'B33 8TH'],
    ['CR2  6XH', 'CR2 6XH'],
    ['GIR 0AA', 'GIR 0AA'],
  ])('normalises the postcode %j to %j', (input, expected) => {
    expect(normaliseUkPostcode(input)).toBe(expected);
  });

  it('reports every field at once, even when fields arrive missing over the wire', () => {
    const broken = { type: 'card' } as unknown as CardInput;
    expect(errorsOf(broken).map((error) => error.path)).toEqual([
      'number',
      'expMonth',
      'cvc',
      'cardholderName',
      'postcode',
    ]);
  });
});
