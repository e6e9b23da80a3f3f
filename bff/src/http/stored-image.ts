import { IMAGE_WIDTHS, isImageWidth } from '@localpros/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { errorBody } from './error-body.js';
import { HttpError } from './http-error.js';

const bytes = { schema: z.string().meta({ format: 'binary' }) };

/** An avatar's or logo's answers as the OpenAPI document shows them. */
export const storedImageResponses = {
  200: {
    description: 'The image bytes, with their content type (WebP since uploads are re-encoded)',
    content: { 'image/webp': bytes, 'image/jpeg': bytes, 'image/png': bytes, 'image/heif': bytes },
  },
  400: errorBody,
  404: errorBody,
};

/** The `:width` of an image URL. */
export const imageWidthParam = z
  .string()
  .max(10)
  .describe(`A square width in px: ${IMAGE_WIDTHS.join(', ')}; any other is 404`);

/** The width asked for in a URL: one of IMAGE_WIDTHS, else there is no such image. */
export function requestedImageWidth(width: string): number {
  const asked = /^\d{1,4}$/.test(width) ? Number(width) : Number.NaN;
  if (!isImageWidth(asked)) throw new HttpError(404, 'No such image');
  return asked;
}

/**
 * Sends an avatar's or logo's bytes. An image never changes under its URL (a new upload gets a
 * new id), so a browser keeps it a year without asking again. Avatars are `private`: no shared
 * cache keeps a person's picture.
 */
export function sendStoredImage(
  reply: FastifyReply,
  image: { content: Uint8Array; contentType: string },
  audience: 'public' | 'private',
) {
  return (
    reply
      .header('content-type', image.contentType)
      .header('cache-control', `${audience}, max-age=31536000, immutable`)
      .header('x-content-type-options', 'nosniff')
      // Bytes go out as they are (Fastify does not serialise a Buffer); the schema only documents them.
      .send(Buffer.from(image.content) as unknown as string)
  );
}
