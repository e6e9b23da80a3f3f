import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { buildVersion } from './vite-build-version';

// The API lives on the same origin under /api; in development it is proxied to the local server,
// keeping the Host header, so the BFF's cross-site check sees the page's own origin.
// `vite build --ssr` (after the browser's build) writes the server's entry, which the BFF uses to
// send the public pages as HTML, to dist/.ssr: a dot folder, which the BFF never serves as a file.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react()]
    : [
        react(),
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
  // One file with its libraries inside: the production image runs it without the web app's packages.
  ssr: { noExternal: true },
  // The server's entry renders what the browser's production build hydrates: React's and antd's
  // production code whatever NODE_ENV the server runs with (`npm start` and the tests set none).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: isSsrBuild
    ? { outDir: 'dist/.ssr', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: true,
        // dist/.vite/manifest.json: which chunks each page loads (the initial-JS budget test and
        // the BFF's prerender, which links a page's chunk and CSS, read it).
        manifest: true,
      },
}));
