import {
  accountMessages,
  BUSINESS_NAME_MAX,
  businessMessages,
  businessRegistrationMessages,
  fullNamePattern,
  isValidEmail,
  isValidMobile,
  MOBILE_INPUT_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@localpros/contracts/rules';
import type { FormRule } from 'antd';

/** The account forms' antd rules, on the contracts' rules (@localpros/contracts/rules). */

/** The mobile input keeps what a number may be typed with: digits, spaces, - ( ) and a leading +. */
export function maskMobile(value: unknown): string {
  if (typeof value !== 'string') return '';
  const kept = value.replace(/[^\d +()-]/g, '').trimStart();
  const rest = kept.replace(/\+/g, '');
  return (kept.startsWith('+') ? `+${rest}` : rest).slice(0, MOBILE_INPUT_MAX_LENGTH);
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
    { max: PASSWORD_MAX_LENGTH, message: accountMessages.passwordTooLong },
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
    { max: PASSWORD_MAX_LENGTH, message: accountMessages.newPasswordTooLong },
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
    { required: true, whitespace: true, message: businessRegistrationMessages.businessNameRequired },
    { max: BUSINESS_NAME_MAX, message: businessMessages.nameTooLong },
  ],
  workCategory: [{ required: true, message: businessRegistrationMessages.workCategoryRequired }],
  services: [{ required: true, type: 'array', min: 1, message: businessRegistrationMessages.servicesRequired }],
  location: [{ required: true, message: businessRegistrationMessages.locationRequired }],
} satisfies Record<string, FormRule[]>;
