/**
 * `npm run bench:memory`: the BFF's memory against its Kubernetes request (256 MiB, k8s/base/bff.yaml)
 * after it has rendered 500 distinct public pages and served 10,000 requests (issue 26).
 *
 * The distributed mode on this machine's PostgreSQL and NATS (TEST_DATABASE_URL, TEST_NATS_URL), each
 * process from the compiled bundle (dist/main.js, as the image runs it). 500 businesses are seeded
 * with public profiles; the BFF renders each one's page (/business/:id, prerendered with its data),
 * then serves 10,000 requests: those pages again (Brotli), the home page, and public API reads. RSS
 * and V8 heap come from the BFF's /metrics; the page cache's own bytes from its bound.
 *
 *   TEST_DATABASE_URL=… TEST_NATS_URL=… npm run bench:memory [-- --pages 500 --requests 10000 --json FILE]
 *
 * Exit 0: RSS within 256 MiB; 1: above it; 2: the run could not be made.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openDatabase } from '@localpros/kit';
import pg from 'pg';
import { LocalCluster } from '../deploy/local/cluster.js';
import { buildWebIfStale } from '../scripts/build-web-if-stale.mjs';
import { liveBusinessId, seedLiveBusinesses } from './live-load.js';
import { readDistricts } from './matching-load.js';

const MIB = 1024 * 1024;
const REQUEST_MIB = 256;

const { values: args } = parseArgs({
  options: {
    pages: { type: 'string', default: '500' },
    requests: { type: 'string', default: '10000' },
    json: { type: 'string' },
    /** NODE_OPTIONS of the processes, as the pod sets them (k8s/base/bff.yaml). */
    'node-options': { type: 'string', default: '' },
  },
});
const pages = Number(args.pages);
const requests = Number(args.requests);
const databaseUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const natsUrl = process.env.TEST_NATS_URL ?? process.env.NATS_URL;
const log = (line: string) => process.stderr.write(`[memory] ${line}\n`);
if (!databaseUrl || !natsUrl) {
  log('needs TEST_DATABASE_URL and TEST_NATS_URL (the distributed mode)');
  process.exit(2);
}

/** The BFF's process figures, from its /metrics. */
async function processFigures(bff: string): Promise<{ rssMiB: number; heapMiB: number }> {
  const text = await (await fetch(`${bff}/metrics`)).text();
  const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? Number.NaN);
  return {
    rssMiB: value('process_resident_memory_bytes') / MIB,
    heapMiB: value('nodejs_heap_size_used_bytes') / MIB,
  };
}

/** Runs `work` over 0..count-1, `concurrency` at a time. */
async function inParallel(count: number, concurrency: number, work: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next;
        next += 1;
        await work(i);
      }
    }),
  );
}

const root = fileURLToPath(new URL('..', import.meta.url));
log('building the web app (if stale) and the server bundle');
buildWebIfStale();
execFileSync('npm', ['run', '--silent', 'build:server'], { cwd: root, stdio: 'inherit' });

const scratchName = `lp_memory_${process.pid}`;
const scratch = Object.assign(new URL(databaseUrl), { pathname: `/${scratchName}` }).toString();
const admin = new pg.Client({ connectionString: databaseUrl });
await admin.connect();
await admin.query(`create database ${scratchName}`);
const cluster = new LocalCluster({
  env: {
    DATABASE_URL: scratch,
    NATS_URL: natsUrl,
    BUS_NAMESPACE: `memory${process.pid}`,
    LOG_LEVEL: 'warn',
    PLATFORM: 'local',
    NODE_ENV: 'development',
    // Every page from this one address is rendered (the per-address budget is for visitors).
    PAGE_RENDERS_PER_MINUTE_PER_IP: '1000000',
    WEB_DIST_DIR: fileURLToPath(new URL('../web/dist', import.meta.url)),
    ...(args['node-options'] ? { NODE_OPTIONS: args['node-options'] } : {}),
  },
  portOffset: 900,
  compiledMain: fileURLToPath(new URL('../dist/main.js', import.meta.url)),
  onLine: () => undefined,
});
let exitCode = 2;
try {
  await cluster.start();
  const bff = cluster.bffUrl;
  const database = await openDatabase({ url: scratch, poolSize: 2 });
  log(`seeding ${pages} businesses with public pages`);
  await seedLiveBusinesses(database.db, readDistricts(), pages);
  await database.close();
  const get = async (path: string) => {
    const response = await fetch(`${bff}${path}`, { headers: { 'accept-encoding': 'br, gzip' } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
    return response;
  };
  await get('/');
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const before = await processFigures(bff);
  log(`rendering ${pages} distinct public pages`);
  let rendered = 0;
  await inParallel(pages, 4, async (i) => {
    const html = await (await fetch(`${bff}/business/${liveBusinessId(i)}`)).text();
    if (html.includes('id="lp-page-data"')) rendered += 1;
  });
  const afterPages = await processFigures(bff);
  log(`serving ${requests} requests`);
  const paths = ['/', '/api/public/marketplace-stats', '/api/work-category', '/api/public/services'];
  await inParallel(requests, 20, async (i) => {
    await get(i % 2 === 0 ? `/business/${liveBusinessId(i % pages)}` : (paths[i % paths.length] as string));
  });
  const after = await processFigures(bff);
  const result = {
    commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim(),
    machine: `${cpus().length} × ${cpus()[0]?.model ?? '?'}; Node ${process.version}`,
    nodeOptions: args['node-options'] || '(none)',
    pages,
    rendered,
    requests,
    rssMiB: { start: before.rssMiB, afterPages: afterPages.rssMiB, end: after.rssMiB },
    heapUsedMiB: { start: before.heapMiB, afterPages: afterPages.heapMiB, end: after.heapMiB },
    targetMiB: REQUEST_MIB,
  };
  const f = (n: number) => n.toFixed(0);
  process.stdout.write(
    [
      `## BFF memory (npm run bench:memory), commit ${result.commit}; ${result.machine}; NODE_OPTIONS ${result.nodeOptions}`,
      '',
      '| moment | RSS MiB | V8 heap used MiB |',
      '|---|---:|---:|',
      `| started, home page served | ${f(before.rssMiB)} | ${f(before.heapMiB)} |`,
      `| ${pages} distinct public pages rendered (${rendered} prerendered with data) | ${f(afterPages.rssMiB)} | ${f(afterPages.heapMiB)} |`,
      `| then ${requests} requests | ${f(after.rssMiB)} | ${f(after.heapMiB)} |`,
      '',
      `Target: RSS ≤ ${REQUEST_MIB} MiB (the BFF's memory request): ${after.rssMiB <= REQUEST_MIB ? 'met' : `**missed** by ${f(after.rssMiB - REQUEST_MIB)} MiB`}.`,
      '',
    ].join('\n'),
  );
  if (args.json) writeFileSync(args.json, JSON.stringify(result, null, 2));
  exitCode = rendered < pages ? 2 : after.rssMiB <= REQUEST_MIB ? 0 : 1;
  if (rendered < pages) log(`only ${rendered} of ${pages} pages were prerendered with their data`);
} catch (error) {
  log(error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  await cluster.stop();
  await admin.query(`drop database if exists ${scratchName} with (force)`).catch(() => undefined);
  await admin.end();
}
process.exit(exitCode);
