/**
 * vitest globalSetup: the end-to-end suites serve the built web app, and the distributed ones run
 * the compiled server (dist/main.js, as the image does). Building both here, once and before any
 * worker starts, keeps two suites running side by side from building at once, and the server bundle
 * from ever being older than the sources under test.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildWebIfStale } from './build-web-if-stale.mjs';

export default function setup(): void {
  buildWebIfStale();
  const root = fileURLToPath(new URL('..', import.meta.url));
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) throw new Error('The server bundle did not build; run `npm run build:server` to see why.');
}
