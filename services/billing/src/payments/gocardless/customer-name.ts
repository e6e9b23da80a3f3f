/**
 * A GoCardless customer needs a company_name, or a given_name and a family_name. The business
 * gives only the account holder: a company's name (or a single word) is the company_name,
 * otherwise the last word is the family name and the rest the given name.
 */
const COMPANY_WORDS =
  /\b(ltd|limited|plc|llp|lp|inc|co|company|group|holdings|services|trading|partners|partnership|associates|and sons|& sons|t\/a)\b\.?/i;

export type CustomerName = { company_name: string } | { given_name: string; family_name: string };

export function customerNameOf(accountHolder: string): CustomerName {
  const holder = accountHolder.trim().replace(/\s+/g, ' ');
  const words = holder.split(' ');
  if (words.length < 2 || COMPANY_WORDS.test(holder) || holder.includes('&')) return { company_name: holder };
  return { given_name: words.slice(0, -1).join(' '), family_name: words.at(-1) as string };
}
