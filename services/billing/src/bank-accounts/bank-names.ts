/**
 * The bank a sort code belongs to, for the mandate summary and the saved payment method. A sandbox
 * stand-in for the Extended Industry Sort Code Directory: a few well-known ranges by their first two
 * digits; anything else is 'Your bank'.
 */
const banksByPrefix: Readonly<Record<string, string>> = {
  '01': 'NatWest',
  '07': 'Nationwide Building Society',
  '08': 'Co-operative Bank',
  '09': 'Santander',
  '11': 'Halifax',
  '12': 'Bank of Scotland',
  '20': 'Barclays',
  '30': 'Lloyds Bank',
  '40': 'HSBC',
  '60': 'NatWest',
  '77': 'Lloyds Bank',
  '80': 'Bank of Scotland',
  '83': 'Royal Bank of Scotland',
  '87': 'TSB',
};

export const UNKNOWN_BANK_NAME = 'Your bank';

/** `sortCode` as 6 digits or 12-34-56. */
export function bankNameFor(sortCode: string): string {
  return banksByPrefix[sortCode.slice(0, 2)] ?? UNKNOWN_BANK_NAME;
}
