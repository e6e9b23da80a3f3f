import { z } from 'zod';
import { contactLimits, emailPattern, isValidUkPhone } from '../rules/index.js';

const optionalPhone = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string().trim().refine(isValidUkPhone, 'Invalid phone number').optional(),
);

/**
 * The public contact form. Shared by the BFF (request validation, OpenAPI) and the
 * notifications service (which never trusts its caller), so both say the same thing.
 */
export const contactMessageInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(contactLimits.nameMax, `Name must be at most ${contactLimits.nameMax} characters`),
  email: z
    .string()
    .trim()
    .min(1, 'Email is required')
    .max(contactLimits.emailMax, `Email must be at most ${contactLimits.emailMax} characters`)
    .regex(emailPattern, 'Invalid email format'),
  phone: optionalPhone,
  message: z
    .string()
    .trim()
    .min(contactLimits.messageMin, `Message must be at least ${contactLimits.messageMin} characters`)
    .max(contactLimits.messageMax, `Message must be at most ${contactLimits.messageMax} characters`),
});

export type ContactMessageInput = z.infer<typeof contactMessageInput>;
