import { company } from '@/shared/config/company';

/**
 * The facts the legal pages state, in one place so they stay consistent. The company's registered
 * details (legal name, number, address, ICO registration) are the operator's to fill in before launch.
 */
export const legal = {
  lastUpdated: '26 November 2026',
  controller: `${company.name}`,
  contactPath: '/contact-us',
  icoUrl: 'https://ico.org.uk/make-a-complaint/',
  icoPhone: '0303 123 1113',
  /** How long an unpaid renewal keeps the leads coming (docs/billing.md). */
  graceDays: 7,
} as const;
