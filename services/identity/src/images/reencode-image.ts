import { IMAGE_MAX_BYTES, imageMessages } from '@localpros/contracts';
import { RpcError } from '@localpros/kit';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

// HEIC is the HEIF flavour phones write; both are HEIF to the spec.
const ALLOWED = new Set(['image/jpeg', 'image/png', 'image/heif', 'image/heic']);

/** Avatars and logos are shown small: nothing larger is kept. */
export const STORED_IMAGE_MAX_SIDE = 512;
/** A picture from any phone camera fits; a small file that claims more is a decompression bomb. */
export const IMAGE_MAX_INPUT_PIXELS = 24_000_000;

export const reencodeMessages = {
  tooManyPixels: 'This image is too large: at most 24 megapixels (for example 6000 × 4000).',
  unreadable: 'This image could not be read. Please try another JPG, PNG or HEIF file.',
} as const;

/** Decides the image type from its bytes: the declared type and the file name are not trusted. */
export async function imageTypeOf(content: Buffer): Promise<string> {
  if (content.length > IMAGE_MAX_BYTES) throw new RpcError(11, imageMessages.tooLarge);
  const detected = await fileTypeFromBuffer(content);
  if (!detected || !ALLOWED.has(detected.mime)) throw RpcError.invalidArgument(imageMessages.wrongType);
  return detected.mime === 'image/heic' ? 'image/heif' : detected.mime;
}

/**
 * An uploaded picture as it is stored: decoded and drawn again as WebP, at most 512 × 512 (fitted
 * inside, never enlarged), turned upright by its EXIF orientation, with no metadata at all (EXIF
 * with its GPS position, XMP, comments): nothing of the original file but its pixels is kept.
 * The pixel limit is checked from the header before anything is decoded.
 */
export async function reencodeImage(content: Buffer): Promise<{ content: Buffer; contentType: 'image/webp' }> {
  await imageTypeOf(content);
  try {
    const output = await sharp(content, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(STORED_IMAGE_MAX_SIDE, STORED_IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    return { content: output, contentType: 'image/webp' };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(message)) throw RpcError.invalidArgument(reencodeMessages.tooManyPixels);
    throw RpcError.invalidArgument(reencodeMessages.unreadable);
  }
}
