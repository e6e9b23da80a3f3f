/**
 * The bench's matching section (issue 26): the rate search (rate-search.ts), one measured step a
 * rate, then PostgreSQL's insert floor for the same lead rows on the same database, and matching's
 * best rate as a share of it.
 */
import type { Floor } from '../insert-floor.js';
import { type District, type LeadTimes, type MatchingRun, postAtRate, summariseRun } from '../matching-load.js';
import { bestRate, nextRate, type SearchOptions } from './rate-search.js';
import { matchingTarget } from './targets.js';

export interface MatchingStep extends MatchingRun {
  leadsPerSecond: number;
  /** Every post answered 201 and the p99 within the target. */
  met: boolean;
}

export interface FloorShare {
  /** The highest rate met (jobs/s; 0 when none was). */
  rate: number;
  meanLeadsPerJob: number;
  rowsPerSecond: number;
  /** The best of `floors`. */
  floor?: Floor;
  floors: Floor[];
  ratio: number;
  ok: boolean;
}

/** What the section needs of a mode under test (bench.ts's Target). */
export interface MatchingUnderTest {
  mode: string;
  url: string;
  leadTimes(jobIds: string[]): Promise<LeadTimes>;
  insertFloor(batch: number, clients: number[], seconds: number): Promise<Floor[]>;
  settle(): Promise<void>;
  profile<T>(label: string, work: () => Promise<T>): Promise<T>;
}

export async function searchRates(
  target: MatchingUnderTest,
  customer: string,
  districts: District[],
  options: { search: SearchOptions; seconds: number; warmupSeconds: number; log(line: string): void },
): Promise<MatchingStep[]> {
  const steps: MatchingStep[] = [];
  for (let rate = nextRate(steps, options.search); rate !== null; rate = nextRate(steps, options.search)) {
    // Each step starts on a quiet marketplace: a missed step's backlog (notifications, admin) would
    // otherwise run into the next one, and the floor.
    await target.settle();
    options.log(`${target.mode}: matching at ${rate} jobs/s for ${options.seconds} s`);
    await postAtRate(target.url, customer, districts, Math.min(rate, 10), options.warmupSeconds);
    const posted = await target.profile(`${target.mode}-matching-${rate}`, () =>
      postAtRate(target.url, customer, districts, rate as number, options.seconds),
    );
    // Waits until no lead is being written: a missed step's backlog does not spill into the next.
    const times = await target.leadTimes(posted.flatMap((p) => (p.jobId ? [p.jobId] : [])));
    const run = summariseRun(posted, times, rate);
    const met = run.statuses[201] === run.jobs && run.postToLeadsMs.p99 <= matchingTarget.p99Ms;
    steps.push({ ...run, leadsPerSecond: run.leadsWritten / options.seconds, met });
    options.log(
      `${target.mode}: ${rate} jobs/s: p99 ${run.postToLeadsMs.p99.toFixed(0)} ms, ${met ? 'met' : 'missed'}`,
    );
  }
  return steps;
}

/** The floor measured with the best step's mean leads a statement, and the best rate's share of it. */
export async function floorShare(
  target: MatchingUnderTest,
  steps: readonly MatchingStep[],
  options: { clients: number[]; seconds: number; log(line: string): void },
): Promise<FloorShare> {
  const rate = bestRate(steps);
  const best = steps.find((s) => s.met && s.rate === rate);
  const allLeads = steps.reduce((sum, s) => sum + s.leadsWritten, 0);
  const allJobs = steps.reduce((sum, s) => sum + s.jobs, 0);
  const meanLeadsPerJob = best?.meanLeadsPerJob ?? (allJobs ? allLeads / allJobs : 0);
  const batch = Math.max(1, Math.round(meanLeadsPerJob || 330));
  options.log(`${target.mode}: PostgreSQL's insert floor, ${batch} rows a statement`);
  const floors = await target.insertFloor(batch, options.clients, options.seconds);
  const floor = floors.reduce<Floor | undefined>(
    (a, b) => (a && a.rowsPerSecond >= b.rowsPerSecond ? a : b),
    undefined,
  );
  const rowsPerSecond = rate * meanLeadsPerJob;
  const ratio = floor ? rowsPerSecond / floor.rowsPerSecond : 0;
  return { rate, meanLeadsPerJob, rowsPerSecond, floor, floors, ratio, ok: ratio >= matchingTarget.minFloorShare };
}

const int = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-GB') : '-');
const pct = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;

export function floorShareMarkdown(share: FloorShare): string[] {
  const lines = ['| figure | measured | target | |', '|---|---|---:|---|'];
  lines.push(
    `| highest rate with p99 ≤ ${matchingTarget.p99Ms} ms | ${share.rate} jobs/s × ${int(share.meanLeadsPerJob)} leads/job = ${int(share.rowsPerSecond)} rows/s | | |`,
  );
  for (const f of share.floors)
    lines.push(
      `| PostgreSQL's insert floor, ${f.clients} connection${f.clients === 1 ? '' : 's'}, ${f.batch} rows a statement | ${int(f.rowsPerSecond)} rows/s (${int(f.statementsPerSecond)} statements/s, p50 ${f.p50Ms.toFixed(1)} / p99 ${f.p99Ms.toFixed(1)} ms) | | |`,
    );
  lines.push(
    `| matching ÷ insert floor | ${pct(share.ratio)} | ≥ ${pct(matchingTarget.minFloorShare)} | ${share.ok ? 'ok' : '**missed**'} |`,
  );
  return lines;
}
