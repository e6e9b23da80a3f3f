import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

export interface CompressedPage {
  /** The page in the best encoding this Accept-Encoding allows, and that encoding (or none). */
  for(acceptEncoding: string | undefined): { body: Buffer; encoding?: 'br' | 'gzip' };
}

/**
 * A page served on app routes (index.html, a public page's HTML), compressed once when built: a
 * not-found answer is not a route, so the per-route compression hook never sees it. index.html
 * gets the strongest settings; a page rebuilt every minute (`quick`) cheaper ones.
 */
export function compressedPage(page: Buffer, { quick = false }: { quick?: boolean } = {}): CompressedPage {
  const variants = {
    br: brotliCompressSync(page, {
      // Quality 6 for pages built once a minute: a few per cent larger, many times quicker than 11.
      params: { [constants.BROTLI_PARAM_QUALITY]: quick ? 6 : constants.BROTLI_MAX_QUALITY },
    }),
    gzip: gzipSync(page, { level: quick ? constants.Z_DEFAULT_COMPRESSION : constants.Z_BEST_COMPRESSION }),
  };
  return {
    for(acceptEncoding) {
      const encoding = acceptEncoding ? negotiate(acceptEncoding, ['br', 'gzip']) : null;
      return encoding === 'br' || encoding === 'gzip' ? { body: variants[encoding], encoding } : { body: page };
    },
  };
}
