/**
 * Matching scaled out: fan-out throughput with 1, 2 and 3 matching replicas, in one run.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres TEST_NATS_URL=nats://127.0.0.1:4222 \
 *     npx tsx loadtests/bench/fan-out.ts [--replicas 1,2,3] [--jobs 600] [--businesses 20000]
 *
 * One distributed cluster (scratch database, own bus namespace) is started with the most replicas
 * asked for. For each replica count: every matching process is stopped, a backlog of jobs is
 * posted (JobPosted waits in JetStream), then that many replicas are started together. Throughput
 * is measured from the moment all of them are ready to the last lead written: jobs whose leads
 * were finished in that window per second, and leads written in it per second. The posting and the
 * replicas' start-up are outside the window, so the figure is matching's own.
 *
 * Exit 1 when a lead was lost or duplicated, a JobPosted was not handled exactly once, or the speed-up
 * of 2 replicas over 1 misses --min-speedup (1.7) on a machine with at least --speedup-cores (4) cores;
 * below that the speed-up is reported, not gated (PostgreSQL, the replicas and this generator share
 * the cores). Exit 2 when the run itself failed.
 */
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { busNames, openDatabase } from '@localpros/kit';
import { sql } from 'drizzle-orm';
import { connect } from 'nats';
import pg from 'pg';
import { LocalCluster, type ProcessName } from '../../deploy/local/cluster.js';
import { processedCount } from '../../e2e/scale/replica-metrics.js';
import { checkLeads } from '../lead-check.js';
import {
  DEFAULT_DISTRICTS,
  importDistricts,
  postJob,
  readDistricts,
  seedBusinesses,
  signIn,
} from '../matching-load.js';
import { seededRandom } from '../stats.js';

const { values: args } = parseArgs({
  options: {
    replicas: { type: 'string', default: '1,2,3' },
    jobs: { type: 'string', default: '600' },
    businesses: { type: 'string', default: '20000' },
    districts: { type: 'string', default: DEFAULT_DISTRICTS },
    'min-speedup': { type: 'string', default: '1.7' },
    'speedup-cores': { type: 'string', default: '4' },
    json: { type: 'string' },
  },
});
const log = (line: string) => process.stderr.write(`[fan-out] ${line}\n`);
const counts = (args.replicas as string).split(',').map(Number);
if (counts.some((n) => !Number.isInteger(n) || n < 1 || n > 9)) throw new Error('--replicas: whole numbers 1-9');
const backlog = Number(args.jobs);
const maxReplicas = Math.max(...counts);

interface Phase {
  replicas: number;
  jobs: number;
  windowSeconds: number;
  jobsPerSecond: number;
  leadsPerSecond: number;
  leadsWritten: number;
  /** JobPosted handled by each replica in the phase (its /metrics; every replica starts afresh a phase). */
  handledPerReplica: number[];
  lost: number;
  duplicates: number;
  jobsShort: number;
  notPosted: number;
}

