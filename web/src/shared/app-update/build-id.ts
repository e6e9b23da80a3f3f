/** Replaced at build time by web/vite-build-version.ts; absent when the plugin is not used. */
declare const __LOCALPROS_BUILD_ID__: string | undefined;

/** The id of the build running in this tab, or null when the build did not record one. */
export const runningBuildId: string | null = typeof __LOCALPROS_BUILD_ID__ === 'string' ? __LOCALPROS_BUILD_ID__ : null;
