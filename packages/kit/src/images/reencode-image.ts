import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { RpcError } from '../grpc/rpc-error.js';

// HEIC is the HEIF flavour phones write; both are HEIF to the spec.
const ALLOWED = new Set(['image/jpeg', 'image/png', 'image/heif', 'image/heic']);

/** A picture from any phone camera fits; a small file that claims more is a decompression bomb. */
export const IMAGE_MAX_INPUT_PIXELS = 24_000_000;

export const reencodeMessages = {
  tooManyPixels: 'This image is too large: at most 24 megapixels (for example 6000 × 4000).',
  unreadable: 'This image could not be read. Please try another JPG, PNG or HEIF file.',
} as const;

/** What an upload may be: its largest size and the words for a file too large or of another type. */
export interface ImageUploadRule {
  maxBytes: number;
  messages: { tooLarge: string; wrongType: string };
}

/** Decides the image type from its bytes: the declared type and the file name are not trusted. */
export async function imageTypeOf(content: Buffer, rule: ImageUploadRule): Promise<string> {
  // RESOURCE_EXHAUSTED: the BFF answers 413.
  if (content.length > rule.maxBytes) throw new RpcError(11, rule.messages.tooLarge);
  const detected = await fileTypeFromBuffer(content);
  if (!detected || !ALLOWED.has(detected.mime)) throw RpcError.invalidArgument(rule.messages.wrongType);
  return detected.mime === 'image/heic' ? 'image/heif' : detected.mime;
}

/** An uploaded picture as it is stored: the image itself and its square widths (if any were asked for). */
export interface ReencodedImage {
  content: Buffer;
  contentType: 'image/webp';
  widths: { width: number; content: Buffer }[];
}

const WEBP_QUALITY = 82;

/**
 * An uploaded picture as it is stored: decoded and drawn again as WebP, at most `maxSide` on each
 * side (fitted inside, never enlarged), turned upright by its EXIF orientation, with no metadata at
 * all (EXIF with its GPS position, XMP, comments): nothing of the original file but its pixels is
 * kept. The pixel limit is checked from the header before anything is decoded.
 *
 * Each of `squareWidths` is cut from the same pixels as a w × w square, centred (avatars and logos
 * are shown in a square box, cropped to fill it, so the square is what is seen anyway).
 */
export async function reencodeImage(
  content: Buffer,
  options: ImageUploadRule & { maxSide: number; squareWidths?: readonly number[] },
): Promise<ReencodedImage> {
  await imageTypeOf(content, options);
  try {
    // Decoded once; the widths are drawn from these pixels (raw, so no metadata can follow).
    const { data, info } = await sharp(content, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(options.maxSide, options.maxSide, { fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const encode = (image: Sharp) => image.webp({ quality: WEBP_QUALITY }).toBuffer();
    const [stored, widths] = await Promise.all([
      encode(pixels()),
      // A picture smaller than a width is enlarged to it: the box it fills is that size either way.
      Promise.all(
        (options.squareWidths ?? []).map(async (width) => ({
          width,
          content: await encode(pixels().resize(width, width, { fit: 'cover' })),
        })),
      ),
    ]);
    return { content: stored, contentType: 'image/webp', widths };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(message)) throw RpcError.invalidArgument(reencodeMessages.tooManyPixels);
    throw RpcError.invalidArgument(reencodeMessages.unreadable);
  }
}
