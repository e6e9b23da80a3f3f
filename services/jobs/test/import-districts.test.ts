import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createLogger, InProcessBus, prepareService } from '@localpros/kit';
import { createTestDatabase } from '@localpros/kit/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importDistricts, jobsService, parseDistrictCsv } from '../src/index.js';
import { locations } from '../src/schema.js';

// shared/ sits beside the repository (the project's data for tests, never copied into it).
const OUTCODES_CSV = fileURLToPath(new URL('../../../../shared/data/uk-outcodes.csv', import.meta.url));

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
const db = () => handle.database.db;

beforeAll(async () => {
  handle = await createTestDatabase();
  const logger = createLogger({ name: 'test', level: 'silent' });
  await prepareService(jobsService, { database: handle.database, bus: new InProcessBus({ logger }), logger, env: {} });
});
afterAll(() => handle.drop());

const countByKind = async () =>
  Object.fromEntries(
    (
      await db().select({ kind: locations.kind, n: sql<number>`count(*)::int` }).from(locations).groupBy(locations.kind)
    ).map((r) => [r.kind, Number(r.n)]),
  );

describe('district CSV parsing', () => {
  it('reads outcodes in any case and reports every bad line by number', () => {
    const { rows, problems } = parseDistrictCsv(
      'outcode,latitude,longitude\nsw1a,51.5,-0.14\nNOPE1,51,0\nAB10,95,-2\n\nE1,51.52,-0.06\n',
    );
    expect(rows).toEqual([
      { outcode: 'SW1A', latitude: 51.5, longitude: -0.14 },
      { outcode: 'E1', latitude: 51.52, longitude: -0.06 },
    ]);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^line 3: outcode/);
    expect(problems[1]).toMatch(/^line 4: latitude/);
  });

  it('refuses a file without the three columns', () => {
    expect(parseDistrictCsv('code,lat,lon\nSW1A,51,0').problems).toEqual([
      'the first line must name the columns outcode,latitude,longitude',
    ]);
  });
});

describe.skipIf(!existsSync(OUTCODES_CSV))('district import (uk-outcodes.csv)', () => {
  it('imports every district under its area, named after the area, and a re-import changes nothing', async () => {
    const { rows, problems } = parseDistrictCsv(readFileSync(OUTCODES_CSV, 'utf8'));
    expect(problems).toEqual([]);
    const before = await countByKind();
    expect(before.district ?? 0).toBe(0);

    const first = await importDistricts(db(), rows);
    expect(first).toEqual({ imported: 2948, changed: 2948, unknownAreas: [] });
    expect(await countByKind()).toEqual({ area: before.area, district: 2948 });
    const [ab10] = await db().select().from(locations).where(eq(locations.code, 'AB10'));
    expect(ab10).toMatchObject({ kind: 'district', areaCode: 'AB', name: 'Aberdeen AB10', latitude: 57.13488 });

    const snapshot = await db().select().from(locations).orderBy(locations.code);
    const second = await importDistricts(db(), rows);
    expect(second).toEqual({ imported: 2948, changed: 0, unknownAreas: [] });
    expect(await db().select().from(locations).orderBy(locations.code)).toEqual(snapshot);
  });

  it('updates a moved centroid, never overwrites an area, and skips districts of unknown areas', async () => {
    const [area] = await db().select().from(locations).where(eq(locations.code, 'SW'));
    const result = await importDistricts(db(), [
      { outcode: 'AB10', latitude: 57.2, longitude: -2.1 },
      { outcode: 'QQ1', latitude: 51, longitude: 0 },
    ]);
    expect(result).toEqual({ imported: 1, changed: 1, unknownAreas: ['QQ'] });
    const [ab10] = await db().select().from(locations).where(eq(locations.code, 'AB10'));
    expect(ab10?.latitude).toBe(57.2);
    expect(await db().select().from(locations).where(eq(locations.code, 'QQ1'))).toEqual([]);
    expect((await db().select().from(locations).where(eq(locations.code, 'SW')))[0]).toEqual(area);
  });
});
