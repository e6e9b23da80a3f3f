// The services as scripts that cannot import TypeScript see them: one folder each under services/
// (deploy/test/service-list.test.ts holds the folders to contracts' list, `serviceNames`).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** @param {string} root the repository's root folder */
export const serviceFolders = (root) =>
  readdirSync(join(root, 'services'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
