/**
 * Loads postcode district centroids into the jobs service's gazetteer:
 *
 *   npm run locations:import -- ../shared/data/uk-outcodes.csv
 *
 * The CSV has the columns outcode,latitude,longitude. It writes to the database the marketplace
 * uses: DATABASE_URL, else the embedded PostgreSQL under DATA_DIR (./data) — the running
 * `npm start`'s server when there is one, or a server of its own for the import. Importing again
 * is harmless.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importDistricts, jobsService, parseDistrictCsv, seedReferenceData } from '@localpros/jobs';
import { openDatabase, runningEmbeddedPostgresUrl } from '@localpros/kit';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run locations:import -- FILE.csv   (columns outcode,latitude,longitude)');
  process.exit(2);
}
const { rows, problems } = parseDistrictCsv(readFileSync(file, 'utf8'));
if (problems.length) {
  console.error(`${file} has ${problems.length} bad line(s); nothing imported:\n${problems.slice(0, 20).join('\n')}`);
  process.exit(1);
}
const dataDir = process.env.DATA_DIR || './data';
const database = await openDatabase({
  url: process.env.DATABASE_URL || runningEmbeddedPostgresUrl(join(dataDir, 'postgres')),
  dataDir,
});
try {
  await database.migrate({ schema: jobsService.schema, migrationsFolder: jobsService.migrationsFolder });
  await seedReferenceData({ db: database.db });
  const { imported, changed, unknownAreas } = await importDistricts(database.db, rows);
  console.log(`imported ${imported} postcode districts from ${file} (${changed} added or changed)`);
  if (unknownAreas.length) console.warn(`skipped districts of unknown postcode areas: ${unknownAreas.join(', ')}`);
} finally {
  await database.close();
}
