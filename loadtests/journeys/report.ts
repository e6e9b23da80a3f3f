import type { LoadResult } from './run.js';

const ms = (v: number) => (Number.isNaN(v) ? '-' : v < 10 ? v.toFixed(1) : v.toFixed(0));

/** The run as a markdown table: every step's count, errors and latencies against its p95 limit. */
export function formatResult(result: LoadResult): string {
  const { verdict } = result;
  const lines = [
    `${result.seconds.toFixed(1)} s measured; journeys finished / broken off: ${Object.entries(result.journeys)
      .map(([id, c]) => `${id} ${c.finished}/${c.broken}`)
      .join(', ')}`,
    '',
    '| step | count | per s | errors | p50 ms | p95 ms | p99 ms | max ms | p95 limit | |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...byJourney(verdict.steps).map(
      (s) =>
        `| ${s.step} | ${s.count} | ${(s.count / result.seconds).toFixed(1)} | ${s.errors} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${ms(s.max)} | ${s.p95LimitMs} | ${s.ok ? 'ok' : '**missed**'} |`,
    ),
    '',
    `Error rate ${(verdict.errorRate * 100).toFixed(2)} %.`,
  ];
  if (result.firstFailures.length) lines.push('', 'First failures:', ...result.firstFailures.map((f) => `- ${f}`));
  lines.push(
    '',
    verdict.passed ? 'PASS: every threshold met' : `FAIL\n${verdict.missed.map((m) => `- ${m}`).join('\n')}`,
  );
  return lines.join('\n');
}

/** Steps grouped by journey (the part before the colon), each journey's in the order they first ran. */
function byJourney<T extends { step: string }>(steps: T[]): T[] {
  const journeys = [...new Set(steps.map((s) => s.step.split(':')[0]))];
  return journeys.flatMap((journey) => steps.filter((s) => s.step.split(':')[0] === journey));
}
