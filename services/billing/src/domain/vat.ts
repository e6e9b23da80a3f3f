import { VAT_RATE_PERCENT } from '@localpros/contracts';

/** The VAT inside a VAT-inclusive amount: gross × rate / (100 + rate), rounded to the penny (£195 → £32.50). */
export function vatOf(grossPence: number): number {
  return Math.round((grossPence * VAT_RATE_PERCENT) / (100 + VAT_RATE_PERCENT));
}
