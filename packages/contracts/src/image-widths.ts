/**
 * The square widths (px) stored for each avatar and logo, besides the image as uploaded (at most
 * 512 px). Shown at 24–96 CSS px (navbar 24, job and quote lists 40–48, public page 72, settings
 * 80–96): at 1× and 2× each size has a width at or just above it, none more than twice as large.
 */
export const IMAGE_WIDTHS = [48, 96, 192] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export const isImageWidth = (width: number): width is ImageWidth => (IMAGE_WIDTHS as readonly number[]).includes(width);
