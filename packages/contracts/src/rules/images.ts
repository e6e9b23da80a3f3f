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

/** Avatars and logos are shown small: an upload is kept at most this wide and high. */
export const STORED_IMAGE_MAX_SIDE = 512;

/**
 * The square widths (px) also stored for each avatar and logo, each served at `{path}/{width}`.
 * Shown at 24–96 CSS px (navbar 24, job and quote lists 40–48, public page 72, settings 80–96): at
 * 1× and 2× each size has a width at or just above it, none more than twice as large.
 */
export const IMAGE_WIDTHS = [48, 96, 192] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export const isImageWidth = (width: number): width is ImageWidth => (IMAGE_WIDTHS as readonly number[]).includes(width);
