/** Vetting: a business's documents and its Companies House number. */
export const vettingMessages = {
  companyNumberInvalid:
    'Company registration number must be 8 digits, or 2 letters (such as SC, NI or OC) and 6 digits',
  documentTooLarge: 'Documents must be 5 MB or smaller',
  documentTypeRefused: 'Documents must be PDF, JPG or PNG files',
} as const;

/** PDF, JPG or PNG of at most 5 MB; the server tells the type by the content, not the name. */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const documentTypes = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/**
 * Companies House registration numbers: 8 characters, either 8 digits (England and Wales) or a
 * 2-letter prefix and 6 digits (SC Scotland, NI Northern Ireland, OC/SO/NC LLPs, R0 old NI, LP/SL/NL
 * limited partnerships, FC overseas).
 */
export const COMPANY_NUMBER_FORMAT = /^(\d{8}|(SC|NI|OC|SO|NC|R0|LP|SL|NL|FC)\d{6})$/;

/** A company number as stored: spaces dropped, letters upper-cased. */
export const companyNumberOf = (typed: string) => typed.replace(/\s+/g, '').toUpperCase();

/** Empty is fine: sole traders have none. */
export function isCompanyNumber(typed: string): boolean {
  const number = companyNumberOf(typed);
  return number === '' || COMPANY_NUMBER_FORMAT.test(number);
}

/** The check of a chosen document before it is sent: the message to show, or null. */
export function documentProblem(file: { type: string; size: number }): string | null {
  if (!(documentTypes as readonly string[]).includes(file.type)) return vettingMessages.documentTypeRefused;
  if (file.size > DOCUMENT_MAX_BYTES) return vettingMessages.documentTooLarge;
  return null;
}
