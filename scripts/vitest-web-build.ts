/**
 * vitest globalSetup: the end-to-end suites serve the built web app. Building it here, once and
 * before any worker starts, keeps two suites running side by side from building it at once.
 */
import { buildWebIfStale } from './build-web-if-stale.mjs';

export default function setup(): void {
  buildWebIfStale();
}
