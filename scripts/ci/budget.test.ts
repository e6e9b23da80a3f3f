import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const budgetScript = fileURLToPath(new URL('./budget.mjs', import.meta.url));
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** budget.mjs on a run with this test phase, on a host whose hello-world answered this fast. */
function budgetFor(testSeconds: number, requestsPerSecond: number) {
  const folder = mkdtempSync(path.join(tmpdir(), 'localpros-budget-'));
  folders.push(folder);
  mkdirSync(path.join(folder, 'test-results'));
  writeFileSync(path.join(folder, 'phases.tsv'), `npm ci\t80\ntests (npm test)\t${testSeconds}\n`);
  writeFileSync(path.join(folder, 'yardstick.json'), JSON.stringify({ requestsPerSecond }));
  writeFileSync(
    path.join(folder, 'test-results/test-timings.json'),
    JSON.stringify({ files: [{ seconds: 123.4, project: 'e2e', file: 'e2e/security/fuzz.e2e.test.ts' }] }),
  );
  const run = spawnSync(process.execPath, [budgetScript, 'phases.tsv', 'yardstick.json'], {
    cwd: folder,
    encoding: 'utf8',
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

describe('the CI time budget (scripts/ci/budget.mjs)', () => {
  it('passes a test phase within 1000 s scaled to the host, printing the phases and slowest files', () => {
    // A host half as fast as the reference (27,500 requests/s) gets 2,000 s.
    const run = budgetFor(1990, 27_500);
    expect(run.code).toBe(0);
    expect(run.out).toContain('budget: the test phase took 1990 s of 2000 s');
    expect(run.out).toContain('123.4 s  e2e        e2e/security/fuzz.e2e.test.ts');
    expect(run.out).toContain('2070 s  in all (34.5 min)');
  });

  it('gives a host faster than the reference the reference budget, not less (the suite mostly waits)', () => {
    const run = budgetFor(990, 110_000);
    expect(run.code).toBe(0);
    expect(run.out).toContain('budget: the test phase took 990 s of 1000 s');
    expect(budgetFor(1010, 110_000).code).toBe(1);
  });

  it('fails the run when the test phase is over, saying by how much', () => {
    const run = budgetFor(1200, 55_000);
    expect(run.code).toBe(1);
    expect(run.out).toContain('1200 s of 1000 s');
    expect(run.out).toContain('OVER');
    expect(run.err).toContain('over its budget by 200 s');
  });
});
