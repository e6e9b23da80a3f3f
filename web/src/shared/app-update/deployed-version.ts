/** Where the deployed build's id is published (web/vite-build-version.ts writes it). */
export const versionFileUrl = '/version.json';

/** The id of the build the server now serves; null when it cannot be told (offline, no file). */
export async function fetchDeployedVersion(url = versionFileUrl): Promise<string | null> {
  try {
    const response = await fetch(url, { cache: 'no-store', headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null) return null;
    const version = (body as { version?: unknown }).version;
    return typeof version === 'string' && version.length > 0 ? version : null;
  } catch {
    return null;
  }
}
