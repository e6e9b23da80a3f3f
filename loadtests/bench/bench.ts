/**
 * `npm run bench`: one run, side by side. A bare Fastify hello-world and the marketplace (embedded;
 * distributed too when the servers' URLs are set) are started, seeded, loaded with autocannon on
 * each read route and with jobs posted at several rates; a markdown table goes to stdout and the
 * exit code is 1 when a target in targets.ts is missed (2 when the run itself failed).
 *
 *   npm run bench                 # full: 10 s per read route, matching's rate search 10 s a step
 *   npm run bench -- --quick      # CI-sized: 3 s per read route, matching 3 steps of 5 s
 *   npm run bench -- --matching-only  # only matching: the rate search and PostgreSQL's insert floor
 *   npm run bench -- --live-only  # only the live streams (live.ts): leads on SSE, a BFF restart, idle streams
 *
 * Progress goes to stderr; only the report goes to stdout.
 */
import { execSync, spawnSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import { openDatabase } from '@localpros/kit';
import autocannon from 'autocannon';
import { LocalCluster } from '../../deploy/local/cluster.js';
import { type Floor, insertFloor, settle } from '../insert-floor.js';
import { type LeadPair, type LeadStages, leadPairs, leadStages, seedLiveBusinesses } from '../live-load.js';
import {
  DEFAULT_DISTRICTS,
  importDistricts,
  type LeadTimes,
  leadTimes,
  postJob,
  readDistricts,
  seedBusinesses,
  signIn,
} from '../matching-load.js';
import { type BenchChild, startChild } from './child.js';
import {
  type IdleRun,
  idleStreams,
  type LiveOptions,
  type LiveReport,
  type LiveTarget,
  liveMarkdown,
  openFileLimits,
  runLive,
} from './live.js';
import { type FloorShare, floorShare, floorShareMarkdown, type MatchingStep, searchRates } from './matching-floor.js';
import type { SearchOptions } from './rate-search.js';
import { type Mode, matchingTarget, type ReadRoute, readRoutes } from './targets.js';

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    duration: { type: 'string' },
    warmup: { type: 'string' },
    /** Matching's rate search (rate-search.ts): seconds a step, the first rate, the most steps. */
    'matching-duration': { type: 'string' },
    'matching-start': { type: 'string', default: '25' },
    'matching-steps': { type: 'string' },
    /** Connections inserting at once when the insert floor is measured (the best of them counts). */
    'floor-clients': { type: 'string', default: '4' },
    'matching-only': { type: 'boolean', default: false },
    businesses: { type: 'string', default: '20000' },
    leads: { type: 'string', default: '60' },
    mode: { type: 'string' },
    'embedded-database-url': { type: 'string' },
    districts: { type: 'string', default: DEFAULT_DISTRICTS },
    'skip-matching': { type: 'boolean', default: false },
    'skip-reads': { type: 'boolean', default: false },
    /** The live section (live.ts): off, or it alone. */
    'skip-live': { type: 'boolean', default: false },
    'live-only': { type: 'boolean', default: false },
    'live-businesses': { type: 'string' },
    'live-rate': { type: 'string', default: '25' },
    'live-duration': { type: 'string' },
    'live-idle': { type: 'string' },
    'live-hold': { type: 'string' },
    /** Only the read routes whose path contains one of these (comma-separated), e.g. `leads`. */
    routes: { type: 'string' },
    json: { type: 'string' },
  },
});

const quick = args.quick === true;
const readSeconds = Number(args.duration ?? (quick ? 3 : 10));
const warmupSeconds = Number(args.warmup ?? (quick ? 1 : 2));
const matchingSeconds = Number(args['matching-duration'] ?? (quick ? 5 : 10));
const search: SearchOptions = {
  start: Number(args['matching-start']),
  maxSteps: Number(args['matching-steps'] ?? (quick ? 3 : 7)),
  resolution: 0.1,
};
const floorSeconds = quick ? 3 : 10;
const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);
const liveOnly = args['live-only'] === true;
const matchingOnly = args['matching-only'] === true;
const runReads = !args['skip-reads'] && !liveOnly && !matchingOnly;
const runMatching = !args['skip-matching'] && !liveOnly;
const runLiveSection = !args['skip-live'] && !matchingOnly;
const liveOptions: LiveOptions = {
  businesses: Number(args['live-businesses'] ?? (quick ? 200 : 2000)),
  rate: Number(args['live-rate']),
  seconds: Number(args['live-duration'] ?? (quick ? 5 : 30)),
  idle: Number(args['live-idle'] ?? (quick ? 1000 : 10_000)),
  // Past one heartbeat (15 s: a ping and a session check on every stream) on a full run.
  idleHold: Number(args['live-hold'] ?? (quick ? 3 : 20)),
  warmupSeconds,
  districts: readDistricts(args.districts),
};
/** 2,000 sign-ins from one address: the BFF's per-address sign-in limit is raised (loadtests/README.md). */
/**
 * The bench measures a job's path to every lead's stream: no Premium head start (it would add its
 * minutes to the Standard businesses' latency; matching's places.test.ts checks the head start).
 */
