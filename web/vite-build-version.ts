import { randomUUID } from 'node:crypto';
import type { Plugin } from 'vite';

/** The file an open tab polls to learn that a newer build has been deployed. */
export const versionFileName = 'version.json';

/**
 * Gives each build an id: baked into the bundle as __LOCALPROS_BUILD_ID__ and written to
 * dist/version.json (served with Cache-Control: no-cache, like every non-asset file). The web app
 * compares the two and offers a reload when they differ (src/features/app-update).
 * LOCALPROS_BUILD_ID (e.g. the commit) names a build; otherwise the time and a random suffix do.
 */
export function buildVersion(
  buildId = process.env.LOCALPROS_BUILD_ID || `${new Date().toISOString()}-${randomUUID().slice(0, 8)}`,
): Plugin {
  const body = JSON.stringify({ version: buildId });
  return {
    name: 'localpros-build-version',
    config: () => ({ define: { __LOCALPROS_BUILD_ID__: JSON.stringify(buildId) } }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: versionFileName, source: body });
    },
    // The dev server answers it too, so the check behaves the same there.
    configureServer(server) {
      server.middlewares.use(`/${versionFileName}`, (_request, response) => {
        response.setHeader('content-type', 'application/json');
        response.setHeader('cache-control', 'no-cache');
        response.end(body);
      });
    },
  };
}
