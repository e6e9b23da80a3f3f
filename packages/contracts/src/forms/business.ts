import { z } from 'zod';
import {
  BUSINESS_ADDRESS_MAX,
  BUSINESS_DESCRIPTION_MAX,
  BUSINESS_NAME_MAX,
  businessMessages,
  LANDLINE_MAX,
  landlinePattern,
  WEBSITE_MAX,
  websiteWithScheme,
} from '../rules/index.js';
import { storedMobile } from './accounts.js';

/** '' and null both mean "not given". */
const blankToNull = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? null : v);
const optionalText = (schema: z.ZodString) => z.preprocess(blankToNull, schema.nullable()).optional();

/** A website as typed, stored with its scheme (websiteWithScheme). */
export const websiteField = z
  .string()
  .trim()
  .max(WEBSITE_MAX, businessMessages.websiteInvalid)
  .transform((v, ctx) => {
    const website = websiteWithScheme(v);
    if (website !== null) return website;
    ctx.addIssue({ code: 'custom', message: businessMessages.websiteInvalid });
    return z.NEVER;
  });

export const businessProfileFields = {
  name: z
    .string(businessMessages.nameRequired)
    .trim()
    .min(1, businessMessages.nameRequired)
    .max(BUSINESS_NAME_MAX, businessMessages.nameTooLong),
  description: optionalText(z.string().trim().max(BUSINESS_DESCRIPTION_MAX, businessMessages.descriptionTooLong)),
  mobile_number: z.preprocess(blankToNull, storedMobile().nullable()).optional(),
  address: optionalText(z.string().trim().max(BUSINESS_ADDRESS_MAX, businessMessages.addressTooLong)),
  website: z.preprocess(blankToNull, websiteField.nullable()).optional(),
  landline: optionalText(
    z
      .string()
      .trim()
      .max(LANDLINE_MAX, businessMessages.landlineInvalid)
      .regex(landlinePattern, businessMessages.landlineInvalid),
  ),
};

/**
 * POST /business as JSON. A field left out keeps its saved value; '' or null clears it.
 * `workCategories` is the category id and `services` its service ids (the spec's names).
 */
export const businessProfileInput = z.object({
  ...businessProfileFields,
  workCategories: z.preprocess(blankToNull, z.string().trim().max(64).nullable()).optional(),
  services: z.array(z.string().trim().min(1).max(64)).max(100, 'Choose at most 100 services').optional(),
});
export type BusinessProfileInput = z.infer<typeof businessProfileInput>;
