import { z } from 'zod';
import { emailPattern } from './contact-message.js';

/** The spec's step-3 rules and messages, shared by the web app's forms, the BFF and identity. */
export const accountMessages = {
  fullNameRequired: 'Full name is required',
  fullNameTwoNames: 'Full name must contain at least 2 names with no extra spaces',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  mobileRequired: 'Mobile number is required',
  mobileInvalid: 'Invalid mobile number',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters long',
  confirmRequired: 'Confirm password is required',
  passwordsDiffer: 'Passwords do not match',
  currentPasswordRequired: 'Please enter your current password.',
  newPasswordRequired: 'Please enter your new password.',
  newPasswordTooShort: 'Your new password must have 8 characters or more.',
  newPasswordsDiffer: 'The two passwords do not match.',
} as const;

/** Two or more names of letters, apostrophes or hyphens, one space between each. */
export const fullNamePattern = /^[A-Za-zÀ-ÖØ-öø-ÿ'-]+(?: [A-Za-zÀ-ÖØ-öø-ÿ'-]+)+$/;
/** Room for the longest usual way of typing a mobile, e.g. "+44 (0) 7700 - 900 - 123". */
export const MOBILE_INPUT_MAX_LENGTH = 24;

/**
 * A UK mobile as people type it (07…, 7…, +44 7…, 0044 7… or +44 (0)7…, digit groups split by
 * spaces, hyphens or parentheses) in the one form stored: 07 and nine digits. Null for anything
 * else, landlines included. The web app keeps a copy (web/src/shared/lib/account-rules.ts).
 */
export function normaliseMobile(typed: string): string | null {
  const value = typed.trim();
  if (value.length > MOBILE_INPUT_MAX_LENGTH || !/^\+?[\d(][\d ()-]*\d$/.test(value)) return null;
  const digits = value.replace(/^(\+44|0044)[ -]?\(0\)/, '$1').replace(/[ ()-]/g, '');
  const national = /^(?:\+44|0044|0)?(7\d{9})$/.exec(digits);
  return national ? `0${national[1]}` : null;
}

export const PASSWORD_MIN_LENGTH = 8;

export const fullNameField = z
  .string(accountMessages.fullNameRequired)
  .min(1, accountMessages.fullNameRequired)
  .regex(fullNamePattern, accountMessages.fullNameTwoNames);
export const emailField = z
  .string(accountMessages.emailRequired)
  .trim()
  .min(1, accountMessages.emailRequired)
  .max(254, accountMessages.emailInvalid)
  .regex(emailPattern, accountMessages.emailInvalid)
  .transform((v) => v.toLowerCase());
/**
 * A mobile typed in any usual form, given on as the stored 07… form. Refused by a check, not in
 * the transform, so the form's other rules (passwords match) still report in the same answer.
 */
export function storedMobile(text: z.ZodString = z.string().trim()) {
  return text
    .refine((v) => normaliseMobile(v) !== null, accountMessages.mobileInvalid)
    .transform((v) => normaliseMobile(v) ?? v);
}
export const mobileField = storedMobile(
  z.string(accountMessages.mobileRequired).trim().min(1, accountMessages.mobileRequired),
);
export const passwordField = z
  .string(accountMessages.passwordRequired)
  .min(1, accountMessages.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, accountMessages.passwordTooShort)
  .max(200, 'Password must be at most 200 characters long');
export const confirmField = z.string(accountMessages.confirmRequired).min(1, accountMessages.confirmRequired);

const passwordsMatch = <T extends { password: string; passwordConfirm: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.passwordConfirm && value.password !== value.passwordConfirm) {
    ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: accountMessages.passwordsDiffer });
  }
};

export const customerRegistrationInput = z
  .object({
    fullName: fullNameField,
    email: emailField,
    mobile_number: mobileField,
    password: passwordField,
    passwordConfirm: confirmField,
  })
  .superRefine(passwordsMatch);

export const businessRegistrationInput = z
  .object({
    businessName: z.string('Business name is required').trim().min(1, 'Business name is required').max(120),
    fullName: fullNameField,
    email: emailField,
    mobile_number: mobileField,
    password: passwordField,
    passwordConfirm: confirmField,
    workCategoryId: z.string('Work category is required').min(1, 'Work category is required'),
    serviceIds: z.array(z.string()).min(1, 'Choose at least one service').max(100),
    location: z.string('Location is required').trim().min(1, 'Location is required').max(8),
  })
  .superRefine(passwordsMatch);

export const loginInput = z.object({
  email: emailField,
  password: z.string(accountMessages.passwordRequired).min(1, accountMessages.passwordRequired).max(200),
});

export const resetPasswordInput = z
  .object({
    code: z.string('Code is required').trim().min(1, 'Code is required').max(64),
    password: passwordField,
    passwordConfirm: confirmField,
  })
  .superRefine(passwordsMatch);

export const updatePasswordInput = z
  .object({
    currentPassword: z.string(accountMessages.currentPasswordRequired).min(1, accountMessages.currentPasswordRequired),
    new_password: z
      .string(accountMessages.newPasswordRequired)
      .min(1, accountMessages.newPasswordRequired)
      .min(PASSWORD_MIN_LENGTH, accountMessages.newPasswordTooShort)
      .max(200),
    passwordConfirmation: z.string(accountMessages.newPasswordsDiffer),
  })
  .superRefine((value, ctx) => {
    if (value.new_password !== value.passwordConfirmation) {
      ctx.addIssue({ code: 'custom', path: ['passwordConfirmation'], message: accountMessages.newPasswordsDiffer });
    }
  });

/** "Ann Marie Smith" → first name "Ann", last name "Marie Smith": the spec splits on the first space. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const trimmed = fullName.trim();
  const space = trimmed.indexOf(' ');
  return space < 0
    ? { firstName: trimmed, lastName: '' }
    : { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}

export const notificationSettingsInput = z.object({
  notificationChannels: z.object({ email: z.boolean(), sms: z.boolean() }),
  notifiableEvents: z.object({
    messages: z.boolean(),
    newsletters: z.boolean(),
    specialOffers: z.boolean(),
    recommendations: z.boolean(),
    newJobLeads: z.boolean(),
  }),
});

/** Avatar rules: JPG, PNG or HEIF, at most 2 MB; the server checks the bytes, not the name. */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const imageMessages = {
  tooLarge: 'File size exceeds 2MB!',
  wrongType: 'Invalid file type! JPG, PNG, or HEIF only.',
} as const;
export const allowedImageTypes = ['image/jpeg', 'image/png', 'image/heif'] as const;
