import { z } from 'zod';

/**
 * Companies House registration numbers: 8 characters, either 8 digits (England and Wales) or a
 * 2-letter prefix and 6 digits (SC Scotland, NI Northern Ireland, OC/SO/NC LLPs, R0 old NI, LP/SL/NL
 * limited partnerships, FC overseas). Spaces are ignored and letters upper-cased.
 */
export const COMPANY_NUMBER_FORMAT = /^(\d{8}|(SC|NI|OC|SO|NC|R0|LP|SL|NL|FC)\d{6})$/;
export const INVALID_COMPANY_NUMBER =
  'Company registration number must be 8 digits, or 2 letters (such as SC, NI or OC) and 6 digits';

export const companyNumberField = z
  .string()
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .refine((v) => COMPANY_NUMBER_FORMAT.test(v), INVALID_COMPANY_NUMBER);
