import { missingDate } from './dates';

const wholePounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
const poundsAndPence = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** £45, £45.50, £1,200; N/A when there is no charge yet (e.g. a job cancelled before any quote was accepted). */
export function formatPounds(cost: number | null | undefined): string {
  if (cost === null || cost === undefined || !Number.isFinite(cost)) return missingDate;
  const pence = Math.round(cost * 100);
  return pence % 100 === 0 ? wholePounds.format(pence / 100) : poundsAndPence.format(pence / 100);
}

/** A quote's bid, "£45 / hourly" (the API contract's display form). */
export function bidText(cost: number | null | undefined, rateType: string | null | undefined): string {
  const pounds = formatPounds(cost);
  return pounds === missingDate || !rateType ? pounds : `${pounds} / ${rateType}`;
}

/** The agreed charge on a job in progress, "£45 hourly" (spec §2, customer block). */
export function chargeText(cost: number | null | undefined, rateType: string | null | undefined): string {
  const pounds = formatPounds(cost);
  return pounds === missingDate || !rateType ? pounds : `${pounds} ${rateType}`;
}
