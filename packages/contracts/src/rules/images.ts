/** Avatar and logo rules: JPG, PNG or HEIF, at most 2 MB; the server checks the bytes, not the name. */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const imageMessages = {
  tooLarge: 'File size exceeds 2MB!',
  wrongType: 'Invalid file type! JPG, PNG, or HEIF only.',
} as const;
export const allowedImageTypes = ['image/jpeg', 'image/png', 'image/heif'] as const;

/** The check of a chosen file before it is sent: the message to show, or null when it may be uploaded. */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!(allowedImageTypes as readonly string[]).includes(file.type)) return imageMessages.wrongType;
  if (file.size > IMAGE_MAX_BYTES) return imageMessages.tooLarge;
  return null;
}
