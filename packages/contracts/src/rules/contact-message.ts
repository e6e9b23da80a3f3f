/** The public contact form's limits (POST /api/customer/contact-us). */
export const contactLimits = {
  nameMax: 100,
  emailMax: 254,
  messageMin: 10,
  messageMax: 2000,
  phoneDigitsMin: 10,
  phoneDigitsMax: 13,
} as const;

/**
 * A UK phone: an optional leading +, then digits, spaces, brackets or dashes, with 10 to 13
 * digits. Empty is allowed: the field is optional.
 */
export function isValidUkPhone(phone: string): boolean {
  const trimmed = phone.trim();
  if (trimmed === '') return true;
  if (!/^\+?[\d ()-]+$/.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '').length;
  return digits >= contactLimits.phoneDigitsMin && digits <= contactLimits.phoneDigitsMax;
}
