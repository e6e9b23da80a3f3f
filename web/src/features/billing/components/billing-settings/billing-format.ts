import dayjs from 'dayjs';
import { missingDate } from '@/shared/lib/dates';

const pounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** £195.00: billing amounts always show their pence, as on a receipt. */
export function formatPence(pence: number): string {
  return pounds.format(pence / 100);
}

/** 1 Jan 2027 (en-GB); N/A when missing or unreadable. */
export function formatBillingDate(value: string | null | undefined): string {
  if (!value) return missingDate;
  const date = dayjs(value);
  return date.isValid() ? date.format('D MMM YYYY') : missingDate;
}
