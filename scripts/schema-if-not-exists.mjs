// drizzle-kit writes `CREATE SCHEMA "x";`, but the migrator has already created the service's
// schema to keep its journal there; make the statement idempotent in every migration file.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const folder = process.argv[2] ?? 'drizzle';
for (const file of readdirSync(folder).filter((f) => f.endsWith('.sql'))) {
  const path = join(folder, file);
  const sql = readFileSync(path, 'utf8');
  const fixed = sql.replace(/CREATE SCHEMA "/g, 'CREATE SCHEMA IF NOT EXISTS "');
  if (fixed !== sql) writeFileSync(path, fixed);
}
