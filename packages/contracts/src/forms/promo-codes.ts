import { z } from 'zod';

/** Settings → Manage Promo Codes (spec §5, §9): shared by the web app, the BFF and billing. */
export const promoCodeMessages = {
  nameRequired: 'Code is required',
  nameTooLong: 'Code must be at most 10 characters',
  percentageRequired: 'Discount is required',
  percentageRange: 'Discount must be a whole number from 1 to 100',
  descriptionTooLong: 'Description must be at most 500 characters',
  statusInvalid: 'Status must be active or inactive',
  nameTaken: 'A promo code with this name already exists',
} as const;

export const PROMO_CODE_MAX_LENGTH = 10;
export const promoCodeStatuses = ['active', 'inactive'] as const;

export const promoCodeFields = {
  name: z
    .string(promoCodeMessages.nameRequired)
    .trim()
    .min(1, promoCodeMessages.nameRequired)
    .max(PROMO_CODE_MAX_LENGTH, promoCodeMessages.nameTooLong),
  description: z.string().trim().max(500, promoCodeMessages.descriptionTooLong),
  percentage: z
    .number(promoCodeMessages.percentageRequired)
    .int(promoCodeMessages.percentageRange)
    .min(1, promoCodeMessages.percentageRange)
    .max(100, promoCodeMessages.percentageRange),
  status: z.enum(promoCodeStatuses, promoCodeMessages.statusInvalid),
};

/** A new code: name and percentage required; description empty and status active unless given. */
export const promoCodeInput = z.object({
  name: promoCodeFields.name,
  percentage: promoCodeFields.percentage,
  description: promoCodeFields.description.optional().default(''),
  status: promoCodeFields.status.optional().default('active'),
});

/** An edit: the same body, or only some fields (the status toggle sends only status). */
export const promoCodeChangeInput = z.object({
  name: promoCodeFields.name.optional(),
  percentage: promoCodeFields.percentage.optional(),
  description: promoCodeFields.description.optional(),
  status: promoCodeFields.status.optional(),
});
