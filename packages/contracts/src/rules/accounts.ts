/** The spec's step-3 rules and messages: the web app's forms, the BFF and identity. */
export const accountMessages = {
  fullNameRequired: 'Full name is required',
  fullNameTwoNames: 'Full name must contain at least 2 names with no extra spaces',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  mobileRequired: 'Mobile number is required',
  mobileInvalid: 'Invalid mobile number',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordTooLong: 'Password must be at most 200 characters long',
  confirmRequired: 'Confirm password is required',
  passwordsDiffer: 'Passwords do not match',
  currentPasswordRequired: 'Please enter your current password.',
  newPasswordRequired: 'Please enter your new password.',
  newPasswordTooShort: 'Your new password must have 8 characters or more.',
  newPasswordTooLong: 'Your new password must have 200 characters or fewer.',
  newPasswordsDiffer: 'The two passwords do not match.',
} as const;

/** The business registration's own fields (the rest are the customer's). */
export const businessRegistrationMessages = {
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
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 254;

/** zod's z.regexes.email, the pattern every form that takes an address checks. */
export const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

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

/**
 * A UK mobile in E.164, as SMS providers take numbers: 07700 900123 (or any form normaliseMobile
 * reads) → +447700900123. Null for anything that is not a UK mobile.
 */
export function mobileToE164(mobile: string): string | null {
  const national = normaliseMobile(mobile);
  return national ? `+44${national.slice(1)}` : null;
}

export function isValidMobile(value: string): boolean {
  return normaliseMobile(value) !== null;
}

/** "Ann Marie Smith" → first name "Ann", last name "Marie Smith": the spec splits on the first space. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const trimmed = fullName.trim();
  const space = trimmed.indexOf(' ');
  return space < 0
    ? { firstName: trimmed, lastName: '' }
    : { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}