async function main(): Promise<number> {
  const env = process.env;
  const databaseUrl = env.DATABASE_URL ?? env.TEST_DATABASE_URL;
  const natsUrl = env.NATS_URL ?? env.TEST_NATS_URL;
  if (!databaseUrl || !natsUrl)
    throw new Error('needs DATABASE_URL and NATS_URL (or TEST_DATABASE_URL and TEST_NATS_URL)');
  const scratchName = `lp_fanout_${process.pid}`;
  const namespace = `fanout${process.pid}`;
  const scratch = new URL(databaseUrl);
  scratch.pathname = `/${scratchName}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${scratchName}`);
  const lines: string[] = [];
  const cluster = new LocalCluster({
    env: {
      DATABASE_URL: scratch.toString(),
      NATS_URL: natsUrl,
      BUS_NAMESPACE: namespace,
      LOG_LEVEL: 'warn',
      PLATFORM: 'local',
      NODE_ENV: 'development',
      // The posting customer is the demo one, from this one address.
      LOGIN_RATE_LIMIT_PER_IP: '1000',
    },
    portOffset: 23_000,
    replicas: { matching: maxReplicas },
    onLine: (name, line) => lines.push(`[${name}] ${line}`),
  });
  const database = await openDatabase({ url: scratch.toString(), poolSize: 2 });
  try {
    await cluster.start();
    const districts = readDistricts(args.districts);
    log('importing the gazetteer and seeding businesses');
    await importDistricts(database.db, districts);
    await seedBusinesses(database.db, districts, Number(args.businesses));
    const customer = await signIn(cluster.bffUrl, 'customer@localpros.test');
    const members = cluster.replicasOf('matching');
    const phases: Phase[] = [];
    for (const n of counts) {
      log(`${n} replica(s): stopping matching, posting ${backlog} jobs`);
      for (const m of members) await cluster.stopMember(m.name);
      const posted = await postBacklog(cluster.bffUrl, customer, districts, backlog);
      const jobIds = posted.flatMap((p) => (p ? [p] : []));
      const started = members.slice(0, n);
      await Promise.all(started.map((m) => cluster.startMember(m.name as ProcessName)));
      const ready = Date.now();
      log(`${n} replica(s) ready; draining`);
      await waitForQuiet(database.db, jobIds);
      const phase = await measure(database.db, jobIds, ready, n);
      phase.notPosted = backlog - jobIds.length;
      phase.handledPerReplica = await Promise.all(
        started.map(async (m) =>
          processedCount(await (await fetch(`${m.opsUrl}/metrics`)).text(), 'matching', 'JobPosted'),
        ),
      );
      const check = await checkLeads(database.db, jobIds);
      Object.assign(phase, { lost: check.missing, duplicates: check.duplicates, jobsShort: check.jobsShort });
      log(JSON.stringify(phase));
      phases.push(phase);
    }
    return report(phases);
  } catch (error) {
    process.stderr.write(`${lines.slice(-30).join('\n')}\n`);
    throw error;
  } finally {
    await database.close();
    await cluster.stop();
    await admin.query(`drop database if exists ${scratchName} with (force)`).catch(() => undefined);
    await admin.end();
    await deleteNamespace(natsUrl, namespace);
  }
}

/** The run's streams go with it. */
async function deleteNamespace(natsUrl: string, namespace: string) {
  const nc = await connect({ servers: natsUrl, maxReconnectAttempts: 1 }).catch(() => undefined);
  if (!nc) return;
  const jsm = await nc.jetstreamManager();
  const names = busNames(namespace);
  for (const stream of [names.eventsStream, names.deadLetterStream])
    await jsm.streams.delete(stream).catch(() => false);
  await nc.close();
}

