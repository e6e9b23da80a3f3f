import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bffConfigSchema } from '../../bff/src/config.js';
import { LocalCluster } from '../../deploy/local/cluster.js';
import { parseReplicas } from '../../deploy/local/replicas.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('--replicas for npm run start:distributed', () => {
  it('reads one or several services', () => {
    expect(parseReplicas(undefined)).toEqual({});
    expect(parseReplicas('matching=3')).toEqual({ matching: 3 });
    expect(parseReplicas('matching=2, jobs=2')).toEqual({ matching: 2, jobs: 2 });
  });

  it.each([
    ['', 'got nothing'],
    ['matching', 'got "matching"'],
    ['matching=0', 'got matching=0'],
    ['matching=10', 'got matching=10'],
    ['matching=2.5', 'got "matching=2.5"'],
    ['matcher=2', 'there is no service "matcher"'],
    ['matching=2,matching=3', 'matching is given twice'],
  ])('refuses %j with a message naming the problem', (option, problem) => {
    expect(() => parseReplicas(option)).toThrow(problem);
    expect(() => parseReplicas(option)).toThrow('--replicas takes <service>=<n>[,<service>=<n>], n from 1 to 9');
  });

  it('gives each replica its own ports, 10 apart', () => {
    const cluster = new LocalCluster({ env: {}, portOffset: 22_000, replicas: { matching: 3 } });
    expect(cluster.replicasOf('matching')).toEqual([
      { name: 'matching', opsUrl: 'http://127.0.0.1:26103' },
      { name: 'matching-2', opsUrl: 'http://127.0.0.1:26113' },
      { name: 'matching-3', opsUrl: 'http://127.0.0.1:26123' },
    ]);
    expect(cluster.replicasOf('jobs')).toEqual([{ name: 'jobs', opsUrl: 'http://127.0.0.1:26102' }]);
  });

  it('stops the command with exit code 2 and the message before starting anything', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'deploy/local/distributed.ts', '--replicas', 'matching=12'],
      {
        cwd: root,
        env: { ...process.env, DATABASE_URL: 'postgres://127.0.0.1:1/none', NATS_URL: 'nats://127.0.0.1:1' },
        encoding: 'utf8',
        timeout: 30_000,
      },
    );
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('start:distributed: --replicas takes <service>=<n>');
    expect(run.stderr).toContain('(got matching=12)');
  });
});

describe('the BFF reaches replicas through a list of addresses', () => {
  const parse = (MATCHING_GRPC_URL: string) => bffConfigSchema.safeParse({ MATCHING_GRPC_URL });

  it('accepts host:port, or IPv4 host:port of each replica separated by commas', () => {
    expect(parse('matching:5103').success).toBe(true);
    expect(parse('127.0.0.1:5103,127.0.0.1:5113,127.0.0.1:5123').success).toBe(true);
  });

  it('refuses a list of names (grpc-js resolves lists of IPv4 addresses only) and a missing port', () => {
    for (const bad of ['matching-1:5103,matching-2:5103', '127.0.0.1:5103,', '127.0.0.1']) {
      const result = parse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        'must be host:port, or IPv4 host:port of each replica separated by commas',
      );
    }
  });
});
