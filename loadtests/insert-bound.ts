/**
 * What PostgreSQL on this machine does with a plain batched insert of lead-shaped rows: the bound
 * for matching's rows written per second (each job posted writes one lead per business reached,
 * ~330 on average). insert-floor.ts does the work (`npm run bench` measures the same floor in its
 * matching section); this prints it for several connection counts.
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
import { createFloorTable, dropFloorTable, measureFloor } from './insert-floor.js';

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
  const version = (await db.execute(sql`select version() as v`)) as unknown as { rows: { v: string }[] };
  const settings = (await db.execute(
    sql`select string_agg(name || '=' || setting, ', ' order by name) as s from pg_settings
        where name in ('fsync', 'synchronous_commit', 'shared_buffers', 'wal_level', 'max_wal_size')`,
  )) as unknown as { rows: { s: string }[] };
  console.log(`# ${version.rows[0]?.v}`);
  console.log(`# ${settings.rows[0]?.s}`);
  const shape = await createFloorTable(db);
  console.log(
    `# ${batch} rows a statement (one job's leads, ${shape}), one transaction each, ${args.duration} s per line`,
  );
  console.log('| clients | statements/s (jobs/s) | rows/s | statement p50 ms | p99 ms |');
  console.log('|---:|---:|---:|---:|---:|');
  for (const clients of (args.clients as string).split(',').map(Number)) {
    await createFloorTable(db);
    const floor = await measureFloor(db, { batch, clients, seconds: Number(args.duration) });
    console.log(
      `| ${clients} | ${floor.statementsPerSecond.toFixed(0)} | ${floor.rowsPerSecond.toFixed(0)} | ${floor.p50Ms.toFixed(1)} | ${floor.p99Ms.toFixed(1)} |`,
    );
  }
} finally {
  await dropFloorTable(db);
  await database.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
