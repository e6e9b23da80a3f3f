import { randomInt } from 'node:crypto';

/** The resources as GoCardless's API returns them (API version 2015-07-06), only the fields billing's subset has. */

export type Metadata = Record<string, string>;

export interface Customer {
  id: string;
  created_at: string;
  email: string | null;
  given_name: string | null;
  family_name: string | null;
  company_name: string | null;
  address_line1: string | null;
  address_line2: string | null;
  address_line3: string | null;
  city: string | null;
  region: string | null;
  postal_code: string | null;
  country_code: string | null;
  language: string;
  phone_number: string | null;
  swedish_identity_number: string | null;
  danish_identity_number: string | null;
  metadata: Metadata;
}

export interface CustomerBankAccount {
  id: string;
  created_at: string;
  account_holder_name: string;
  account_number_ending: string;
  account_type: null;
  bank_name: string | null;
  country_code: 'GB';
  currency: 'GBP';
  enabled: boolean;
  metadata: Metadata;
  links: { customer: string };
}

export type MandateStatus = 'pending_submission' | 'submitted' | 'active' | 'failed' | 'cancelled' | 'expired';

export interface Mandate {
  id: string;
  created_at: string;
  reference: string;
  status: MandateStatus;
  scheme: 'bacs';
  next_possible_charge_date: string | null;
  payments_require_approval: boolean;
  authorisation_source: string | null;
  consent_type: string | null;
  funds_settlement: 'managed';
  verified_at: string | null;
  metadata: Metadata;
  links: { customer_bank_account: string; creditor: string; customer: string };
}

export type PaymentStatus =
  | 'pending_submission'
  | 'submitted'
  | 'confirmed'
  | 'paid_out'
  | 'failed'
  | 'cancelled'
  | 'charged_back';

export interface Payment {
  id: string;
  created_at: string;
  charge_date: string;
  amount: number;
  amount_refunded: number;
  app_fee: number | null;
  currency: 'GBP';
  description: string | null;
  reference: string | null;
  status: PaymentStatus;
  scheme: 'bacs';
  retry_if_possible: boolean;
  faster_ach: boolean;
  metadata: Metadata;
  fx: { fx_currency: 'GBP'; fx_amount: null; exchange_rate: null; estimated_exchange_rate: null };
  links: { mandate: string; creditor: string };
}

export interface EventDetails {
  origin: 'bank' | 'api' | 'gocardless' | 'customer';
  cause: string;
  description: string;
  scheme?: 'bacs';
  reason_code?: string;
  will_attempt_retry?: boolean;
}

export interface GoCardlessEvent {
  id: string;
  created_at: string;
  resource_type: 'mandates' | 'payments';
  action: string;
  links: { mandate: string } | { payment: string };
  details: EventDetails;
  metadata: Metadata;
  resource_metadata: Metadata;
}

/** The stand-in's one creditor (the LocalPros account at GoCardless). */
export const CREDITOR_ID = 'CR000LOCALPROS';

const ID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** An id with GoCardless's prefix (CU, BA, MD, PM, EV, WB) and 12 upper-case characters. */
export function newId(prefix: string): string {
  let suffix = '';
  for (let i = 0; i < 12; i++) suffix += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return `${prefix}${suffix}`;
}

/** A Bacs mandate reference as GoCardless generates it: the creditor's name and six characters. */
export function mandateReference(): string {
  let suffix = '';
  for (let i = 0; i < 6; i++) suffix += ID_ALPHABET[randomInt(10, ID_ALPHABET.length)];
  return `LOCALPROS-${suffix}`;
}

/** YYYY-MM-DD, `days` after `from` (GoCardless counts working days; the stand-in calendar days). */
export function dateAfter(from: Date, days: number): string {
  return new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}
