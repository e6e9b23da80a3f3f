import { describe, expect, it } from 'vitest';
import { passesModulusCheck } from '../../src/bank-accounts/modulus-check.js';

/** Vocalink's published test vectors (“Validating account numbers: UK modulus checking”, v8.x, chapter 3). */
const vectors: [sortCode: string, accountNumber: string, valid: boolean, what: string][] = [
  ['089999', '66374958', true, 'standard modulus 10'],
  ['107999', '88837491', true, 'standard modulus 11'],
  ['202959', '63748472', true, 'modulus 11 and double alternate'],
  ['871427', '46238510', true, 'exception 10 & 11: first passes, second fails'],
  ['872427', '46238510', true, 'exception 10 & 11: first fails, second passes'],
  ['871427', '09123496', true, 'exception 10: ab = 09, g = 9'],
  ['871427', '99123496', true, 'exception 10: ab = 99, g = 9'],
  ['820000', '73688637', true, 'exception 3: c is not 6 or 9, both checks'],
  ['827999', '73988638', true, 'exception 3: c is 9, second check skipped'],
  ['827101', '28748352', true, 'exception 3: c is 6, second check skipped'],
  ['134020', '63849203', true, 'exception 4: remainder equals the check digits'],
  ['118765', '64371389', true, 'exception 1'],
  ['200915', '41011166', true, 'exception 6: a foreign currency account'],
  ['938611', '07806039', true, 'exception 5'],
  ['938600', '42368003', true, 'exception 5: substitution, check digits 0 and 0'],
  ['938063', '55065200', true, 'exception 5: check digit 0 with remainder 0'],
  ['772798', '99345694', true, 'exception 7'],
  ['086090', '06774744', true, 'exception 8'],
  ['309070', '02355688', true, 'exception 2 & 9: first check passes'],
  ['309070', '12345668', true, 'exception 2 & 9: first fails, second passes with substitution'],
  ['309070', '12345677', true, 'exception 2 & 9: a ≠ 0, g ≠ 9'],
  ['309070', '99345694', true, 'exception 2 & 9: a ≠ 0, g = 9'],
  ['938063', '15764273', false, 'exception 5: first check digit wrong'],
  ['938063', '15764264', false, 'exception 5: second check digit wrong'],
  ['938063', '15763217', false, 'exception 5: first check remainder 1'],
  ['118765', '64371388', false, 'exception 1: fails'],
  ['203099', '66831036', false, 'modulus 11 passes, double alternate fails'],
  ['203099', '58716970', false, 'modulus 11 fails, double alternate passes'],
  ['089999', '66374959', false, 'modulus 10 fails'],
  ['107999', '88837493', false, 'modulus 11 fails'],
  ['074456', '12345112', true, 'exception 12 & 13: modulus 11 passes'],
  ['070116', '34012583', true, 'exception 12 & 13: modulus 10 passes'],
  ['074456', '11104102', true, 'exception 12 & 13: modulus 11 fails, modulus 10 passes'],
  ['180002', '00000190', true, 'exception 14: first fails, shifted account passes'],
];

describe('Vocalink modulus check', () => {
  it.each(vectors)('%s %s → %s (%s)', (sortCode, accountNumber, valid) => {
    expect(passesModulusCheck(sortCode, accountNumber)).toBe(valid);
  });

  it('treats a sort code without a weight row as valid, as Vocalink says', () => {
    expect(passesModulusCheck('000000', '12345678')).toBe(true);
  });

  it('exception 14 rejects an account ending in a digit other than 0, 1 or 9', () => {
    expect(passesModulusCheck('180002', '00000192')).toBe(false);
  });
});
