import { contactLimits, emailPattern, isValidUkPhone } from '@localpros/contracts/rules';
import type { FormRule } from 'antd';

/** The contact form's own words for the contracts' rules (the API answers in its own). */
export const contactMessages = {
  nameRequired: 'Please enter your name.',
  nameTooLong: `Your name must be ${contactLimits.nameMax} characters or fewer.`,
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address, like name@example.com.',
  emailTooLong: `Your email address must be ${contactLimits.emailMax} characters or fewer.`,
  phoneInvalid: `Please enter a valid UK phone number (${contactLimits.phoneDigitsMin} to ${contactLimits.phoneDigitsMax} digits), like 020 3514 1400.`,
  messageRequired: 'Please enter your message.',
  messageTooShort: `Your message must be at least ${contactLimits.messageMin} characters.`,
  messageTooLong: `Your message must be ${contactLimits.messageMax} characters or fewer.`,
} as const;

const trimmed = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function check(ok: (value: string) => boolean, message: string): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      const v = trimmed(value);
      return v === '' || ok(v) ? Promise.resolve() : Promise.reject(new Error(message));
    },
  };
}

export const contactRules = {
  name: [
    { required: true, whitespace: true, message: contactMessages.nameRequired },
    { max: contactLimits.nameMax, message: contactMessages.nameTooLong },
  ],
  email: [
    { required: true, whitespace: true, message: contactMessages.emailRequired },
    check((v) => emailPattern.test(v), contactMessages.emailInvalid),
    { max: contactLimits.emailMax, message: contactMessages.emailTooLong },
  ],
  phone: [check(isValidUkPhone, contactMessages.phoneInvalid)],
  message: [
    { required: true, whitespace: true, message: contactMessages.messageRequired },
    check((v) => v.length >= contactLimits.messageMin, contactMessages.messageTooShort),
    check((v) => v.length <= contactLimits.messageMax, contactMessages.messageTooLong),
  ],
} satisfies Record<string, FormRule[]>;
