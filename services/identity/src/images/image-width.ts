import { isImageWidth } from '@localpros/contracts';
import { RpcError } from '@localpros/kit';

/** 0 asks for the image as uploaded; any width but IMAGE_WIDTHS is no such image. */
export function requestedWidth(width: number | undefined): number {
  const asked = width ?? 0;
  if (asked !== 0 && !isImageWidth(asked)) throw RpcError.notFound('No such image');
  return asked;
}

/**
 * The width's own bytes when it has them. An image uploaded before widths were cut has only
 * itself (at most 512 px), served for every width: the browser scales it down, and re-deriving
 * here would put a decode and a write behind an anonymous GET.
 */
export function imageAtWidth(image: { content: Buffer; contentType: string; widthContent: Buffer | null }) {
  return image.widthContent
    ? { content: image.widthContent, contentType: 'image/webp' }
    : { content: image.content, contentType: image.contentType };
}
