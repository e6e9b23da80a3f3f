/**
 * The hot path under load: customers post jobs at a steady rate through the BFF and every
 * eligible business within 40 km gets a lead. Reports, per rate, the time from a job's POST
 * leaving the client to the last of its leads being written (visible to GET /business/leads),
 * and whether the rate was sustained without errors. `npm run bench` runs the same load beside
 * the read routes; this script is the one to explore rates with.
 *
 *   # embedded: the whole marketplace in this process
 *   npx tsx loadtests/job-matching.ts --rates 10,25,50 --duration 20
 *   # distributed: a running marketplace (npm run start:distributed) and its database
 *   npx tsx loadtests/job-matching.ts --url http://127.0.0.1:3000 \
 *     --database-url postgres://postgres@127.0.0.1:5432/lp_bench --rates 10,25,50
 *
 * Set-up (not measured): the district file is imported into the gazetteer and 20,000 businesses
 * are written to matching's read model, spread uniformly over the postcode districts (districts
 * hold similar numbers of households, so this follows where people live), each with a seeded
 * random mix of services: 70 % cleaners, the rest other trades.
 *
 * Gate (journeys/config.ts, matchingThresholds): exit 1 when at any rate a post was not answered
 * 201, a lead was lost (fewer leads than eligible businesses, checked after the run) or the p99 of
 * posted → last lead is above --p99-ms (default 1000); exit 2 when the run itself failed.
 */
import { parseArgs } from 'node:util';
import { type Db, openDatabase } from '@localpros/kit';
import { matchingThresholds } from './journeys/config.js';
import { checkLeads, type LeadCheck } from './lead-check.js';
import {
  DEFAULT_DISTRICTS,
  leadTimes,
  type MatchingRun,
  postAtRate,
  readDistricts,
  seedMatching,
  signIn,
  summariseRun,
} from './matching-load.js';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    'database-url': { type: 'string' },
    /** Embedded on this (empty) PostgreSQL database instead of a throwaway embedded server (e.g. when running as root). */
    'embedded-database-url': { type: 'string' },
    districts: { type: 'string', default: DEFAULT_DISTRICTS },
    businesses: { type: 'string', default: '20000' },
    rates: { type: 'string', default: '10,25,50' },
    duration: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '3' },
    json: { type: 'string' },
    'p99-ms': { type: 'string', default: String(matchingThresholds.p99Ms) },
  },
});

type GatedRun = MatchingRun & { leadCheck: LeadCheck; failedPosts: number; missed: string[] };

async function main(): Promise<number> {
  const districts = readDistricts(args.districts);
  let baseUrl = args.url;
  let db: Db;
  let close: () => Promise<void>;
  if (baseUrl) {
    if (!args['database-url']) throw new Error('--url needs --database-url (to seed and to read lead times)');
    const database = await openDatabase({ url: args['database-url'], poolSize: 4 });
    db = database.db;
    close = () => database.close();
  } else {
    const { startEmbedded } = await import('../embedded/src/start.js');
    const embeddedUrl = args['embedded-database-url'];
    const marketplace = await startEmbedded({
      port: 0,
      host: '127.0.0.1',
      logLevel: 'warn',
      ...(embeddedUrl ? { databaseUrl: embeddedUrl } : { throwaway: true }),
    });
    baseUrl = marketplace.url;
    db = marketplace.database.db;
    close = () => marketplace.close();
  }
  try {
    const businessCount = Number(args.businesses);
    await seedMatching(db, districts, businessCount);
    const token = await signIn(baseUrl, 'customer@localpros.test');
    const results: GatedRun[] = [];
    const p99Limit = Number(args['p99-ms']);
    for (const rate of (args.rates as string).split(',').map(Number)) {
      if (Number(args.warmup) > 0) await postAtRate(baseUrl, token, districts, Math.min(rate, 10), Number(args.warmup));
      const run = await postAtRate(baseUrl, token, districts, rate, Number(args.duration));
      const ids = run.flatMap((p) => (p.jobId ? [p.jobId] : []));
      const summary = summariseRun(run, await leadTimes(db, ids), rate);
      const leadCheck = await checkLeads(db, ids);
      const failedPosts = run.filter((p) => p.status !== 201).length;
      const missed: string[] = [];
      if (failedPosts > matchingThresholds.maxFailedPosts)
        missed.push(`${rate} jobs/s: ${failedPosts} posts not answered 201 (${JSON.stringify(summary.statuses)})`);
      if (leadCheck.missing > matchingThresholds.maxLostLeads)
        missed.push(
          `${rate} jobs/s: ${leadCheck.missing} leads lost over ${leadCheck.jobsShort} jobs (e.g. ${JSON.stringify(leadCheck.firstShort)})`,
        );
      if (leadCheck.duplicates > 0) missed.push(`${rate} jobs/s: ${leadCheck.duplicates} duplicate leads`);
      if (!(summary.postToLeadsMs.p99 <= p99Limit))
        missed.push(
          `${rate} jobs/s: p99 posted → last lead ${summary.postToLeadsMs.p99.toFixed(0)} ms > ${p99Limit} ms`,
        );
      const result = { ...summary, leadCheck, failedPosts, missed };
      results.push(result);
      console.log(JSON.stringify(result));
    }
    printTable(results, businessCount, baseUrl === args.url ? 'distributed' : 'embedded');
    if (args.json) {
      const { writeFile } = await import('node:fs/promises');
      await writeFile(args.json, JSON.stringify(results, null, 2));
    }
    const missed = results.flatMap((r) => r.missed);
    console.log(
      missed.length
        ? `\nFAIL\n${missed.map((m) => `- ${m}`).join('\n')}`
        : `\nPASS: p99 ≤ ${p99Limit} ms, no lead lost, every post answered 201`,
    );
    return missed.length ? 1 : 0;
  } finally {
    await close();
  }
}

function printTable(results: GatedRun[], businesses: number, mode: string) {
  const f = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '-');
  console.log(`\n${mode}, ${businesses} businesses`);
  console.log(
    '| jobs/s | jobs | errors | leads/job mean (p50/max) | posted→leads p50 | p95 | p99 | max | POST p50 / p99 | lost leads | |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.rate} | ${r.jobs} | ${r.errors} | ${r.meanLeadsPerJob.toFixed(0)} (${f(r.leadsPerJob.p50)}/${f(r.leadsPerJob.max)}) | ${f(r.postToLeadsMs.p50)} ms | ${f(r.postToLeadsMs.p95)} ms | ${f(r.postToLeadsMs.p99)} ms | ${f(r.postToLeadsMs.max)} ms | ${f(r.httpMs.p50)} / ${f(r.httpMs.p99)} ms | ${r.leadCheck.missing} | ${r.missed.length ? '**missed**' : 'ok'} |`,
    );
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `job-matching failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(2);
  },
);
