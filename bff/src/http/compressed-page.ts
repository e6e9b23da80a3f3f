import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

export interface CompressedPage {
  /** The page in the best encoding this Accept-Encoding allows, and that encoding (or none). */
  for(acceptEncoding: string | undefined): { body: Buffer; encoding?: 'br' | 'gzip' };
}

/**
 * A page served on every app route (index.html), compressed once at start-up with the strongest
 * settings: a not-found answer is not a route, so the per-route compression hook never sees it.
 */
export function compressedPage(page: Buffer): CompressedPage {
  const variants = {
    br: brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gzip: gzipSync(page, { level: constants.Z_BEST_COMPRESSION }),
  };
  return {
    for(acceptEncoding) {
      const encoding = acceptEncoding ? negotiate(acceptEncoding, ['br', 'gzip']) : null;
      return encoding === 'br' || encoding === 'gzip' ? { body: variants[encoding], encoding } : { body: page };
    },
  };
}
