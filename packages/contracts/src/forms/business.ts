import { z } from 'zod';
import { storedMobile } from './accounts.js';

/** Settings → Business profile rules and messages, shared by the web app, the BFF and identity. */
export const businessMessages = {
  nameRequired: 'Business name is required',
  nameTooLong: 'Business name must be at most 120 characters',
  descriptionTooLong: 'Description must be at most 2000 characters',
  addressTooLong: 'Address must be at most 300 characters',
  websiteInvalid: 'Enter a valid website address, e.g. https://example.co.uk',
  landlineInvalid: 'Landline may only contain digits and spaces',
  unknownCategory: 'Unknown work category',
  serviceOutsideCategory: 'This service is not in the chosen work category',
  businessNotFound: 'Business not found',
} as const;

export const BUSINESS_NAME_MAX = 120;
export const BUSINESS_DESCRIPTION_MAX = 2000;

/** '' and null both mean "not given". */
const blankToNull = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? null : v);
const optionalText = (schema: z.ZodString) => z.preprocess(blankToNull, schema.nullable()).optional();

/**
 * A website as typed ("example.co.uk" or "https://example.co.uk/about"); stored with its scheme.
 * Only http(s): the public profile links to it.
 */
export const websiteField = z
  .string()
  .trim()
  .max(300, businessMessages.websiteInvalid)
  .transform((v, ctx) => {
    const withScheme = /^[a-z][a-z\d+.-]*:/i.test(v) ? v : `https://${v}`;
    try {
      const url = new URL(withScheme);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && /\.[a-z]{2,}$/i.test(url.hostname)) {
        return withScheme;
      }
    } catch {
      // Reported below.
    }
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
  address: optionalText(z.string().trim().max(300, businessMessages.addressTooLong)),
  website: z.preprocess(blankToNull, websiteField.nullable()).optional(),
  landline: optionalText(
    z
      .string()
      .trim()
      .max(20, businessMessages.landlineInvalid)
      .regex(/^\d[\d ]*$/, businessMessages.landlineInvalid),
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
