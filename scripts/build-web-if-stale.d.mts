/** Builds web/dist when it is missing or older than the web app's sources; throws when the build fails. */
export function buildWebIfStale(): void;
