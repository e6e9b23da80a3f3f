/**
 * What PostgreSQL on this machine does with a plain batched insert of lead-shaped rows: the bound
 * for matching's rows written per second (each job posted writes one lead per business reached,
 * ~330 on average). Rows go into a scratch table shaped like matching.leads, with the same three
 * indexes, in statements of --batch rows (one statement = one job's leads) from --clients connections
 * at once, each statement its own transaction, for --duration seconds.
 *
 *   npx tsx loadtests/insert-bound.ts                       # on a throwaway embedded PostgreSQL
 *   npx tsx loadtests/insert-bound.ts --database-url postgres://postgres@127.0.0.1:5432/postgres
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '@localpros/kit';
import { sql } from 'drizzle-orm';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    batch: { type: 'string', default: '330' },
    clients: { type: 'string', default: '1,4' },
    duration: { type: 'string', default: '10' },
  },
});

const dataDir = args['database-url'] ? undefined : mkdtempSync(join(tmpdir(), 'lp-bound-'));
if (dataDir) chmodSync(dataDir, 0o777);
const database = await openDatabase({ url: args['database-url'], dataDir, poolSize: 8 });
const { db } = database;
const batch = Number(args.batch);
try {
  await db.execute(sql`drop schema if exists insert_bound cascade`);
  await db.execute(sql`create schema insert_bound`);
  await db.execute(sql`create table insert_bound.leads (
    id uuid primary key, job_id uuid not null, business_id uuid not null, customer_id uuid not null,
    distance_km double precision, status text not null default 'open', dismissed_reason text,
    is_interested boolean not null default false, interested_at timestamptz, dismissed_at timestamptz,
    quoted_at timestamptz, job_title text not null, job_description text not null, job_kind text not null,
    job_type text not null, service_id uuid not null, service_name text not null, location text not null,
    target_job_done text not null, specific_date text, created_at timestamptz not null default clock_timestamp(),
    constraint leads_job_business_unique unique (job_id, business_id))`);
  await db.execute(sql`create index on insert_bound.leads (business_id, created_at) where status = 'open'`);
  const version = (await db.execute(sql`select version() as v`)) as unknown as { rows: { v: string }[] };
  const settings = (await db.execute(
    sql`select string_agg(name || '=' || setting, ', ' order by name) as s from pg_settings
        where name in ('fsync', 'synchronous_commit', 'shared_buffers', 'wal_level', 'max_wal_size')`,
  )) as unknown as { rows: { s: string }[] };
  console.log(`# ${version.rows[0]?.v}`);
  console.log(`# ${settings.rows[0]?.s}`);
  console.log(`# ${batch} rows a statement (one job's leads), one transaction each, ${args.duration} s per line`);
  console.log('| clients | statements/s (jobs/s) | rows/s | statement p50 ms | p99 ms |');
  console.log('|---:|---:|---:|---:|---:|');
  for (const clients of (args.clients as string).split(',').map(Number)) {
    const until = performance.now() + Number(args.duration) * 1000;
    const times: number[] = [];
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (performance.now() < until) {
          const started = performance.now();
          await db.execute(sql`
            insert into insert_bound.leads (id, job_id, business_id, customer_id, distance_km, job_title,
              job_description, job_kind, job_type, service_id, service_name, location, target_job_done, specific_date)
            select gen_random_uuid(), job, gen_random_uuid(), customer, random() * 40,
              'Weekly clean of a three-bedroom house', 'Kitchen, bathroom and living areas; we supply the products.',
              'standard', 'residential', service, 'Domestic cleaning', 'SW4', 'flexible', null
            from (select gen_random_uuid() as job, gen_random_uuid() as customer, gen_random_uuid() as service) j,
              generate_series(1, ${batch})
            returning id, business_id, distance_km, created_at`);
          times.push(performance.now() - started);
        }
      }),
    );
    times.sort((a, b) => a - b);
    const seconds = Number(args.duration);
    const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? Number.NaN;
    console.log(
      `| ${clients} | ${(times.length / seconds).toFixed(0)} | ${((times.length * batch) / seconds).toFixed(0)} | ${at(50).toFixed(1)} | ${at(99).toFixed(1)} |`,
    );
  }
  await db.execute(sql`drop schema insert_bound cascade`);
} finally {
  await database.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
