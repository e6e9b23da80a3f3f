import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './support/kustomize.js';

/**
 * deploy/Dockerfile's base images: every stage from the same Node and Debian release, each
 * through its digest argument, which is empty (UNPINNED, the tag floats) or a well-formed digest.
 * docs/production-build.md, "Base images by digest", says how to set and update them.
 */
const dockerfile = readFileSync(join(repoRoot, 'deploy/Dockerfile'), 'utf8');
const args = Object.fromEntries([...dockerfile.matchAll(/^ARG (\w+)=(.*)$/gm)].map((m) => [m[1], m[2]]));
const bases = [...dockerfile.matchAll(/^FROM (\S+) AS (\S+)$/gm)].map((m) => ({ image: m[1], stage: m[2] }));

describe('deploy/Dockerfile base images', () => {
  it('builds every stage from node on one Debian release, each image through its digest argument', () => {
    expect(bases.map((b) => b.stage)).toEqual(['source', 'build', 'prod-deps', 'runtime']);
    for (const { image, stage } of bases) {
      const expected =
        stage === 'runtime'
          ? `node:\${NODE_VERSION}-\${DEBIAN_RELEASE}-slim\${NODE_SLIM_DIGEST}`
          : `node:\${NODE_VERSION}-\${DEBIAN_RELEASE}\${NODE_DIGEST}`;
      expect(image, stage).toBe(expected);
    }
  });

  it('takes each digest as empty (unpinned) or @sha256 and 64 hex digits', () => {
    for (const name of ['NODE_DIGEST', 'NODE_SLIM_DIGEST']) {
      expect(args, name).toHaveProperty(name);
      expect(args[name], name).toMatch(/^(@sha256:[0-9a-f]{64})?$/);
    }
  });
});
