import { z } from 'zod';
import {
  accountMessages,
  BUSINESS_NAME_MAX,
  businessMessages,
  businessRegistrationMessages,
  EMAIL_MAX_LENGTH,
  emailPattern,
  fullNamePattern,
  normaliseMobile,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../rules/index.js';

/** The account forms' schemas, on the rules the web app's forms check too (../rules). */
export const fullNameField = z
  .string(accountMessages.fullNameRequired)
  .min(1, accountMessages.fullNameRequired)
  .regex(fullNamePattern, accountMessages.fullNameTwoNames);
export const emailField = z
  .string(accountMessages.emailRequired)
  .trim()
  .min(1, accountMessages.emailRequired)
  .max(EMAIL_MAX_LENGTH, accountMessages.emailInvalid)
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
  .max(PASSWORD_MAX_LENGTH, accountMessages.passwordTooLong);
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
    businessName: z
      .string(businessRegistrationMessages.businessNameRequired)
      .trim()
      .min(1, businessRegistrationMessages.businessNameRequired)
      .max(BUSINESS_NAME_MAX, businessMessages.nameTooLong),
    fullName: fullNameField,
    email: emailField,
    mobile_number: mobileField,
    password: passwordField,
    passwordConfirm: confirmField,
    workCategoryId: z
      .string(businessRegistrationMessages.workCategoryRequired)
      .min(1, businessRegistrationMessages.workCategoryRequired),
    serviceIds: z.array(z.string()).min(1, businessRegistrationMessages.servicesRequired).max(100),
    location: z
      .string(businessRegistrationMessages.locationRequired)
      .trim()
      .min(1, businessRegistrationMessages.locationRequired)
      .max(8),
  })
  .superRefine(passwordsMatch);

export const loginInput = z.object({
  email: emailField,
  password: z
    .string(accountMessages.passwordRequired)
    .min(1, accountMessages.passwordRequired)
    .max(PASSWORD_MAX_LENGTH),
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
      .max(PASSWORD_MAX_LENGTH, accountMessages.newPasswordTooLong),
    passwordConfirmation: z.string(accountMessages.newPasswordsDiffer),
  })
  .superRefine((value, ctx) => {
    if (value.new_password !== value.passwordConfirmation) {
      ctx.addIssue({ code: 'custom', path: ['passwordConfirmation'], message: accountMessages.newPasswordsDiffer });
    }
  });

/**
 * How a business takes new-lead e-mails: one per lead, or an hourly or daily digest (at the top of
 * the hour; at 08:00 UK time) listing the leads since the last one.
 */
export const leadEmailFrequencies = ['each', 'hourly', 'daily'] as const;
export type LeadEmailFrequency = (typeof leadEmailFrequencies)[number];

export const notificationSettingsInput = z.object({
  notificationChannels: z.object({
    email: z.boolean(),
    sms: z.boolean(),
    /** No SMS 21:00–08:00 UK time but security codes. Absent: the saved choice stays (on for a new account). */
    smsQuietHours: z.boolean().optional(),
    /** New-lead e-mails one by one or as a digest. Absent: the saved choice stays ("each" for a new account). */
    leadEmails: z.enum(leadEmailFrequencies, 'Lead e-mails must be each, hourly or daily').optional(),
  }),
  notifiableEvents: z.object({
    messages: z.boolean(),
    newsletters: z.boolean(),
    specialOffers: z.boolean(),
    recommendations: z.boolean(),
    newJobLeads: z.boolean(),
  }),
});
