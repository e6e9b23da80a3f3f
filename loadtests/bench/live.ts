/**
 * The live section of `npm run bench` (issue 24): businesses holding `GET /api/events` open while
 * jobs are posted in their areas, then many idle streams on one BFF.
 *
 * - **Leads**: every business signs in through the BFF and holds a stream (spread over the BFFs);
 *   a customer posts jobs at a fixed rate in the businesses' districts; each lead_created that a
 *   stream carries is timed from the `POST /api/job` answer (performance.now(), this process);
 *   every lead matching wrote must reach its business's stream exactly once. The BFFs' event-loop
 *   lag over the run comes from their /metrics (prom-client's histogram, reset at each scrape).
 * - **Restart** (two BFFs): the same, while one BFF is stopped (SIGTERM) and started again: its
 *   streams end, their clients reconnect to the other with Last-Event-ID and must still receive
 *   every lead exactly once.
 * - **Idle**: many streams held by one BFF, its memory (/metrics: RSS, V8 heap used) before and
 *   after, divided by the streams.
 */
import { readFileSync } from 'node:fs';
import { dropReasons, type LiveClient, openClients, streamAgent } from '../live-clients.js';
import {
  type LeadPair,
  type LeadStages,
  liveBusinessEmail,
  liveBusinessId,
  liveDistricts,
  liveServices,
} from '../live-load.js';
import { type District, postJob, signIn } from '../matching-load.js';
import { seededRandom, summarise } from '../stats.js';
import { liveTargets, type Mode } from './targets.js';

export interface LiveOptions {
  businesses: number;
  rate: number;
  seconds: number;
  idle: number;
  /** Seconds the idle streams are held before the second measure (past a heartbeat on a full run). */
  idleHold: number;
  /** Seconds of posting at up to 10 jobs/s before the first run, not counted (as the other sections warm up). */
  warmupSeconds: number;
  districts: District[];
}

/** What the live section needs of a running marketplace. */
export interface LiveTarget {
  mode: Mode;
  /** Every BFF; streams are spread over them, jobs posted through the first. */
  bffUrls: string[];
  seedLiveBusinesses(businesses: number): Promise<void>;
  leadPairs(jobIds: string[]): Promise<LeadPair[]>;
  leadStages(jobIds: string[], businessIds: string[]): Promise<LeadStages>;
  /** Stops BFF `index` (SIGTERM) and starts it again; resolves once it is ready. */
  restartBff?(index: number): Promise<void>;
  /** A CPU profile of the work (embedded, BENCH_PROFILE_DIR set); otherwise just the work. */
  profile?<T>(label: string, work: () => Promise<T>): Promise<T>;
}

interface Lag {
  url: string;
  p50: number;
  p99: number;
  max: number;
  /** The BFF process's CPU over the run, in cores (1 = one core busy); embedded: the whole marketplace. */
  cpu?: number;
}

export interface LeadsRun {
  name: string;
  bffs: number;
  streams: number;
  jobs: number;
  /** Answers other than 201. */
  postErrors: number;
  expected: number;
  delivered: number;
  lost: number;
  duplicates: number;
  /** lead_created of these jobs for a business matching wrote no lead for (another user's event). */
  strangers: number;
  leadsPerJob: number;
  /** POST /api/job answered → lead_created parsed by the business's client. */
  ms: ReturnType<typeof summarise>;
  /** On the database's clock from the job stored: its lead written, the lead's notification stored. */
  leadWrittenMs: ReturnType<typeof summarise>;
  notificationMs: ReturnType<typeof summarise>;
  /** POST /api/job sent → answered. */
  postMs: ReturnType<typeof summarise>;
  lag: Lag[];
  /** Streams opened again during the run, and how many of those sent Last-Event-ID. */
  reconnections: number;
  resumed: number;
  /** How many posts got each answer ("201", or the status and message). */
  postStatuses: Record<string, number>;
  /** Why streams ended during the run (live-clients.ts dropReasons). */
  drops: Record<string, number>;
  /** For the restart run: how long the BFF was away (stop → ready again). */
  restartMs?: number;
  goalMs?: number;
  ok: boolean;
}

