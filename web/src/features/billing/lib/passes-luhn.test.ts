import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passesLuhn as contractPassesLuhn } from '../../../../../packages/contracts/src/billing';
import { isValidCardNumber, passesLuhn } from './payment-method';

/**
 * The web form checks a card number before it is sent; the BFF and billing check it again with
 * the contract's passesLuhn. The web keeps a copy (no contracts in the browser bundle, see
 * .dependency-cruiser.cjs), so the two must give the same answer on every input.
 */
describe("the web's Luhn check, copied from packages/contracts/src/billing.ts", () => {
  it('answers as the contract does on any string of digits', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 24 }), (digits) => {
        expect(passesLuhn(digits)).toBe(contractPassesLuhn(digits));
      }),
      { numRuns: 2000 },
    );
  });

  it('answers as the contract does on any text at all', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 24 }), (text) => {
        expect(passesLuhn(text)).toBe(contractPassesLuhn(text));
      }),
      { numRuns: 1000 },
    );
  });

  it('agrees on real test cards, each one-digit typo of them, and the empty string', () => {
    const cards = ['4242424242424242', '4000056655665556', '5555555555554444', '378282246310005', '6011111111111117'];
    const inputs = ['', '0', '00', ...cards];
    for (const card of cards) {
      for (let i = 0; i < card.length; i++) {
        const typo = (Number(card[i]) + 1) % 10;
        inputs.push(`${card.slice(0, i)}${typo}${card.slice(i + 1)}`);
      }
    }
    for (const input of inputs) expect(passesLuhn(input), input).toBe(contractPassesLuhn(input));
    for (const card of cards) expect(isValidCardNumber(card.replace(/(\d{4})/g, '$1 ')), card).toBe(true);
    expect(isValidCardNumber('4242 4242 4242 4241')).toBe(false);
  });
});
