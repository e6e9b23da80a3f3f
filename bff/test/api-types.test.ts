import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { apiTypesFile, renderApiTypes } from '../../scripts/generate-api-types.js';

describe("the web app's generated API types", () => {
  it('match the OpenAPI document the BFF serves now', async () => {
    const committed = await readFile(apiTypesFile, 'utf8').catch(() => '');
    const current = await renderApiTypes();
    // Not toEqual: a 400 kB diff says less than the one command that fixes it.
    if (committed !== current) {
      expect.fail(
        "web/src/shared/api/schema.gen.ts is stale: the BFF's routes changed since it was generated. Run `npm run api:types` and commit the result.",
      );
    }
    expect(current).toContain('export interface paths');
  });
});
