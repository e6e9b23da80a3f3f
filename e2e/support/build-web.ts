import { fileURLToPath } from 'node:url';
import { buildWebIfStale } from '../../scripts/build-web-if-stale.mjs';

export const webDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** The compiled server the distributed suites run, built for the run by scripts/vitest-web-build.ts. */
export const serverBundle = fileURLToPath(new URL('../../dist/main.js', import.meta.url));

/** The suites serve the real built web app: build it when it is missing or older than its sources. */
export function ensureWebBuilt(): void {
  buildWebIfStale();
}
