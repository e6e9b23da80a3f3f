import type { FormRule } from 'antd';

/** Mirrors the server's rules for POST /api/customer/contact-us. */
export const contactLimits = {
  nameMax: 100,
  emailMax: 254,
  messageMin: 10,
  messageMax: 2000,
  phoneDigitsMin: 10,
  phoneDigitsMax: 13,
} as const;

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

/**
 * UK phone: an optional leading +, then digits and spaces (brackets and dashes are
 * tolerated, as the server does), with 10 to 13 digits. Empty is allowed: the field is optional.
 */
export function isValidUkPhone(phone: string): boolean {
  const trimmed = phone.trim();
  if (trimmed === '') return true;
  if (!/^\+?[\d ()-]+$/.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '').length;
  return digits >= contactLimits.phoneDigitsMin && digits <= contactLimits.phoneDigitsMax;
}

function trimmedLength(value: unknown): number {
  return typeof value === 'string' ? value.trim().length : 0;
}

export const contactRules = {
  name: [
    { required: true, whitespace: true, message: contactMessages.nameRequired },
    { max: contactLimits.nameMax, message: contactMessages.nameTooLong },
  ],
  email: [
    { required: true, whitespace: true, message: contactMessages.emailRequired },
    { type: 'email', message: contactMessages.emailInvalid },
    { max: contactLimits.emailMax, message: contactMessages.emailTooLong },
  ],
  phone: [
    {
      validator: (_rule, value: unknown) =>
        typeof value !== 'string' || isValidUkPhone(value)
          ? Promise.resolve()
          : Promise.reject(new Error(contactMessages.phoneInvalid)),
    },
  ],
  message: [
    { required: true, whitespace: true, message: contactMessages.messageRequired },
    {
      validator: (_rule, value: unknown) => {
        const length = trimmedLength(value);
        if (length === 0) return Promise.resolve();
        if (length < contactLimits.messageMin) return Promise.reject(new Error(contactMessages.messageTooShort));
        if (length > contactLimits.messageMax) return Promise.reject(new Error(contactMessages.messageTooLong));
        return Promise.resolve();
      },
    },
  ],
} satisfies Record<string, FormRule[]>;