export interface IdleRun {
  /** The mode, or the yardstick. */
  label: string;
  url: string;
  streams: number;
  /** Streams still open at the end of the hold, and why the others ended. */
  stillOpen: number;
  drops: Record<string, number>;
  /** Seconds waited for the BFF to be quiet (under QUIET_CPU) before the first measure (at most 120). */
  settleSeconds: number;
  openSeconds: number;
  holdSeconds: number;
  rssBefore: number;
  rssAfter: number;
  heapBefore: number;
  heapAfter: number;
  /** CPU seconds of the BFF process per second of the hold (1 = one core). */
  cpuWhileIdle: number;
  kbPerStream: number;
  heapKbPerStream: number;
  ok: boolean;
}

export interface LiveReport {
  mode: Mode;
  engine: string;
  businesses: number;
  signInSeconds: number;
  runs: LeadsRun[];
  idle?: IdleRun;
  failures: string[];
}

const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** prom-client's event-loop histogram samples every 10 ms: a value is that interval plus the lag. */
const LAG_RESOLUTION_S = 0.01;

/** A /metrics scrape: each sample's value, summed over its labels. */
async function scrape(url: string): Promise<Map<string, number>> {
  const response = await fetch(`${url}/metrics`);
  if (!response.ok) throw new Error(`${url}/metrics answered ${response.status}`);
  const values = new Map<string, number>();
  for (const line of (await response.text()).split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{[^}]*\})?\s+(\S+)/.exec(line);
    if (!match) continue;
    const [, name, , value] = match as unknown as [string, string, string | undefined, string];
    values.set(name, (values.get(name) ?? 0) + Number(value));
  }
  return values;
}

/** Redeliveries so far by consumer and event type (localpros_events_redelivered_total), as `consumer/type`. */
async function redeliveries(url: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const response = await fetch(`${url}/metrics`);
  for (const line of (await response.text()).split('\n')) {
    if (!line.startsWith('localpros_events_redelivered_total{')) continue;
    const consumer = /consumer="([^"]*)"/.exec(line)?.[1] ?? '?';
    const type = /type="([^"]*)"/.exec(line)?.[1] ?? '?';
    counts.set(`${consumer}/${type}`, Number(line.split(' ').at(-1)));
  }
  return counts;
}

const metric = (values: Map<string, number>, name: string) => {
  const value = values.get(name);
  if (value === undefined) throw new Error(`/metrics has no ${name}`);
  return value;
};

const lagOf = (url: string, values: Map<string, number>): Lag => {
  const ms = (name: string) => Math.max(0, metric(values, name) - LAG_RESOLUTION_S) * 1000;
  return {
    url,
    p50: ms('nodejs_eventloop_lag_p50_seconds'),
    p99: ms('nodejs_eventloop_lag_p99_seconds'),
    max: ms('nodejs_eventloop_lag_max_seconds'),
  };
};

/** Waits until each BFF holds `streams` open streams (its localpros_live_streams_open). */
async function waitForOpenStreams(urls: string[], streams: (url: string) => number, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await Promise.all(urls.map(async (url) => metric(await scrape(url), 'localpros_live_streams_open')));
    if (open.every((n, i) => n === streams(urls[i] as string))) return;
    if (Date.now() > deadline)
      throw new Error(`the BFFs hold ${open.join(', ')} streams, not ${urls.map(streams).join(', ')}`);
    await sleep(250);
  }
}

/** The soft and hard limits on open files of this process (Linux), or null elsewhere. */
export function openFileLimits(): { soft: number; hard: number } | null {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const [soft, hard] = (line?.match(/(\d+|unlimited)/g) ?? []).map((v) =>
      v === 'unlimited' ? Number.POSITIVE_INFINITY : Number(v),
    );
    return soft === undefined || hard === undefined ? null : { soft, hard };
  } catch {
    return null;
  }
}

