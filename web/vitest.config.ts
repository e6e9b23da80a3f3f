import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  // The browser build's settings (the config is a function of the build: browser or server).
  viteConfig({ command: 'build', mode: 'test', isSsrBuild: false }),
  defineConfig({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/testing/setup-tests.ts'],
      restoreMocks: true,
      // A worker keeps its imported modules from one file to the next: antd, React and the app are
      // imported once per worker, not once per file (the web files took 234 s alone with 447 s of
      // CPU isolated, 90 s with 161 s shared). Each file still gets its own jsdom, store and SWR
      // cache (renderApp), and the suite passes in shuffled file orders.
      isolate: false,
      // Whole pages with antd render slowly in jsdom, above all on CI's two cores shared with the
      // browser and end-to-end suites (a settings form took 20 s there): a time limit, not a speed test.
      testTimeout: 60_000,
      unstubGlobals: true,
    },
  }),
);
