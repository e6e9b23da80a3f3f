import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { buildVersion } from './vite-build-version';
import { pageHeadsFile } from './vite-page-heads';

// The API lives on the same origin under /api; in development it is proxied to the local server,
// keeping the Host header, so the BFF's cross-site check sees the page's own origin.
export default defineConfig({
  plugins: [
    react(),
    pageHeadsFile(),
    // A build id in the bundle and in dist/version.json, for the "new version — reload" prompt.
    buildVersion(),
    // Brotli and gzip copies of every text file next to it, served by the BFF as they are: the
    // best compression once at build time instead of a quick one on every request.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
  ],
  resolve: { tsconfigPaths: true },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000' },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://localhost:3000' },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each page loads (the initial-JS budget test reads it).
    manifest: true,
  },
});
