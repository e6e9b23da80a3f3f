import { brotliCompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

export interface CompressedPage {
  /** The page in the best encoding this Accept-Encoding allows, and that encoding (or none). */
  for(acceptEncoding: string | undefined): { body: Buffer; encoding?: 'br' | 'gzip' };
  /** The bytes it holds in memory (what a cache of pages counts). */
  readonly bytes: number;
}

/**
 * A page served on app routes (index.html, a public page's HTML), compressed once when built: a
 * not-found answer is not a route, so the per-route compression hook never sees it. index.html
 * gets the strongest settings and keeps its plain bytes too; a page rebuilt every minute (`quick`)
 * cheaper settings, and only its two compressed forms: nearly every client takes one of them, so
 * the rare one that takes neither gets the gzip form unpacked on the spot, and a cache of such
 * pages holds about a quarter of the bytes.
 */
export function compressedPage(page: Buffer, { quick = false }: { quick?: boolean } = {}): CompressedPage {
  const variants = {
    br: brotliCompressSync(page, {
      // Quality 6 for pages built once a minute: a few per cent larger, many times quicker than 11.
      params: { [constants.BROTLI_PARAM_QUALITY]: quick ? 6 : constants.BROTLI_MAX_QUALITY },
    }),
    gzip: gzipSync(page, { level: quick ? constants.Z_DEFAULT_COMPRESSION : constants.Z_BEST_COMPRESSION }),
  };
  const plain = quick ? undefined : page;
  return {
    bytes: variants.br.length + variants.gzip.length + (plain?.length ?? 0),
    for(acceptEncoding) {
      const encoding = acceptEncoding ? negotiate(acceptEncoding, ['br', 'gzip']) : null;
      if (encoding === 'br' || encoding === 'gzip') return { body: variants[encoding], encoding };
      return { body: plain ?? gunzipSync(variants.gzip) };
    },
  };
}
