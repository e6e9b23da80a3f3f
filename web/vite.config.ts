import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API lives on the same origin under /api; in development it is proxied to the local server,
// keeping the Host header, so the BFF's cross-site check sees the page's own origin.
export default defineConfig({
  plugins: [react()],
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
  },
});
