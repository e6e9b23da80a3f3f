import { scsubtab, valacdos } from './vocalink-tables.js';

/**
 * Vocalink's modulus check (“Validating account numbers: UK modulus checking”, v8.x): does this
 * sort code and (standardised, 8-digit) account number pair look like a real account? Written from
 * the specification; the weight table is Vocalink's own (vocalink-tables.ts).
 */

type CheckType = 'MOD10' | 'MOD11' | 'DBLAL';

interface WeightRow {
  start: number;
  end: number;
  type: CheckType;
  /** Weights for the 14 digits u v w x y z (sort code) a b c d e f g h (account number). */
  weights: readonly number[];
  exception: number | null;
}

// Positions in the 14 digits sort code + account number.
const A = 6;
const B = 7;
const C = 8;
const G = 12;
const H = 13;

const weightRows: readonly WeightRow[] = valacdos
  .trim()
  .split('\n')
  .map((line) => {
    const fields = line.split(' ');
    return {
      start: Number(fields[0]),
      end: Number(fields[1]),
      type: fields[2] as CheckType,
      weights: fields.slice(3, 17).map(Number),
      exception: fields[17] === undefined ? null : Number(fields[17]),
    };
  });

const substitutions = new Map(
  scsubtab
    .trim()
    .split('\n')
    .map((line) => line.split(' ') as [string, string]),
);

const EXCEPTION_2_WEIGHTS = [0, 0, 1, 2, 5, 3, 6, 4, 8, 7, 10, 9, 3, 1];
const EXCEPTION_2_WEIGHTS_G9 = [0, 0, 0, 0, 0, 0, 0, 0, 8, 7, 10, 9, 3, 1];

/** The rows for a sort code, in table order: the first is the first check. */
function rowsFor(sortCode: string): WeightRow[] {
  const code = Number(sortCode);
  return weightRows.filter((row) => row.start <= code && code <= row.end);
}

function weightedTotal(digits: string, weights: readonly number[], type: CheckType): number {
  let total = 0;
  for (let i = 0; i < 14; i++) {
    const product = Number(digits[i]) * (weights[i] ?? 0);
    // Double alternate adds the digits of each product (14 counts as 1 + 4).
    total += type === 'DBLAL' ? Math.floor(product / 10) + (product % 10) : product;
  }
  return total;
}

function sortCodeFor(row: WeightRow, sortCode: string): string {
  if (row.exception === 5) return substitutions.get(sortCode) ?? sortCode;
  if (row.exception === 8) return '090126';
  if (row.exception === 9) return '309634';
  return sortCode;
}

function weightsFor(row: WeightRow, digits: string): readonly number[] {
  const digit = (i: number) => Number(digits[i]);
  if (row.exception === 2 && digit(A) !== 0) return digit(G) === 9 ? EXCEPTION_2_WEIGHTS_G9 : EXCEPTION_2_WEIGHTS;
  const ab = digits.slice(A, B + 1);
  const zeroiseUtoB =
    (row.exception === 7 && digit(G) === 9) || (row.exception === 10 && (ab === '09' || ab === '99') && digit(G) === 9);
  return zeroiseUtoB ? row.weights.map((weight, i) => (i <= B ? 0 : weight)) : row.weights;
}

/** One row's check, with its exception. */
function passes(row: WeightRow, sortCode: string, accountNumber: string): boolean {
  const digits = sortCodeFor(row, sortCode) + accountNumber;
  const weights = weightsFor(row, digits);
  const modulus = row.type === 'MOD11' ? 11 : 10;
  const total = weightedTotal(digits, weights, row.type) + (row.exception === 1 ? 27 : 0);
  const remainder = total % modulus;

  if (row.exception === 4) return remainder === Number(digits.slice(G));
  if (row.exception === 5) {
    // The remainder must produce the check digit: g for the modulus 11 check, h for the double alternate.
    const checkDigit = Number(digits[row.type === 'MOD11' ? G : H]);
    if (remainder === 0) return checkDigit === 0;
    if (row.type === 'MOD11' && remainder === 1) return false;
    return modulus - remainder === checkDigit;
  }
  if (remainder === 0) return true;
  if (row.exception === 14) {
    // Coutts: an account ending in 0, 1 or 9 is checked again without that digit, shifted right.
    if (!['0', '1', '9'].includes(accountNumber[7] ?? '')) return false;
    const shifted = `0${accountNumber.slice(0, 7)}`;
    return weightedTotal(sortCode + shifted, weights, 'MOD11') % 11 === 0;
  }
  return false;
}

/**
 * True when the pair passes (or the sort code has no check: Vocalink says to treat it as valid).
 * `sortCode` is 6 digits, `accountNumber` 8 digits, as standardiseAccount returns them.
 */
export function passesModulusCheck(sortCode: string, accountNumber: string): boolean {
  const [first, second] = rowsFor(sortCode);
  if (!first) return true;
  const digits = sortCode + accountNumber;
  const digit = (i: number) => Number(digits[i]);

  // Exception 6: a foreign currency account (a = 4–8 and g = h) cannot be checked: valid.
  if (first.exception === 6 && digit(A) >= 4 && digit(A) <= 8 && digit(G) === digit(H)) return true;

  const firstPasses = passes(first, sortCode, accountNumber);
  if (!second) return firstPasses;

  // Exceptions 2 & 9, 10 & 11, 12 & 13: either check passing is enough.
  if (first.exception === 2 || first.exception === 10 || first.exception === 12) {
    return firstPasses || passes(second, sortCode, accountNumber);
  }
  if (!firstPasses) return false;
  // Exception 3: when c is 6 or 9 the second (double alternate) check is not done.
  if (second.exception === 3 && (digit(C) === 6 || digit(C) === 9)) return true;
  return passes(second, sortCode, accountNumber);
}
