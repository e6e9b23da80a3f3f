import { fileURLToPath } from 'node:url';
import { buildWebIfStale } from '../../scripts/build-web-if-stale.mjs';

export const webDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** The suites serve the real built web app: build it when it is missing or older than its sources. */
export function ensureWebBuilt(): void {
  buildWebIfStale();
}
