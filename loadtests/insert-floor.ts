/**
 * PostgreSQL's insert floor for matching (issue 26): how many lead rows a second the database takes
 * as plain batched inserts of the rows matching writes, with no Node work around them. A scratch
 * table copies matching.leads (columns, defaults, indexes) when the database has it, and ids are
 * time-ordered as matching makes them; each statement is one job's leads in its own transaction.
 */
import { readFileSync } from 'node:fs';
import type { Db } from '@localpros/kit';
import { sql } from 'drizzle-orm';

export interface FloorOptions {
  /** Rows a statement: one job's leads. */
  batch: number;
  /** Connections inserting at once. */
  clients: number;
  seconds: number;
}

export interface Floor extends FloorOptions {
  statementsPerSecond: number;
  rowsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

type Rows<T> = { rows: T[] };

/** The same lead ids as matching's (its migration, in the scratch schema where matching is absent). */
const timeOrderedIds = new URL('../services/matching/drizzle/0006_time_ordered_lead_ids.sql', import.meta.url);

/** The scratch table; answers what the floor's rows are shaped like, for the report. */
export async function createFloorTable(db: Db): Promise<string> {
  await db.execute(sql`drop schema if exists insert_floor cascade`);
  await db.execute(sql`create schema insert_floor`);
  const found = (await db.execute(sql`select to_regclass('matching.leads') is not null as here`)) as unknown as Rows<{
    here: boolean;
  }>;
  if (found.rows[0]?.here) {
    await db.execute(sql`create table insert_floor.leads (like matching.leads including all)`);
    await db.execute(sql`create function insert_floor.time_ordered_uuid() returns uuid language sql volatile
      as 'select matching.time_ordered_uuid()'`);
    return 'a copy of matching.leads';
  }
  await db.execute(sql.raw(readFileSync(timeOrderedIds, 'utf8').replaceAll('"matching"', '"insert_floor"')));
  await db.execute(sql`create table insert_floor.leads (
    id uuid primary key, job_id uuid not null, business_id uuid not null, customer_id uuid not null,
    distance_km double precision, status text not null default 'open', dismissed_reason text,
    is_interested boolean not null default false, interested_at timestamptz, dismissed_at timestamptz,
    quoted_at timestamptz, job_title text not null, job_description text not null, job_kind text not null,
    job_type text not null, service_id uuid not null, service_name text not null, location text not null,
    target_job_done text not null, specific_date text, job_number text,
    created_at timestamptz not null default clock_timestamp(), visible_at timestamptz not null default clock_timestamp(),
    announced_at timestamptz, constraint leads_job_business_unique unique (job_id, business_id))`);
  await db.execute(sql`create index on insert_floor.leads (business_id, created_at) where status = 'open'`);
  await db.execute(sql`create index on insert_floor.leads (visible_at) where announced_at is null and status = 'open'`);
  return "matching.leads's columns and indexes";
}

export const dropFloorTable = (db: Db) => db.execute(sql`drop schema if exists insert_floor cascade`);

/** Inserts for `seconds` from `clients` connections; the table must exist (createFloorTable). */
export async function measureFloor(db: Db, options: FloorOptions): Promise<Floor> {
  const until = performance.now() + options.seconds * 1000;
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: options.clients }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        await db.execute(sql`
          insert into insert_floor.leads (id, job_id, business_id, customer_id, distance_km, job_title,
            job_description, job_kind, job_type, service_id, service_name, location, target_job_done, specific_date,
            job_number, visible_at, announced_at)
          select insert_floor.time_ordered_uuid(), job, gen_random_uuid(), customer, random() * 40,
            'Weekly clean of a three-bedroom house', 'Kitchen, bathroom and living areas; we supply the products.',
            'standard', 'residential', service, 'Domestic cleaning', 'SW4', 'flexible', null, 'LP-100000',
            clock_timestamp(), clock_timestamp()
          from (select gen_random_uuid() as job, gen_random_uuid() as customer, gen_random_uuid() as service) j,
            generate_series(1, ${options.batch})
          on conflict (job_id, business_id) do nothing
          returning id, business_id, distance_km, created_at, announced_at`);
        times.push(performance.now() - started);
      }
    }),
  );
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? Number.NaN;
  return {
    ...options,
    statementsPerSecond: times.length / options.seconds,
    rowsPerSecond: (times.length * options.batch) / options.seconds,
    p50Ms: at(50),
    p99Ms: at(99),
  };
}

/**
 * Waits until no other session is running a statement for a second (at most `maxSeconds`), then
 * checkpoints: the floor measured right after a rate search shared the machine with the
 * marketplace's backlog (notifications and admin still working through a missed step's events)
 * and with the checkpoint its writes were due, and read as low as 41,000 rows/s where a quiet
 * database took 70,000.
 */
export async function settle(db: Db, maxSeconds = 120): Promise<void> {
  const until = performance.now() + maxSeconds * 1000;
  let quietSince = performance.now();
  while (performance.now() < until && performance.now() - quietSince < 1000) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const busy = (await db.execute(sql`select count(*)::int as n from pg_stat_activity
      where state = 'active' and backend_type = 'client backend' and pid <> pg_backend_pid()`)) as unknown as Rows<{
      n: number;
    }>;
    if ((busy.rows[0]?.n ?? 0) > 0) quietSince = performance.now();
  }
  await db.execute(sql`checkpoint`);
}

/** The floor: the best of the connection counts asked for, on a fresh scratch table each, on a settled database. */
export async function insertFloor(db: Db, batch: number, clientCounts: number[], seconds: number): Promise<Floor[]> {
  const measured: Floor[] = [];
  try {
    for (const clients of clientCounts) {
      await createFloorTable(db);
      await settle(db);
      measured.push(await measureFloor(db, { batch, clients, seconds }));
    }
  } finally {
    await dropFloorTable(db);
  }
  return measured;
}
