import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { openDatabase } from '@localpros/kit';
import { createScratchDatabase } from '@localpros/kit/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allServices } from '../../embedded/src/services.js';
import { repoRoot } from './support/kustomize.js';

/**
 * k8s/db/extensions.sql and roles.sql (the DBA step) on a real server, then every service's
 * migrations as the owner role, as the migration Job runs them: each service's role may then use
 * its own schema's tables and nothing else, and may alter nothing. On a scratch database of the
 * test server; the roles are server-wide, so those this test created are dropped afterwards (and
 * roles that were already there keep their passwords: none is set here).
 */
const psqlMajor = Number(/(\d+)\./.exec(spawnSync('psql', ['--version'], { encoding: 'utf8' }).stdout ?? '')?.[1]);
// \getenv, used by roles.sql, came with psql 15.
const psqlMissing = psqlMajor >= 15 ? null : 'psql 15 or later is not on the PATH (roles.sql is a psql script)';

const services = Object.values(allServices);
const roleOf = (schema: string) => `localpros_${schema}`;
const roles = ['localpros_owner', ...services.map((service) => roleOf(service.schema))];

/** The same database, each statement run as `role` (what its own login would be allowed). */
const asRole = (url: string, role: string) => {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c role=${role}`);
  return parsed.toString();
};

describe.skipIf(psqlMissing)('k8s/db: the DBA step, the owner migration and the per-service roles', () => {
  let scratch: { url: string; drop(): Promise<void> };
  let admin: pg.Client;
  let rolesBefore: string[] = [];
  const query = async (text: string, values: unknown[] = []) => (await admin.query(text, values)).rows;

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    admin = new pg.Client({ connectionString: scratch.url });
    await admin.connect();
    rolesBefore = (await query('select rolname from pg_roles where rolname = any($1)', [roles])).map((r) => r.rolname);
    const psql = (file: string) =>
      execFileSync('psql', [scratch.url, '-X', '-q', '-v', 'ON_ERROR_STOP=1', '-f', join(repoRoot, 'k8s/db', file)], {
        env: { PATH: process.env.PATH ?? '' },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
    psql('extensions.sql');
    psql('roles.sql');
    // Twice: an operator may run it again (after a new service, or to set a password).
    psql('roles.sql');
    const owner = await openDatabase({ url: asRole(scratch.url, 'localpros_owner'), poolSize: 2 });
    try {
      for (const service of services) {
        await owner.migrate({ schema: service.schema, migrationsFolder: service.migrationsFolder });
      }
    } finally {
      await owner.close();
    }
  }, 120_000);

  afterAll(async () => {
    await admin?.end();
    await scratch?.drop();
    const created = roles.filter((role) => !rolesBefore.includes(role));
    if (created.length === 0) return;
    const server = new URL(scratch.url);
    server.pathname = '/postgres';
    const client = new pg.Client({ connectionString: server.toString() });
    await client.connect();
    try {
      for (const role of created) await client.query(`drop role if exists ${role}`);
    } finally {
      await client.end();
    }
  });

  it('the owner role owns every table the migrations made', async () => {
    const owners = await query(`select distinct tableowner from pg_tables where schemaname = any($1)`, [
      services.map((s) => s.schema),
    ]);
    expect(owners).toEqual([{ tableowner: 'localpros_owner' }]);
  });

  it.each(services.map((service) => service.schema))(
    "%s's role reads and writes its own tables only",
    async (schema) => {
      const role = roleOf(schema);
      const tables = await query(
        `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = $1`,
        [schema],
      );
      expect(tables.length).toBeGreaterThan(0);
      for (const { name } of tables) {
        const [all] = await query(
          `select has_table_privilege($1, $2, 'SELECT') and has_table_privilege($1, $2, 'INSERT')
            and has_table_privilege($1, $2, 'UPDATE') and has_table_privilege($1, $2, 'DELETE') as ok`,
          [role, name],
        );
        expect(all.ok, `${role} on ${name}`).toBe(true);
      }
      const [own] = await query(`select has_schema_privilege($1, $2, 'CREATE') as ok`, [role, schema]);
      expect(own.ok, `${role} may not alter ${schema}`).toBe(false);
      const others = services.map((service) => service.schema).filter((other) => other !== schema);
      for (const other of others) {
        const [row] = await query(`select has_schema_privilege($1, $2, 'USAGE') as ok`, [role, other]);
        expect(row.ok, `${role} in ${other}`).toBe(false);
      }
      const [database] = await query(`select has_database_privilege($1, current_database(), 'CREATE') as ok`, [role]);
      expect(database.ok).toBe(false);
      const [truncate] = await query(
        `select bool_and(has_table_privilege($1, format('%I.%I', schemaname, tablename), 'TRUNCATE')) as ok
         from pg_tables where schemaname = $2`,
        [role, schema],
      );
      // Only admin empties its read models in one statement (their rebuild).
      expect(truncate.ok).toBe(schema === 'admin');
    },
  );

  it("matching's role runs the earthdistance query its leads use", async () => {
    const client = new pg.Client({ connectionString: asRole(scratch.url, 'localpros_matching') });
    await client.connect();
    try {
      const { rows } = await client.query(
        `select count(*)::int as n from matching.businesses
          where earth_box(ll_to_earth(51.46, -0.14), 40000) @> ll_to_earth(latitude, longitude)`,
      );
      expect(rows).toEqual([{ n: 0 }]);
      await expect(client.query('create table matching.not_allowed (id int)')).rejects.toThrow(/permission denied/);
      await expect(client.query('select 1 from jobs.jobs limit 1')).rejects.toThrow(/permission denied/);
    } finally {
      await client.end();
    }
  });
});