/** Signs each business in through the BFF (identity checks the password: argon2), a few at a time. */
async function signInAll(url: string, emails: string[], parallel = 6): Promise<string[]> {
  const tokens: string[] = new Array(emails.length);
  let next = 0;
  const worker = async () => {
    while (next < emails.length) {
      const i = next++;
      tokens[i] = await signIn(url, emails[i] as string);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return tokens;
}

/** Posts jobs on a fixed schedule (open loop) in the given districts; each answer's monotonic time. */
async function postLiveJobs(
  url: string,
  customer: string,
  places: District[],
  rate: number,
  seconds: number,
  seed = 20261202,
) {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  const total = Math.round(rate * seconds);
  const started = performance.now();
  const posts: Promise<{
    jobId: string | null;
    status: number;
    message?: string;
    sentAt: number;
    answeredAt: number;
  }>[] = [];
  for (let i = 0; i < total; i += 1) {
    const wait = started + (i * 1000) / rate - performance.now();
    if (wait > 0) await sleep(wait);
    const sentAt = performance.now();
    posts.push(
      postJob(url, customer, { location: pick(places).outcode, service: pick(liveServices) }).then((posted) => ({
        jobId: posted.jobId,
        status: posted.status,
        message: posted.message,
        sentAt,
        answeredAt: performance.now(),
      })),
    );
  }
  return Promise.all(posts);
}

/**
 * Jobs posted before the first run, at up to 10 a second, their leads awaited (until none came for
 * a second): the first seconds of a cold marketplace (pools opening, code not yet optimised, the
 * tables just seeded) are not the steady state the run measures. Their leads are not counted.
 */
async function warmUp(target: LiveTarget, options: LiveOptions, clients: LiveClient[], customer: string) {
  if (options.warmupSeconds <= 0) return;
  const places = liveDistricts(options.districts, options.businesses);
  const rate = Math.min(options.rate, 10);
  log(`${target.mode}: live: warming up, jobs at ${rate}/s for ${options.warmupSeconds} s (not counted)`);
  await postLiveJobs(target.bffUrls[0] as string, customer, places, rate, options.warmupSeconds, 20261129);
  const heard = () => clients.reduce((sum, client) => sum + client.leads.length, 0);
  let last = -1;
  for (let waited = 0; waited < 10_000 && heard() !== last; waited += 1000) {
    last = heard();
    await sleep(1000);
  }
}

/**
 * One run of posting while every business holds a stream (clients[i] is business i's, open all
 * along like a tab): latency, loss and duplicates by job id, the BFFs' loop lag; `restart` stops
 * and starts one BFF a third of the way in.
 */
async function leadsRun(
  target: LiveTarget,
  options: LiveOptions,
  clients: LiveClient[],
  customer: string,
  name: string,
  restart?: number,
): Promise<LeadsRun> {
  const urls = target.bffUrls;
  const posting = urls[0] as string;
  const jobIds = new Set<string>();
  await waitForOpenStreams(urls, (url) => clients.filter((c) => urls[c.urlIndex] === url).length);
  const opensBefore = clients.map((c) => ({ opens: c.opens, resumes: c.resumes }));
  const dropsBefore = dropReasons(clients);
  // A scrape resets each BFF's loop-lag histogram; its CPU so far is the start of the run's.
  const cpuBefore = await Promise.all(urls.map(async (url) => metric(await scrape(url), 'process_cpu_seconds_total')));
  const runStarted = performance.now();
  const redeliveredBefore = await redeliveries(posting);
  const places = liveDistricts(options.districts, options.businesses);
  log(`${target.mode}: live: ${name}: jobs at ${options.rate}/s for ${options.seconds} s`);
  let restartMs: number | undefined;
  const restarting =
    restart === undefined || !target.restartBff
      ? Promise.resolve()
      : sleep((options.seconds * 1000) / 3).then(async () => {
          log(`${target.mode}: live: restarting BFF ${restart + 1} (${urls[restart]})`);
          const stopped = performance.now();
          await target.restartBff?.(restart);
          restartMs = performance.now() - stopped;
          log(`${target.mode}: live: BFF ${restart + 1} ready again after ${(restartMs / 1000).toFixed(1)} s`);
        });
  const answers = await postLiveJobs(posting, customer, places, options.rate, options.seconds);
  await restarting;
  for (const answer of answers) if (answer.jobId) jobIds.add(answer.jobId);
  const answeredAt = new Map(answers.flatMap((a) => (a.jobId ? [[a.jobId, a.answeredAt] as const] : [])));
  // A client keeps every lead it hears; only this run's jobs count.
  // The demo businesses get leads too; only the businesses holding a stream count.
  const streaming = new Set(clients.map((_, i) => liveBusinessId(i)));
  const expected = (await target.leadPairs([...jobIds])).filter((pair) => streaming.has(pair.businessId));
  const expectedBy = new Map<string, Set<string>>();
  for (const pair of expected) {
    const jobs = expectedBy.get(pair.businessId) ?? new Set<string>();
    jobs.add(pair.jobId);
    expectedBy.set(pair.businessId, jobs);
  }
  const arrivedOf = (client: LiveClient) => client.leads.filter((lead) => jobIds.has(lead.jobId));
  const arrivedCount = () => clients.reduce((sum, c) => sum + arrivedOf(c).length, 0);
  // Until every lead arrived, or nothing new came for 10 s (a resume waits 3 s, then its backlog).
  let last = -1;
  let quietSince = performance.now();
  while (arrivedCount() < expected.length && performance.now() - quietSince < 10_000) {
    const now = arrivedCount();
    if (now !== last) {
      last = now;
      quietSince = performance.now();
    }
    await sleep(200);
  }
  const after = await Promise.all(urls.map(scrape));
  const seconds = (performance.now() - runStarted) / 1000;
  const lag = urls.map((url, i) => {
    const cpu = metric(after[i] as Map<string, number>, 'process_cpu_seconds_total') - (cpuBefore[i] as number);
    // A restarted BFF's counters began again: its CPU over the run is not known.
    return { ...lagOf(url, after[i] as Map<string, number>), cpu: cpu >= 0 ? cpu / seconds : undefined };
  });
  const redelivered = [...(await redeliveries(posting))]
    .map(([key, n]) => [key, n - (redeliveredBefore.get(key) ?? 0)] as const)
    .filter(([, n]) => n > 0);
  if (redelivered.length)
    log(`${target.mode}: live: ${name}: redelivered ${redelivered.map(([key, n]) => `${key} ×${n}`).join(', ')}`);
  const latencies: number[] = [];
  let delivered = 0;
  let lost = 0;
  let duplicates = 0;
  let strangers = 0;
  clients.forEach((client, i) => {
    const wanted = expectedBy.get(liveBusinessId(i)) ?? new Set<string>();
    const seen = new Map<string, number>();
    for (const lead of arrivedOf(client)) {
      seen.set(lead.jobId, (seen.get(lead.jobId) ?? 0) + 1);
      if (!wanted.has(lead.jobId)) strangers += 1;
      else if (seen.get(lead.jobId) === 1) latencies.push(lead.at - (answeredAt.get(lead.jobId) as number));
    }
    for (const jobId of wanted) {
      const times = seen.get(jobId) ?? 0;
      if (times === 0) lost += 1;
      else delivered += 1;
      if (times > 1) duplicates += times - 1;
    }
  });
  const goalMs = liveTargets.p99Ms[target.mode];
  const ms = summarise(latencies);
  // Where in the run the slow ones were: p99 by 5 s of posting (a warm-up, a stall, a steady climb).
  const slices = new Map<number, number[]>();
  clients.forEach((client) => {
    for (const lead of arrivedOf(client)) {
      const posted = answeredAt.get(lead.jobId);
      if (posted === undefined) continue;
      const slice = Math.floor((posted - runStarted) / 5000);
      const values = slices.get(slice) ?? [];
      values.push(lead.at - posted);
      slices.set(slice, values);
    }
  });
  log(
    `${target.mode}: live: ${name}: p99 by 5 s of posting: ${[...slices]
      .sort((a, b) => a[0] - b[0])
      .map(([slice, values]) => `${slice * 5}s ${summarise(values).p99.toFixed(0)}`)
      .join(', ')} ms`,
  );
  const stages = await target.leadStages([...jobIds], [...streaming]);
  const postErrors = answers.filter((a) => a.status !== 201).length;
  const clean = lost === 0 && duplicates === 0 && strangers === 0 && postErrors === 0 && expected.length > 0;
  return {
    name,
    bffs: urls.length,
    streams: clients.length,
    jobs: answers.length,
    postErrors,
    expected: expected.length,
    delivered,
    lost,
    duplicates,
    strangers,
    leadsPerJob: expected.length / Math.max(1, jobIds.size),
    ms,
    leadWrittenMs: summarise(stages.leadWrittenMs),
    notificationMs: summarise(stages.notificationMs),
    postMs: summarise(answers.map((a) => a.answeredAt - a.sentAt)),
    lag,
    reconnections: clients.reduce((sum, c, i) => sum + c.opens - (opensBefore[i]?.opens ?? 0), 0),
    resumed: clients.reduce((sum, c, i) => sum + c.resumes - (opensBefore[i]?.resumes ?? 0), 0),
    postStatuses: answers.reduce<Record<string, number>>((counts, a) => {
      const key = a.status === 201 ? '201' : `${a.status} ${a.message ?? ''}`.trim();
      counts[key] = (counts[key] ?? 0) + 1;
      return counts;
    }, {}),
    drops: Object.fromEntries(
      Object.entries(dropReasons(clients))
        .map(([why, n]) => [why, n - (dropsBefore[why] ?? 0)] as const)
        .filter(([, n]) => n > 0),
    ),
    restartMs,
    goalMs: restart === undefined ? goalMs : undefined,
    ok: clean && (restart !== undefined || ms.p99 <= goalMs),
  };
}

/** A process using less CPU than this (cores) is taken to be quiet. */
const QUIET_CPU = 0.1;

/** What the idle run reads of the process holding the streams. */
export interface UsageProbe {
  usage(): Promise<{ rss: number; heap: number; cpuSeconds: number; open: number }>;
}

/** A BFF's figures from its /metrics. */
const metricsProbe = (url: string): UsageProbe => ({
  async usage() {
    const values = await scrape(url);
    return {
      rss: metric(values, 'process_resident_memory_bytes'),
      heap: metric(values, 'nodejs_heap_size_used_bytes'),
      cpuSeconds: metric(values, 'process_cpu_seconds_total'),
      open: metric(values, 'localpros_live_streams_open'),
    };
  },
});

async function waitForOpen(probe: UsageProbe, streams: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { open } = await probe.usage();
    if (open === streams) return;
    if (Date.now() > deadline) throw new Error(`${open} streams open, not ${streams}`);
    await sleep(250);
  }
}

/**
 * `options.idle` idle streams on one server (tokens[k % tokens.length] each): its memory once it
 * is quiet, then with the streams open past the hold, per stream.
 */
export async function idleStreams(
  label: string,
  url: string,
  probe: UsageProbe,
  tokens: string[],
  options: LiveOptions,
): Promise<IdleRun> {
  const sample = async (seconds: number) => {
    // The smallest heap seen over a few samples is the nearest to what is live (garbage comes and goes).
    const samples: Awaited<ReturnType<UsageProbe['usage']>>[] = [];
    for (let i = 0; i < seconds * 2; i += 1) {
      samples.push(await probe.usage());
      await sleep(500);
    }
    const rss = samples.map((s) => s.rss).sort((a, b) => a - b);
    return {
      rss: rss[Math.floor(rss.length / 2)] as number,
      heap: Math.min(...samples.map((s) => s.heap)),
      cpu: (samples.at(-1) as (typeof samples)[number]).cpuSeconds,
      at: performance.now(),
    };
  };
  // The leads run's tail (alerts, e-mails, garbage) settles first: 'before' is a quiet process.
  const settling = performance.now();
  let cpu = (await probe.usage()).cpuSeconds;
  for (;;) {
    await sleep(2000);
    const now = (await probe.usage()).cpuSeconds;
    const quiet = (now - cpu) / 2 < QUIET_CPU;
    cpu = now;
    if (quiet || performance.now() - settling > 120_000) break;
  }
  const settleSeconds = (performance.now() - settling) / 1000;
  const before = await sample(3);
  const streamTokens = Array.from({ length: options.idle }, (_, k) => tokens[k % tokens.length] as string);
  const agent = streamAgent();
  log(`${label}: live: opening ${options.idle} idle streams on ${url}`);
  const opening = performance.now();
  const clients = await openClients(streamTokens, { urls: [url], agent, parallel: 200, timeoutMs: 300_000 });
  const openSeconds = (performance.now() - opening) / 1000;
  await waitForOpen(probe, options.idle);
  const held = performance.now();
  log(`${label}: live: ${options.idle} streams open in ${openSeconds.toFixed(1)} s; holding ${options.idleHold} s`);
  const cpuStart = (await probe.usage()).cpuSeconds;
  await sleep(options.idleHold * 1000);
  const after = await sample(3);
  // Cut once open, not refused at opening (a refused open was tried again until it streamed).
  const stillOpen = clients.filter((c) => c.isStreaming && c.cut === 0).length;
  const drops = dropReasons(clients);
  for (const client of clients) client.close();
  agent.destroy();
  await waitForOpen(probe, 0);
  const kbPerStream = (after.rss - before.rss) / 1024 / options.idle;
  return {
    label,
    url,
    streams: options.idle,
    stillOpen,
    drops,
    settleSeconds,
    openSeconds,
    holdSeconds: (after.at - held) / 1000,
    rssBefore: before.rss,
    rssAfter: after.rss,
    heapBefore: before.heap,
    heapAfter: after.heap,
    cpuWhileIdle: (after.cpu - cpuStart) / ((after.at - held) / 1000),
    kbPerStream,
    heapKbPerStream: (after.heap - before.heap) / 1024 / options.idle,
    ok: stillOpen === options.idle && kbPerStream <= liveTargets.maxKbPerIdleStream,
  };
}

export async function runLive(
  target: LiveTarget,
  engine: string,
  customer: string,
  options: LiveOptions,
): Promise<LiveReport> {
  const report: LiveReport = {
    mode: target.mode,
    engine,
    businesses: options.businesses,
    signInSeconds: 0,
    runs: [],
    failures: [],
  };
  log(`${target.mode}: live: seeding ${options.businesses} businesses that sign in`);
  await target.seedLiveBusinesses(options.businesses);
  // One session per business; the idle streams need one per LIVE_STREAMS_PER_SESSION (5) streams.
  const sessions = Math.max(options.businesses, Math.ceil(options.idle / 5));
  const emails = Array.from({ length: sessions }, (_, k) => liveBusinessEmail(k % options.businesses));
  log(`${target.mode}: live: ${sessions} sign-ins`);
  const signingIn = performance.now();
  const tokens = await signInAll(target.bffUrls[0] as string, emails);
  report.signInSeconds = (performance.now() - signingIn) / 1000;
  // `--live-duration 0`: the idle streams only.
  if (options.seconds > 0) {
    const agent = streamAgent();
    log(`${target.mode}: live: ${options.businesses} streams over ${target.bffUrls.length} BFF(s)`);
    const clients = await openClients(tokens.slice(0, options.businesses), { urls: target.bffUrls, agent });
    try {
      const profiled = <T>(label: string, work: () => Promise<T>) => target.profile?.(label, work) ?? work();
      await warmUp(target, options, clients, customer);
      report.runs.push(
        await profiled(`${target.mode}-live-leads`, () => leadsRun(target, options, clients, customer, 'leads')),
      );
      if (target.bffUrls.length > 1 && target.restartBff)
        report.runs.push(await leadsRun(target, options, clients, customer, 'leads, BFF 2 restarted', 1));
    } finally {
      for (const client of clients) client.close();
      agent.destroy();
    }
    await waitForOpenStreams(target.bffUrls, () => 0);
  }
  for (const r of report.runs) {
    const problems = [
      r.postErrors ? `${r.postErrors} posts not answered 201 (${JSON.stringify(r.postStatuses)})` : '',
      r.expected === 0 ? 'no lead was written' : '',
      r.lost ? `${r.lost} of ${r.expected} leads never reached their stream` : '',
      r.duplicates ? `${r.duplicates} leads arrived twice` : '',
      r.strangers ? `${r.strangers} leads reached a business they were not for` : '',
      r.goalMs !== undefined && r.ms.p99 > r.goalMs ? `p99 ${r.ms.p99.toFixed(0)} ms (target ≤ ${r.goalMs})` : '',
    ].filter(Boolean);
    if (problems.length) report.failures.push(`${target.mode}: live ${r.name}: ${problems.join('; ')}`);
  }
  if (options.idle > 0) {
    const url = target.bffUrls[0] as string;
    report.idle = await idleStreams(target.mode, url, metricsProbe(url), tokens, options);
    const idle = report.idle;
    if (idle.stillOpen !== idle.streams)
      report.failures.push(
        `${target.mode}: live idle: ${idle.streams - idle.stillOpen} streams cut while idle (every attempt's end: ${JSON.stringify(idle.drops)})`,
      );
    if (idle.kbPerStream > liveTargets.maxKbPerIdleStream)
      report.failures.push(
        `${target.mode}: live idle: ${idle.kbPerStream.toFixed(1)} KB per stream (target ≤ ${liveTargets.maxKbPerIdleStream})`,
      );
  }
  return report;
}

const int = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-GB') : '-');
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

/** The live section of the markdown report: the modes side by side, one row each. */
export function liveMarkdown(reports: LiveReport[], options: LiveOptions, bareIdle?: IdleRun): string[] {
  if (reports.length === 0) return [];
  const out: string[] = [];
  if (reports.some((r) => r.runs.length > 0)) out.push(...leadsMarkdown(reports, options));
  out.push(
    '',
    `Sign-in of the businesses (argon2 in identity): ${reports.map((r) => `${r.mode} ${r.signInSeconds.toFixed(0)} s`).join(', ')}.`,
  );
  const idle = [...(bareIdle ? [bareIdle] : []), ...reports.flatMap((r) => (r.idle ? [r.idle] : []))];
  if (idle.length) {
    out.push(
      '',
      `### Live streams: ${options.idle.toLocaleString('en-GB')} idle streams held by one BFF (${Math.ceil(options.idle / 5).toLocaleString('en-GB')}+ sessions, 5 streams each at most), ${options.idleHold} s hold`,
      '',
      'Memory of the BFF’s process (embedded: the whole marketplace) once it is quiet, then with the streams open: RSS',
      '(median of 6 scrapes) and V8 heap used (lowest of 6), the difference divided by the streams. The yardstick is the',
      'bare Fastify’s `GET /api/events` in the same run: a PassThrough with a `retry:` line and a 15 s ping, no session, no hub.',
      '',
      '| process | streams (still open) | settled, opened in s | RSS before → after MB | KB per stream (RSS) | V8 heap used before → after MB | heap KB per stream | CPU while idle | |',
      '|---|---:|---:|---|---:|---|---:|---:|---|',
    );
    for (const i of idle) {
      const yardstick = i === bareIdle;
      out.push(
        `| ${yardstick ? 'bare Fastify SSE' : i.label} | ${int(i.streams)} (${int(i.stillOpen)}) | ${i.settleSeconds.toFixed(0)}, ${i.openSeconds.toFixed(1)} | ${mb(i.rssBefore)} → ${mb(i.rssAfter)} | ${i.kbPerStream.toFixed(1)} | ${mb(i.heapBefore)} → ${mb(i.heapAfter)} | ${i.heapKbPerStream.toFixed(1)} | ${(i.cpuWhileIdle * 100).toFixed(0)} % of a core | ${yardstick ? 'yardstick' : `target ≤ ${liveTargets.maxKbPerIdleStream} KB: ${i.ok ? 'ok' : '**missed**'}`} |`,
      );
    }
    for (const i of idle)
      if (Object.keys(i.drops).length)
        out.push(
          '',
          `${i.label}: idle stream attempts that ended (refused at opening and tried again, or cut): ${JSON.stringify(i.drops)}.`,
        );
  }
  out.push('');
  return out;
}

function leadsMarkdown(reports: LiveReport[], options: LiveOptions): string[] {
  const out: string[] = [
    `### Live streams: ${options.businesses.toLocaleString('en-GB')} businesses on GET /api/events, jobs at ${options.rate}/s for ${options.seconds} s in their districts`,
    '',
    'POST /api/job answered → lead_created parsed by the business’s client (one process, monotonic clock), every lead',
    'matching wrote for the run’s jobs counted by job id on its business’s stream, after a warm-up',
    `(${options.warmupSeconds} s of jobs at up to 10/s, their leads awaited, not counted). Loop lag: each BFF’s`,
    '`nodejs_eventloop_lag_*` over the run, less prom-client’s 10 ms sampling interval; BFF CPU: its process over the run',
    '(embedded: the whole marketplace), 100 % = one core; with two BFFs, each figure is one BFF’s.',
    '',
    '| mode | run | BFFs | streams | jobs | leads/job | leads delivered | lost | dup. | p50 ms | p95 ms | p99 ms | max ms | BFF loop lag p50 / p99 / max ms | BFF CPU | reconnected (resumed) | |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|---|---|',
  ];
  for (const report of reports) {
    for (const r of report.runs) {
      const lag = r.lag.map((l) => `${l.p50.toFixed(1)} / ${l.p99.toFixed(1)} / ${l.max.toFixed(0)}`).join('; ');
      const cpu = r.lag.map((l) => (l.cpu === undefined ? '–' : `${(l.cpu * 100).toFixed(0)} %`)).join('; ');
      const verdict = r.goalMs !== undefined ? `target p99 ≤ ${r.goalMs} ms, 0 lost` : '0 lost, 0 duplicated';
      const restart = r.restartMs !== undefined ? `; BFF 2 away ${(r.restartMs / 1000).toFixed(1)} s` : '';
      out.push(
        `| ${report.mode} | ${r.name} | ${r.bffs} | ${int(r.streams)} | ${int(r.jobs)} | ${r.leadsPerJob.toFixed(1)} | ${int(r.delivered)} of ${int(r.expected)} | ${r.lost} | ${r.duplicates} | ${int(r.ms.p50)} | ${int(r.ms.p95)} | ${int(r.ms.p99)} | ${int(r.ms.max)} | ${lag} | ${cpu} | ${int(r.reconnections)} (${int(r.resumed)})${restart} | ${verdict}: ${r.ok ? 'ok' : '**missed**'} |`,
      );
    }
  }
  out.push(
    '',
    'Where the time went, on the database’s clock from the job stored (`jobs.jobs.created_at`): the lead written',
    '(`matching.leads`), then its lead_created stored (`notifications.lead_notifications.created_at`, its transaction’s start).',
    '',
    '| mode | run | POST /api/job p50 / p99 ms | job → lead written p50 / p99 ms | job → notification stored p50 / p99 ms | POST answered → on the stream p50 / p99 ms |',
    '|---|---|---|---|---|---|',
  );
  for (const report of reports)
    for (const r of report.runs)
      out.push(
        `| ${report.mode} | ${r.name} | ${int(r.postMs.p50)} / ${int(r.postMs.p99)} | ${int(r.leadWrittenMs.p50)} / ${int(r.leadWrittenMs.p99)} | ${int(r.notificationMs.p50)} / ${int(r.notificationMs.p99)} | ${int(r.ms.p50)} / ${int(r.ms.p99)} |`,
      );
  for (const report of reports)
    for (const r of report.runs) {
      const notes = [
        Object.keys(r.drops).length ? `streams ended ${JSON.stringify(r.drops)}` : '',
        r.postErrors ? `POST /api/job answers ${JSON.stringify(r.postStatuses)}` : '',
      ].filter(Boolean);
      if (notes.length) out.push('', `${report.mode}, ${r.name}: ${notes.join('; ')}.`);
    }
  return out;
}
