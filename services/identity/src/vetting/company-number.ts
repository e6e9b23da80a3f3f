import { COMPANY_NUMBER_FORMAT, companyNumberOf, vettingMessages } from '@localpros/contracts';
import { z } from 'zod';

export const INVALID_COMPANY_NUMBER = vettingMessages.companyNumberInvalid;

/** A Companies House number, stored without spaces and upper-cased. */
export const companyNumberField = z
  .string()
  .transform(companyNumberOf)
  .refine((v) => COMPANY_NUMBER_FORMAT.test(v), INVALID_COMPANY_NUMBER);
