import { readFileSync } from 'node:fs';
import { serviceContracts } from '@localpros/contracts';
import { describe, expect, it } from 'vitest';
import { processNames } from '../production/processes.js';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const dockerfile = read('deploy/Dockerfile');
const smoke = read('scripts/production-smoke.mjs');
const build = read('scripts/build-server.mjs');
const scripts = JSON.parse(read('package.json')).scripts as Record<string, string>;

/** The Dockerfile's instructions, continuation lines joined, comments left out. */
const instructions = dockerfile
  .replace(/\\\n/g, ' ')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('#'));

describe('deploy/Dockerfile and the CI smoke (scripts/production-smoke.mjs) agree', () => {
  it('build with the same script: npm run build is build:web then build:server', () => {
    expect(scripts.build).toBe('npm run build:web && npm run build:server');
    expect(scripts['build:server']).toBe('node scripts/build-server.mjs');
    expect(instructions).toContain('RUN NODE_ENV=production npm run build');
    expect(smoke).toContain("'build:server'");
  });

  it('install the production dependencies with the same script', () => {
    expect(instructions).toContain('RUN node production-install.mjs');
    expect(smoke).toContain("'production-install.mjs'");
  });

  it('run the entry the build writes, on a supported Node LTS', () => {
    expect(build).toContain("entryPoints: { main: 'deploy/production/main.ts' }");
    expect(instructions).toContain('CMD ["node", "--enable-source-maps", "dist/main.js"]');
    expect(smoke).toContain("'dist/main.js'");
    expect(smoke).toContain("['dist/main.js', 'migrate', '--all']");
    const node = Number(/^ARG NODE_VERSION=(\d+)$/m.exec(dockerfile)?.[1]);
    expect(node).toBeGreaterThanOrEqual(22);
    expect(node % 2).toBe(0);
    // The smoke's processes run on that line, fetched when this machine's Node is another.
    expect(smoke).toContain('/^ARG NODE_VERSION=(\\d+)$/m');
    expect(smoke).toContain('const node = imageNode();');
    expect(smoke).not.toMatch(/spawn(Sync)?\(process\.execPath, \['(--enable-source-maps', )?'dist\/main\.js'/);
  });

  it('production settings: NODE_ENV, HOST, a non-root user, a health check', () => {
    expect(dockerfile).toMatch(/ENV NODE_ENV=production \\\n\s+HOST=0\.0\.0\.0/);
    expect(instructions).toContain('USER node');
    expect(instructions.join('\n')).toMatch(/HEALTHCHECK .*CMD \["node", "dist\/main\.js", "healthcheck"\]/);
    expect(smoke).toContain("NODE_ENV: 'production'");
  });

  it('can run every service and the bff (LOCALPROS_SERVICE)', () => {
    expect(processNames.sort()).toEqual([...Object.keys(serviceContracts), 'bff'].sort());
  });
});
