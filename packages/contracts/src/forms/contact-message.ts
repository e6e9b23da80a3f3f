import { z } from 'zod';

/** The same e-mail pattern everywhere a form takes an address. */
export const emailPattern = z.regexes.email;

const optionalPhone = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]+$/, 'Invalid phone number')
    .refine((v) => {
      const digits = v.replace(/\D/g, '').length;
      return digits >= 10 && digits <= 13;
    }, 'Invalid phone number')
    .optional(),
);

/**
 * The public contact form. Shared by the BFF (request validation, OpenAPI) and the
 * notifications service (which never trusts its caller), so both say the same thing.
 */
export const contactMessageInput = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
  email: z
    .string()
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email must be at most 254 characters')
    .regex(emailPattern, 'Invalid email format'),
  phone: optionalPhone,
  message: z
    .string()
    .trim()
    .min(10, 'Message must be at least 10 characters')
    .max(2000, 'Message must be at most 2000 characters'),
});

export type ContactMessageInput = z.infer<typeof contactMessageInput>;