/** Posts the backlog eight at a time (matching is stopped, so nothing competes with it). */
async function postBacklog(url: string, token: string, districts: { outcode: string }[], total: number) {
  const random = seededRandom(total);
  const ids: (string | null)[] = [];
  let next = 0;
  const worker = async () => {
    while (next < total) {
      next += 1;
      const place = districts[Math.floor(random() * districts.length)] as { outcode: string };
      const posted = await postJob(url, token, { location: place.outcode, service: 'Domestic cleaning' });
      ids.push(posted.status === 201 ? posted.jobId : null);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return ids;
}

/** Waits until no lead has been written for a second (the backlog is drained). */
async function waitForQuiet(db: Parameters<typeof checkLeads>[0], jobIds: string[]) {
  const ids = `{${jobIds.join(',')}}`;
  let previous = -1;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const n = Number(
      (
        (await db.execute(
          sql`select count(*)::int as n from matching.leads where job_id = any(${ids}::uuid[])`,
        )) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]?.n ?? 0,
    );
    if (n === previous && n > 0) return;
    previous = n;
  }
}

async function measure(db: Parameters<typeof checkLeads>[0], jobIds: string[], readyMs: number, replicas: number) {
  const ids = `{${jobIds.join(',')}}`;
  const ready = new Date(readyMs).toISOString();
  const row = (
    (await db.execute(sql`select
        count(*) filter (where created_at >= ${ready}::timestamptz)::int as leads_in_window,
        count(*)::int as leads,
        (extract(epoch from max(created_at)) * 1000)::float8 as last_ms
      from matching.leads where job_id = any(${ids}::uuid[])`)) as unknown as {
      rows: { leads_in_window: number; leads: number; last_ms: number }[];
    }
  ).rows[0];
  const jobsInWindow = Number(
    (
      (await db.execute(sql`select count(*)::int as n from (select job_id from matching.leads
        where job_id = any(${ids}::uuid[]) group by job_id having max(created_at) >= ${ready}::timestamptz) j`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]?.n ?? 0,
  );
  const windowSeconds = Math.max(0.001, (Number(row?.last_ms) - readyMs) / 1000);
  return {
    replicas,
    jobs: jobIds.length,
    windowSeconds,
    jobsPerSecond: jobsInWindow / windowSeconds,
    leadsPerSecond: Number(row?.leads_in_window ?? 0) / windowSeconds,
    leadsWritten: Number(row?.leads ?? 0),
    handledPerReplica: [] as number[],
    lost: 0,
    duplicates: 0,
    jobsShort: 0,
    notPosted: 0,
  } satisfies Phase;
}

function report(phases: Phase[]): number {
  const sh = (command: string) => {
    try {
      return execSync(command, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return '?';
    }
  };
  const dirty = sh('git status --porcelain --untracked-files=no') ? ' (with uncommitted changes)' : '';
  const one = phases.find((p) => p.replicas === 1);
  const two = phases.find((p) => p.replicas === 2);
  const cores = availableParallelism();
  const minSpeedup = Number(args['min-speedup']);
  const gated = cores >= Number(args['speedup-cores']);
  const out = [
    `## Matching fan-out with replicas, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `Commit \`${sh('git rev-parse --short HEAD')}\`${dirty}; ${cpus().length} × ${cpus()[0]?.model ?? '?'}; Node ${process.version}; ` +
      `load average at the end ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' / ')}; ${args.businesses} businesses; backlog ${backlog} jobs a phase`,
    '',
    '| replicas | jobs | window s | jobs matched/s | leads written/s | × one replica | JobPosted per replica | lost | duplicates | not posted |',
    '|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|',
    ...phases.map(
      (p) =>
        `| ${p.replicas} | ${p.jobs} | ${p.windowSeconds.toFixed(1)} | ${p.jobsPerSecond.toFixed(1)} | ${Math.round(p.leadsPerSecond).toLocaleString('en-GB')} | ${one ? (p.jobsPerSecond / one.jobsPerSecond).toFixed(2) : '-'} | ${p.handledPerReplica.join(' / ')} | ${p.lost} | ${p.duplicates} | ${p.notPosted} |`,
    ),
    '',
  ];
  const failures: string[] = [];
  for (const p of phases) {
    if (p.lost > 0) failures.push(`${p.replicas} replica(s): ${p.lost} leads lost over ${p.jobsShort} jobs`);
    if (p.duplicates > 0) failures.push(`${p.replicas} replica(s): ${p.duplicates} duplicate leads`);
    if (p.notPosted > 0) failures.push(`${p.replicas} replica(s): ${p.notPosted} jobs not posted`);
    const handled = p.handledPerReplica.reduce((a, b) => a + b, 0);
    if (handled !== p.jobs)
      failures.push(`${p.replicas} replica(s): JobPosted handled ${handled} times for ${p.jobs} jobs`);
  }
  if (one && two) {
    const speedup = two.jobsPerSecond / one.jobsPerSecond;
    const line = `2 replicas: ${speedup.toFixed(2)}× one (goal ≥ ${minSpeedup}×)`;
    if (!gated) out.push(`${line}: not gated on ${cores} cores (gated from ${args['speedup-cores']})`);
    else if (speedup < minSpeedup) failures.push(line);
    else out.push(`${line}: met`);
  }
  out.push(
    failures.length ? `**Missed:**\n${failures.map((f) => `- ${f}`).join('\n')}` : 'No lead lost or duplicated.',
  );
  process.stdout.write(`${out.join('\n')}\n`);
  if (args.json) {
    writeFileSync(args.json, JSON.stringify(phases, null, 2));
  }
  return failures.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `fan-out failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(2);
  },
);
