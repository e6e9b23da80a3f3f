/** Vetting documents: PDF, JPG or PNG of at most 5 MB (the server checks the content too). */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const documentTypes = ['application/pdf', 'image/jpeg', 'image/png'];
export const documentAccept = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

export const vettingMessages = {
  tooBig: 'File size exceeds 5MB!',
  wrongType: 'Invalid file type! PDF, JPG or PNG only.',
  companyNumber: 'Enter a Companies House number: 8 digits, or 2 letters (SC, NI, OC, SO, NC or R0) and 6 digits',
} as const;

/** The message for a chosen file, or null when it may be uploaded. */
export function documentProblem(file: Pick<File, 'size' | 'type'>): string | null {
  if (!documentTypes.includes(file.type)) return vettingMessages.wrongType;
  if (file.size > DOCUMENT_MAX_BYTES) return vettingMessages.tooBig;
  return null;
}

/**
 * A Companies House number: 8 characters, digits or one of the prefixes SC, NI, OC, SO, NC, R0
 * then digits; spaces ignored, case-insensitive. Empty is fine (sole traders have none).
 */
export function isCompanyNumber(value: string): boolean {
  const v = value.replace(/\s+/g, '').toUpperCase();
  return v === '' || /^(\d{8}|(SC|NI|OC|SO|NC|R0)\d{6})$/.test(v);
}