const serverEnv = { LOGIN_RATE_LIMIT_PER_IP: '100000', MATCHING_PREMIUM_HEAD_START_SECONDS: '0' };

interface Target extends LiveTarget {
  mode: Mode;
  url: string;
  engine: string;
  /** The district gazetteer, before any job is posted (the BFF holds the locations it validates for a minute). */
  importDistricts(): Promise<void>;
  seedBusinesses(businesses: number): Promise<void>;
  leadTimes(jobIds: string[]): Promise<LeadTimes>;
  /** PostgreSQL's insert floor on the mode's own database (insert-floor.ts). */
  insertFloor(batch: number, clients: number[], seconds: number): Promise<Floor[]>;
  /** Until the marketplace has finished the last step's work (insert-floor.ts). */
  settle(): Promise<void>;
  /** Around each measured phase: a CPU profile of the embedded process when BENCH_PROFILE_DIR is set. */
  profile<T>(label: string, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

interface Measured {
  name: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

interface ReadRow extends Measured {
  ratio: number;
  minRatio?: number;
  ok: boolean;
  yardstick: ReadRoute['yardstick'];
}

interface ModeReport {
  mode: Mode;
  engine: string;
  reads: ReadRow[];
  bare: Measured[];
  leadsShown: number;
  matching: MatchingStep[];
  /** The rate search's result against the insert floor; absent when matching did not run. */
  floorShare?: FloorShare;
  failures: string[];
}

async function cannon(url: string, headers: Record<string, string>, connections: number, seconds: number) {
  return autocannon({ url, connections, duration: seconds, headers, timeout: 10 });
}

async function measure(
  name: string,
  url: string,
  headers: Record<string, string>,
  connections: number,
): Promise<Measured> {
  if (warmupSeconds > 0) await cannon(url, headers, connections, warmupSeconds);
  const result = await cannon(url, headers, connections, readSeconds);
  return {
    name,
    connections,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Sixty (--leads) jobs near the demo business, posted before the 20,000 businesses exist, so each makes few leads. */
async function seedLeads(url: string, customer: string, business: string): Promise<number> {
  const wanted = Number(args.leads);
  for (let i = 0; i < wanted; i += 1) {
    const posted = await postJob(url, customer, {
      location: 'SW',
      service: 'Domestic cleaning',
      title: `Bench job ${i}`,
    });
    if (posted.status !== 201) throw new Error(`posting a job answered ${posted.status}`);
  }
  const deadline = Date.now() + 60_000;
  for (;;) {
    const response = await fetch(`${url}/api/business/leads`, { headers: { authorization: `Bearer ${business}` } });
    const { leads } = (await response.json()) as { leads: unknown[] };
    if (leads.length >= wanted || Date.now() > deadline) return leads.length;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function runMode(target: Target, yardstick: BenchChild<{ url: string }> | undefined): Promise<ModeReport> {
  const report: ModeReport = {
    mode: target.mode,
    engine: target.engine,
    reads: [],
    bare: [],
    leadsShown: 0,
    matching: [],
    failures: [],
  };
  log(`${target.mode}: importing the district gazetteer`);
  await target.importDistricts();
  const customer = await signIn(target.url, 'customer@localpros.test');
  const business = await signIn(target.url, 'business@localpros.test');
  if (runReads && yardstick) {
    const bareUrl = yardstick.ready.url;
    log(`${target.mode}: seeding ${args.leads} leads for business@localpros.test`);
    report.leadsShown = await seedLeads(target.url, customer, business);
    if (report.leadsShown !== Number(args.leads))
      report.failures.push(`${target.mode}: the business shows ${report.leadsShown} leads, not ${args.leads}`);
    const bareByConnections = new Map<number, Measured>();
    const only = args.routes?.split(',');
    for (const route of readRoutes.filter((r) => !only || only.some((part) => r.path.includes(part)))) {
      let bare = bareByConnections.get(route.connections);
      if (!bare) {
        log(`${target.mode}: bare Fastify, ${route.connections} connections`);
        bare = await measure('bare Fastify hello-world', bareUrl, {}, route.connections);
        bareByConnections.set(route.connections, bare);
        report.bare.push(bare);
      }
      const headers: Record<string, string> = route.as ? { authorization: `Bearer ${business}` } : {};
      if (route.yardstick === 'same-body') {
        // The same bytes from memory on bare Fastify: what writing this body alone costs.
        const body = await (await fetch(`${target.url}${route.path}`, { headers })).text();
        await yardstick.request({ type: 'setBody', body });
        const kb = Math.round(Buffer.byteLength(body) / 1024);
        log(`${target.mode}: bare Fastify, the same ${kb} KB body`);
        bare = await measure(
          `bare Fastify, ${route.name}'s ${kb} KB body from memory`,
          `${bareUrl}/same-body`,
          {},
          route.connections,
        );
        report.bare.push(bare);
      }
      log(`${target.mode}: ${route.name}`);
      const measured = await target.profile(`${target.mode}-${route.path.replaceAll('/', '_')}`, () =>
        measure(route.name, `${target.url}${route.path}`, headers, route.connections),
      );
      report.reads.push(readRow(target.mode, route, measured, bare, report.failures));
    }
  }
  if (runMatching) {
    const businesses = Number(args.businesses);
    log(`${target.mode}: seeding ${businesses} businesses`);
    await target.seedBusinesses(businesses);
    report.matching = await searchRates(target, customer, readDistricts(args.districts), {
      search,
      seconds: matchingSeconds,
      warmupSeconds: quick ? 1 : 3,
      log,
    });
    report.floorShare = await floorShare(target, report.matching, {
      clients: (args['floor-clients'] as string).split(',').map(Number),
      seconds: floorSeconds,
      log,
    });
    const share = report.floorShare;
    if (!share.ok)
      report.failures.push(
        `${target.mode}: matching at ${pct(share.ratio)} of PostgreSQL's insert floor (target ≥ ${pct(matchingTarget.minFloorShare)}): ${share.rate} jobs/s × ${int(share.meanLeadsPerJob)} leads/job = ${int(share.rowsPerSecond)} rows/s against ${int(share.floor?.rowsPerSecond ?? Number.NaN)}`,
      );
    for (const step of report.matching.filter((m) => m.statuses[201] !== m.jobs))
      report.failures.push(
        `${target.mode}: matching at ${step.rate} jobs/s: answers ${JSON.stringify(step.statuses)}${step.firstError ? `, e.g. ${step.firstError}` : ''}`,
      );
  }
  return report;
}

function readRow(mode: Mode, route: ReadRoute, measured: Measured, bare: Measured, failures: string[]): ReadRow {
  const ratio = measured.rps / bare.rps;
  const minRatio = route.minRatio[mode];
  const clean = measured.non2xx === 0 && measured.errors === 0;
  const ok = clean && (minRatio === undefined || ratio >= minRatio);
  if (!clean) failures.push(`${mode}: ${route.name}: ${measured.non2xx} non-2xx, ${measured.errors} errors`);
  if (minRatio !== undefined && ratio < minRatio)
    failures.push(`${mode}: ${route.name}: ${pct(ratio)} of ${yardstickName(route)} (target ≥ ${pct(minRatio)})`);
  return { ...measured, ratio, minRatio, ok, yardstick: route.yardstick };
}

const yardstickName = (route: Pick<ReadRoute, 'yardstick'>) =>
  route.yardstick === 'same-body' ? 'bare Fastify writing the same body' : 'bare Fastify hello-world';

const pct = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;
const int = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-GB') : '-');

function printReport(reports: ModeReport[], live: LiveReport[], bareIdle: IdleRun | undefined, header: string[]) {
  const out: string[] = [...header, ''];
  for (const r of reports) {
    if (r.reads.length) {
      out.push(`### Reads, ${r.mode} (${r.engine}), ${readSeconds} s each after ${warmupSeconds} s warm-up`, '');
      out.push('| route | conns | req/s | p50 ms | p99 ms | vs bare Fastify | target | |');
      out.push('|---|---:|---:|---:|---:|---:|---:|---|');
      for (const b of r.bare)
        out.push(`| ${b.name} | ${b.connections} | ${int(b.rps)} | ${b.p50} | ${b.p99} | 100 % | | |`);
      for (const row of r.reads) {
        const against = row.yardstick === 'same-body' ? ' of the same body' : '';
        const target = row.minRatio === undefined ? '—' : `≥ ${pct(row.minRatio)}${against}`;
        const errors = row.non2xx || row.errors ? ` (${row.non2xx} non-2xx, ${row.errors} errors)` : '';
        out.push(
          `| ${row.name} | ${row.connections} | ${int(row.rps)} | ${row.p50} | ${row.p99} | ${pct(row.ratio)}${against} | ${target} | ${row.ok ? 'ok' : '**missed**'}${errors} |`,
        );
      }
      out.push('');
    }
    if (r.matching.length) {
      out.push(
        `### Matching, ${r.mode} (${r.engine}): job posted → all leads written, ${args.businesses} businesses, ${matchingSeconds} s a step, in the search's order`,
        '',
      );
      out.push(
        '| jobs/s | jobs | errors | leads/job mean (p50/max) | leads written/s | p50 ms | p95 ms | p99 ms | max ms | POST p50 / p99 ms | |',
      );
      out.push('|---:|---:|---:|---|---:|---:|---:|---:|---:|---|---|');
      for (const m of r.matching) {
        out.push(
          `| ${m.rate} | ${m.jobs} | ${m.errors} | ${int(m.meanLeadsPerJob)} (${int(m.leadsPerJob.p50)}/${int(m.leadsPerJob.max)}) | ${int(m.leadsPerSecond)} | ${int(m.postToLeadsMs.p50)} | ${int(m.postToLeadsMs.p95)} | ${int(m.postToLeadsMs.p99)} | ${int(m.postToLeadsMs.max)} | ${int(m.httpMs.p50)} / ${int(m.httpMs.p99)} | p99 ≤ ${matchingTarget.p99Ms} ms: ${m.met ? 'met' : 'missed'} |`,
        );
      }
      out.push('');
      if (r.floorShare) out.push(...floorShareMarkdown(r.floorShare), '');
    }
  }
  out.push(...liveMarkdown(live, liveOptions, bareIdle));
  const failures = [...reports.flatMap((r) => r.failures), ...live.flatMap((r) => r.failures)];
  out.push(failures.length ? `**Missed:**\n${failures.map((f) => `- ${f}`).join('\n')}` : 'Every target met.');
  process.stdout.write(`${out.join('\n')}\n`);
}

async function startEmbeddedTarget(): Promise<Target> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...serverEnv, LOG_LEVEL: 'warn' };
  for (const name of ['DATABASE_URL', 'NATS_URL', 'REDIS_URL']) delete env[name];
  if (args['embedded-database-url']) env.BENCH_EMBEDDED_DATABASE_URL = args['embedded-database-url'];
  const child: BenchChild<{ url: string; engine: string }> = await startChild('./embedded-child.ts', env);
  return {
    mode: 'embedded',
    url: child.ready.url,
    engine: args['embedded-database-url'] ? 'external PostgreSQL via DATABASE_URL' : child.ready.engine,
    importDistricts: () => child.request({ type: 'importDistricts', districts: args.districts }),
    seedBusinesses: (businesses) => child.request({ type: 'seedBusinesses', businesses, districts: args.districts }),
    leadTimes: (jobIds) => child.request({ type: 'leadTimes', jobIds }),
    insertFloor: (batch, clients, seconds) => child.request({ type: 'insertFloor', batch, clients, seconds }),
    settle: () => child.request({ type: 'settle' }),
    bffUrls: [child.ready.url],
    seedLiveBusinesses: (businesses) =>
      child.request({ type: 'seedLiveBusinesses', businesses, districts: args.districts }),
    leadPairs: (jobIds) => child.request<LeadPair[]>({ type: 'leadPairs', jobIds }),
    leadStages: (jobIds, businessIds) => child.request<LeadStages>({ type: 'leadStages', jobIds, businessIds }),
    async profile(label, work) {
      if (!process.env.BENCH_PROFILE_DIR) return work();
      await child.request({ type: 'profileStart' });
      try {
        return await work();
      } finally {
        await child.request({ type: 'profileStop', label });
      }
    },
    close: () => child.close(),
  };
}

async function startDistributedTarget(urls: { database: string; nats: string; redis?: string }): Promise<Target> {
  const pg = (await import('pg')).default;
  const scratchName = `lp_bench_${process.pid}`;
  const scratch = new URL(urls.database);
  scratch.pathname = `/${scratchName}`;
  const admin = new pg.Client({ connectionString: urls.database });
  await admin.connect();
  await admin.query(`create database ${scratchName}`);
  const lines: string[] = [];
  const cluster = new LocalCluster({
    env: {
      DATABASE_URL: scratch.toString(),
      NATS_URL: urls.nats,
      ...(urls.redis ? { REDIS_URL: urls.redis } : {}),
      BUS_NAMESPACE: `bench${process.pid}`,
      LOG_LEVEL: 'warn',
      PLATFORM: 'local',
      NODE_ENV: 'development',
      ...serverEnv,
    },
    portOffset: 700,
    // The live section spreads its streams over two BFFs and restarts one of them.
    bffReplicas: runLiveSection ? 2 : 1,
    onLine: (name, line) => lines.push(`[${name}] ${line}`),
  });
  const dropScratch = async () => {
    await admin.query(`drop database if exists ${scratchName} with (force)`).catch(() => undefined);
    await admin.end();
  };
  try {
    await cluster.start();
  } catch (error) {
    await cluster.stop();
    await dropScratch();
    process.stderr.write(`${lines.slice(-30).join('\n')}\n`);
    throw error;
  }
  const database = await openDatabase({ url: scratch.toString(), poolSize: 2 });
  return {
    mode: 'distributed',
    url: cluster.bffUrl,
    engine: `PostgreSQL, NATS JetStream, ${runLiveSection ? '9 processes (2 BFFs)' : '8 processes'}`,
    importDistricts: async () => {
      await importDistricts(database.db, readDistricts(args.districts));
    },
    seedBusinesses: (businesses) => seedBusinesses(database.db, readDistricts(args.districts), businesses),
    leadTimes: (jobIds) => leadTimes(database.db, jobIds),
    insertFloor: (batch, clients, seconds) => insertFloor(database.db, batch, clients, seconds),
    settle: () => settle(database.db),
    bffUrls: cluster.bffUrls,
    seedLiveBusinesses: (businesses) => seedLiveBusinesses(database.db, readDistricts(args.districts), businesses),
    leadPairs: (jobIds) => leadPairs(database.db, jobIds),
    leadStages: (jobIds, businessIds) => leadStages(database.db, jobIds, businessIds),
    async restartBff(index) {
      const name = index === 0 ? 'bff' : (`bff-${index + 1}` as const);
      await cluster.stopMember(name);
      await cluster.startMember(name);
    },
    profile: (_label, work) => work(),
    async close() {
      await database.close();
      await cluster.stop();
      await dropScratch();
      logProblems(lines);
    },
  };
}

/** The cluster's warnings and errors (LOG_LEVEL=warn), counted by process and message, on stderr. */
function logProblems(lines: string[]) {
  const counts = new Map<string, number>();
  for (const line of lines) {
    const match = /^\[([^\]]+)\] (\{.*\})$/.exec(line);
    if (!match) continue;
    try {
      const entry = JSON.parse(match[2] as string) as {
        level?: number;
        msg?: string;
        err?: { message?: string };
        method?: string;
      };
      if ((entry.level ?? 0) < 40) continue;
      // The error's first line too: "upstream service call failed" alone does not say which, nor why.
      const cause = entry.err?.message?.split('\n')[0]?.slice(0, 160);
      const detail = [entry.method, cause].filter(Boolean).join(': ');
      const key = `${match[1]}: ${entry.level === 40 ? 'warn' : 'error'}: ${entry.msg ?? '?'}${detail ? ` (${detail})` : ''}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    } catch {
      // not a log entry
    }
  }
  for (const [key, n] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, 20)) log(`distributed: ${n} × ${key}`);
}

function distributedUrls() {
  const env = process.env;
  const database = env.DATABASE_URL ?? env.TEST_DATABASE_URL;
  const nats = env.NATS_URL ?? env.TEST_NATS_URL;
  const redis = env.REDIS_URL ?? env.TEST_REDIS_URL;
  return database && nats ? { database, nats, redis } : undefined;
}

function header(): string[] {
  const sh = (command: string) => {
    try {
      return execSync(command, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return '?';
    }
  };
  const dirty = sh('git status --porcelain --untracked-files=no') ? ' (with uncommitted changes)' : '';
  const files = openFileLimits();
  return [
    `## npm run bench, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `Commit \`${sh('git rev-parse --short HEAD')}\`${dirty}; ${cpus().length} × ${cpus()[0]?.model ?? '?'}; Node ${process.version}; ` +
      `load average at start ${loadavg()
        .map((l) => l.toFixed(2))
        .join(
          ' / ',
        )}; ${(totalmem() / 1024 ** 3).toFixed(0)} GB memory; open files limit ${files ? files.soft : '?'}; command \`npm run bench -- ${process.argv.slice(2).join(' ')}\``,
  ];
}

async function main(): Promise<number> {
  const top = header();
  const urls = distributedUrls();
  const modes: Mode[] =
    args.mode === 'embedded' || args.mode === 'distributed'
      ? [args.mode]
      : urls
        ? ['embedded', 'distributed']
        : ['embedded'];
  if (modes.includes('distributed') && !urls)
    throw new Error('distributed needs DATABASE_URL and NATS_URL (or TEST_*)');
  const idleYardstick = runLiveSection && liveOptions.idle > 0;
  const bare: BenchChild<{ url: string }> | undefined =
    runReads || idleYardstick ? await startChild('./hello-fastify.ts', { ...process.env }) : undefined;
  const reports: ModeReport[] = [];
  const live: LiveReport[] = [];
  let bareIdle: IdleRun | undefined;
  try {
    if (bare && idleYardstick) {
      // The same idle streams on bare Fastify first, while the machine holds nothing else of the bench.
      const probe = {
        async usage() {
          const u = await bare.request<{ rss: number; heapUsed: number; cpuSeconds: number; open: number }>({
            type: 'usage',
          });
          return { rss: u.rss, heap: u.heapUsed, cpuSeconds: u.cpuSeconds, open: u.open };
        },
      };
      bareIdle = await idleStreams('bare Fastify', bare.ready.url, probe, [''], liveOptions);
    }
    for (const mode of modes) {
      log(`starting ${mode}`);
      const target = mode === 'embedded' ? await startEmbeddedTarget() : await startDistributedTarget(urls as never);
      try {
        if (runReads || runMatching) reports.push(await runMode(target, bare));
        else await target.importDistricts();
        if (runLiveSection) {
          const customer = await signIn(target.url, 'customer@localpros.test');
          live.push(await runLive(target, target.engine, customer, liveOptions));
        }
      } finally {
        await target.close();
      }
    }
  } finally {
    await bare?.close();
  }
  top.push(
    `load average at the end ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')}`,
  );
  printReport(reports, live, bareIdle, top);
  if (args.json) {
    const { writeFile } = await import('node:fs/promises');
    await writeFile(args.json, JSON.stringify({ modes: reports, live, bareIdle }, null, 2));
  }
  return [...reports, ...live].some((r) => r.failures.length > 0) ? 1 : 0;
}

/**
 * Every idle stream is a socket here and one in the BFF (another process), so this process needs
 * about that many descriptors: the soft limit is raised to what is needed (re-running the bench
 * under `ulimit -n`) when the hard limit allows, and the run stops here when it does not.
 */
function withEnoughFiles(): number | null {
  if (!runLiveSection) return null;
  const needed = liveOptions.idle + liveOptions.businesses + 1024;
  const limits = openFileLimits();
  if (!limits || limits.soft >= needed || process.env.BENCH_FILES_RAISED) return null;
  if (limits.hard < needed)
    throw new Error(
      `the live section needs ${needed} open files; the hard limit is ${limits.hard} (raise it, or pass a smaller --live-idle)`,
    );
  log(`raising the open files limit from ${limits.soft} to ${needed}`);
  const rerun = spawnSync(
    '/bin/sh',
    ['-c', `ulimit -n ${needed} && exec "$0" "$@"`, process.execPath, ...process.execArgv, ...process.argv.slice(1)],
    { stdio: 'inherit', env: { ...process.env, BENCH_FILES_RAISED: '1' } },
  );
  return rerun.status ?? 2;
}

const rerun = (() => {
  try {
    return withEnoughFiles();
  } catch (error) {
    process.stderr.write(`bench failed: ${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
})();
if (rerun !== null) process.exit(rerun);

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(2);
  },
);
