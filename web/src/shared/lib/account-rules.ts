import type { FormRule } from 'antd';

/*
 * Account form rules, mirrored on the client.
 *
 * Source: packages/contracts/src/forms/accounts.ts (accountMessages, fullNamePattern,
 * MOBILE_INPUT_MAX_LENGTH, normaliseMobile, PASSWORD_MIN_LENGTH, the business
 * registration messages, the image rules)
 * and packages/contracts/src/forms/contact-message.ts (emailPattern, which is zod's
 * z.regexes.email). They are copied rather than imported so the browser bundle does not pull
 * in zod and the generated gRPC code; account-rules.test.ts fails when the two drift apart.
 */

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

/** Messages of the business registration schema (businessRegistrationInput). */
export const businessMessages = {
  businessNameRequired: 'Business name is required',
  workCategoryRequired: 'Work category is required',
  servicesRequired: 'Choose at least one service',
  locationRequired: 'Location is required',
} as const;

/** Answers of the "already registered" checks and of a 409 on registration. */
export const alreadyRegisteredMessages = {
  email: 'This email is already registered',
  mobile: 'This mobile number is already registered',
} as const;

/** Two or more names of letters, apostrophes or hyphens, one space between each. */
export const fullNamePattern = /^[A-Za-zÀ-ÖØ-öø-ÿ'-]+(?: [A-Za-zÀ-ÖØ-öø-ÿ'-]+)+$/;
/** Room for the longest usual way of typing a mobile, e.g. "+44 (0) 7700 - 900 - 123". */
export const MOBILE_INPUT_MAX_LENGTH = 24;
/** zod's z.regexes.email, as the contracts use it. */
export const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 254;

/** Avatar rules: JPG, PNG or HEIF, at most 2 MB. */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const imageMessages = {
  tooLarge: 'File size exceeds 2MB!',
  wrongType: 'Invalid file type! JPG, PNG, or HEIF only.',
} as const;
export const allowedImageTypes = ['image/jpeg', 'image/png', 'image/heif'] as const;

export function isValidEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && emailPattern.test(trimmed);
}

/**
 * A UK mobile as people type it (07…, 7…, +44 7…, 0044 7… or +44 (0)7…, digit groups split by
 * spaces, hyphens or parentheses) in the one form stored: 07 and nine digits. Null for anything
 * else, landlines included.
 */
export function normaliseMobile(typed: string): string | null {
  const value = typed.trim();
  if (value.length > MOBILE_INPUT_MAX_LENGTH || !/^\+?[\d(][\d ()-]*\d$/.test(value)) return null;
  const digits = value.replace(/^(\+44|0044)[ -]?\(0\)/, '$1').replace(/[ ()-]/g, '');
  const national = /^(?:\+44|0044|0)?(7\d{9})$/.exec(digits);
  return national ? `0${national[1]}` : null;
}

export function isValidMobile(value: string): boolean {
  return normaliseMobile(value) !== null;
}

/** The mobile input keeps what a number may be typed with: digits, spaces, - ( ) and a leading +. */
export function maskMobile(value: unknown): string {
  if (typeof value !== 'string') return '';
  const kept = value.replace(/[^\d +()-]/g, '').trimStart();
  const rest = kept.replace(/\+/g, '');
  return (kept.startsWith('+') ? `+${rest}` : rest).slice(0, MOBILE_INPUT_MAX_LENGTH);
}

/** The profile's full name split on the first space: "Ann Marie Smith" → "Ann", "Marie Smith". */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const trimmed = fullName.trim();
  const space = trimmed.indexOf(' ');
  return space < 0
    ? { firstName: trimmed, lastName: '' }
    : { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}

/** The client-side check of a chosen avatar: the message to show, or null when it may be uploaded. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(allowedImageTypes as readonly string[]).includes(file.type)) return imageMessages.wrongType;
  if (file.size > IMAGE_MAX_BYTES) return imageMessages.tooLarge;
  return null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A rule object (not a rule that depends on the form). */
type RuleObject = Exclude<FormRule, (...args: never[]) => unknown>;
/** What a form-dependent rule reads of the form. */
interface FormReader {
  getFieldValue: (name: string) => unknown;
}

function check(ok: (value: string) => boolean, message: string): RuleObject {
  return {
    validator: (_rule, value: unknown) => {
      const v = text(value);
      return v === '' || ok(v) ? Promise.resolve() : Promise.reject(new Error(message));
    },
  };
}

/** The password confirmation must equal the field `passwordField`. */
function sameAs(passwordField: string, message: string): (form: FormReader) => RuleObject {
  return (form) => ({
    validator: (_rule, value: unknown) => {
      const confirm = text(value);
      return confirm === '' || confirm === text(form.getFieldValue(passwordField))
        ? Promise.resolve()
        : Promise.reject(new Error(message));
    },
  });
}

export const accountRules = {
  fullName: [
    { required: true, message: accountMessages.fullNameRequired },
    check((v) => fullNamePattern.test(v), accountMessages.fullNameTwoNames),
  ],
  email: [
    { required: true, whitespace: true, message: accountMessages.emailRequired },
    check(isValidEmail, accountMessages.emailInvalid),
  ],
  mobile: [
    { required: true, whitespace: true, message: accountMessages.mobileRequired },
    check(isValidMobile, accountMessages.mobileInvalid),
  ],
  /** A mobile number that may be left empty (the business profile's). */
  optionalMobile: [check(isValidMobile, accountMessages.mobileInvalid)],
  password: [
    { required: true, message: accountMessages.passwordRequired },
    check((v) => v.length >= PASSWORD_MIN_LENGTH, accountMessages.passwordTooShort),
    { max: PASSWORD_MAX_LENGTH, message: 'Password must be at most 200 characters long' },
  ],
  /** Login only asks for something in the password box. */
  loginPassword: [{ required: true, message: accountMessages.passwordRequired }],
  passwordConfirm: [
    { required: true, message: accountMessages.confirmRequired },
    sameAs('password', accountMessages.passwordsDiffer),
  ],
  currentPassword: [{ required: true, message: accountMessages.currentPasswordRequired }],
  newPassword: [
    { required: true, message: accountMessages.newPasswordRequired },
    check((v) => v.length >= PASSWORD_MIN_LENGTH, accountMessages.newPasswordTooShort),
    { max: PASSWORD_MAX_LENGTH, message: 'Your new password must have 200 characters or fewer.' },
  ],
  /** The contract rejects a missing or different confirmation with the same message. */
  newPasswordConfirmation: [
    (form: FormReader): RuleObject => ({
      validator: (_rule, value: unknown) =>
        text(value) === text(form.getFieldValue('new_password'))
          ? Promise.resolve()
          : Promise.reject(new Error(accountMessages.newPasswordsDiffer)),
    }),
  ],
  businessName: [
    { required: true, whitespace: true, message: businessMessages.businessNameRequired },
    { max: 120, message: 'Business name must be at most 120 characters' },
  ],
  workCategory: [{ required: true, message: businessMessages.workCategoryRequired }],
  services: [{ required: true, type: 'array', min: 1, message: businessMessages.servicesRequired }],
  location: [{ required: true, message: businessMessages.locationRequired }],
} satisfies Record<string, FormRule[]>;
