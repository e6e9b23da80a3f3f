import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** Where each run's per-file times go (read by .ci/run's budget check: scripts/ci/budget.mjs). */
const timingsFile = 'test-results/test-timings.json';

interface FileTiming {
  file: string;
  project: string;
  /** Seconds the file held a worker: environment, set-up, imports, then its tests and hooks. */
  seconds: number;
  importSeconds: number;
}

/**
 * Ends the run with the plain closing line CI reads in any language: "N passed, N failed, N skipped";
 * before it, where the time went: each project's total and the ten slowest files, also written to
 * test-results/test-timings.json with the run's wall time.
 */
export default class SummaryReporter implements Reporter {
  private startedAt = Date.now();

  onTestRunStart(): void {
    this.startedAt = Date.now();
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const timings: FileTiming[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
      }
      const d = module.diagnostic();
      const held = d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
      timings.push({
        file: relative(process.cwd(), module.moduleId),
        project: module.project.name,
        seconds: round(held / 1000),
        importSeconds: round(d.collectDuration / 1000),
      });
    }
    timings.sort((a, b) => b.seconds - a.seconds);
    const wallSeconds = round((Date.now() - this.startedAt) / 1000);
    const perProject = new Map<string, number>();
    for (const t of timings) perProject.set(t.project, (perProject.get(t.project) ?? 0) + t.seconds);
    const lines = [
      '',
      `test time by project (seconds a worker was held; wall ${wallSeconds.toFixed(0)} s): ${[...perProject]
        .map(([project, seconds]) => `${project} ${seconds.toFixed(0)} s`)
        .join(', ')}`,
      'the 10 slowest test files:',
      ...timings.slice(0, 10).map((t) => `  ${t.seconds.toFixed(1).padStart(7)} s  ${t.project.padEnd(10)} ${t.file}`),
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    try {
      mkdirSync(dirname(timingsFile), { recursive: true });
      writeFileSync(timingsFile, `${JSON.stringify({ wallSeconds, files: timings }, null, 2)}\n`);
    } catch {
      // A read-only checkout still gets its summary line.
    }
    process.stdout.write(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}

const round = (n: number) => Math.round(n * 10) / 10;
