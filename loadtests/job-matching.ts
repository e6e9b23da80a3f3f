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
 */
import { parseArgs } from 'node:util';
import { type Db, openDatabase } from '@localpros/kit';
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
    districts: { type: 'string', default: DEFAULT_DISTRICTS },
    businesses: { type: 'string', default: '20000' },
    rates: { type: 'string', default: '10,25,50' },
    duration: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '3' },
    json: { type: 'string' },
  },
});

async function main() {
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
    const marketplace = await startEmbedded({ port: 0, host: '127.0.0.1', throwaway: true, logLevel: 'warn' });
    baseUrl = marketplace.url;
    db = marketplace.database.db;
    close = () => marketplace.close();
  }
  try {
    const businessCount = Number(args.businesses);
    await seedMatching(db, districts, businessCount);
    const token = await signIn(baseUrl, 'customer@localpros.test');
    const results: MatchingRun[] = [];
    for (const rate of (args.rates as string).split(',').map(Number)) {
      if (Number(args.warmup) > 0) await postAtRate(baseUrl, token, districts, Math.min(rate, 10), Number(args.warmup));
      const run = await postAtRate(baseUrl, token, districts, rate, Number(args.duration));
      const ids = run.flatMap((p) => (p.jobId ? [p.jobId] : []));
      const result = summariseRun(run, await leadTimes(db, ids), rate);
      results.push(result);
      console.log(JSON.stringify(result));
    }
    printTable(results, businessCount, baseUrl === args.url ? 'distributed' : 'embedded');
    if (args.json) {
      const { writeFile } = await import('node:fs/promises');
      await writeFile(args.json, JSON.stringify(results, null, 2));
    }
  } finally {
    await close();
  }
}

function printTable(results: MatchingRun[], businesses: number, mode: string) {
  const f = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '-');
  console.log(`\n${mode}, ${businesses} businesses`);
  console.log(
    '| jobs/s | jobs | errors | leads/job mean (p50/max) | posted→leads p50 | p95 | p99 | max | POST p50 / p99 |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.rate} | ${r.jobs} | ${r.errors} | ${r.meanLeadsPerJob.toFixed(0)} (${f(r.leadsPerJob.p50)}/${f(r.leadsPerJob.max)}) | ${f(r.postToLeadsMs.p50)} ms | ${f(r.postToLeadsMs.p95)} ms | ${f(r.postToLeadsMs.p99)} ms | ${f(r.postToLeadsMs.max)} ms | ${f(r.httpMs.p50)} / ${f(r.httpMs.p99)} ms |`,
    );
  }
}

await main();
