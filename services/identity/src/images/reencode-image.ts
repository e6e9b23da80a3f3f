import { IMAGE_MAX_BYTES, IMAGE_WIDTHS, imageMessages, STORED_IMAGE_MAX_SIDE } from '@localpros/contracts';
import { type ReencodedImage, reencodeImage as reencode } from '@localpros/kit/images';

export { reencodeMessages } from '@localpros/kit/images';

/**
 * An avatar or logo as it is stored (the kit's re-encoding, shared with messages' photos): WebP,
 * at most 512 × 512, no metadata, and each of IMAGE_WIDTHS as a centred square.
 */
export const reencodeImage = (content: Buffer): Promise<ReencodedImage> =>
  reencode(content, {
    maxBytes: IMAGE_MAX_BYTES,
    messages: imageMessages,
    maxSide: STORED_IMAGE_MAX_SIDE,
    squareWidths: IMAGE_WIDTHS,
  });
