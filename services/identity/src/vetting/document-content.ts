import { vettingMessages } from '@localpros/contracts';

/** The file types a vetting document may be, told by their first bytes (never by name or declared type). */
const signatures: { mimeType: string; extension: string; magic: number[] }[] = [
  { mimeType: 'application/pdf', extension: 'pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { mimeType: 'image/png', extension: 'png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mimeType: 'image/jpeg', extension: 'jpg', magic: [0xff, 0xd8, 0xff] },
];

export const DOCUMENT_TOO_LARGE = vettingMessages.documentTooLarge;
export const DOCUMENT_TYPE_REFUSED = vettingMessages.documentTypeRefused;
export const DOCUMENT_UNREADABLE = 'This file could not be opened: upload a PDF, JPG or PNG that opens on your device';

/** The document's real type, or undefined when it is none of PDF, PNG and JPEG. */
export function documentTypeOf(content: Uint8Array): { mimeType: string; extension: string } | undefined {
  return signatures.find(({ magic }) => magic.every((byte, i) => content[i] === byte));
}

/** A file name safe to echo in a Content-Disposition header: no paths, quotes or control characters. */
export function safeFileName(name: string, extension: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/[^\w .()-]/g, '_')
    .trim()
    .slice(0, 100);
  if (!base) return `document.${extension}`;
  return base.toLowerCase().endsWith(`.${extension}`) ? base : `${base}.${extension}`;
}
