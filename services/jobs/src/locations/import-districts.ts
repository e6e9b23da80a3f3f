import type { Db } from '@localpros/kit';
import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { locations } from '../schema.js';

/** One row of a district centroid file (columns outcode,latitude,longitude). */
const districtRow = z.object({
  outcode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{1,2}[0-9][A-Z0-9]?$/, 'is not a UK postcode district'),
  // The UK, Channel Islands and Isle of Man lie inside this box.
  latitude: z.coerce.number().min(49).max(61),
  longitude: z.coerce.number().min(-9).max(2),
});
export type DistrictRow = z.infer<typeof districtRow>;

/** Parses a CSV of district centroids; every bad line is reported with its number, none is skipped silently. */
export function parseDistrictCsv(text: string): { rows: DistrictRow[]; problems: string[] } {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const header = (lines.shift() ?? '')
    .toLowerCase()
    .split(',')
    .map((h) => h.trim());
  const at = (name: string) => header.indexOf(name);
  if (at('outcode') < 0 || at('latitude') < 0 || at('longitude') < 0) {
    return { rows: [], problems: ['the first line must name the columns outcode,latitude,longitude'] };
  }
  const rows: DistrictRow[] = [];
  const problems: string[] = [];
  lines.forEach((line, index) => {
    const cells = line.split(',');
    const parsed = districtRow.safeParse({
      outcode: cells[at('outcode')] ?? '',
      latitude: cells[at('latitude')] ?? '',
      longitude: cells[at('longitude')] ?? '',
    });
    if (parsed.success) rows.push(parsed.data);
    else
      problems.push(
        `line ${index + 2}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
      );
  });
  return { rows, problems };
}

/**
 * Adds or updates district centroids under their postcode areas. Idempotent: importing the same
 * file again changes nothing; a moved centroid is updated. Districts of unknown areas are refused.
 */
export async function importDistricts(
  db: Db,
  rows: readonly DistrictRow[],
): Promise<{ imported: number; changed: number; unknownAreas: string[] }> {
  const areaOf = (outcode: string) => outcode.match(/^[A-Z]+/)?.[0] ?? '';
  return db.transaction(async (tx) => {
    const areaCodes = [...new Set(rows.map((r) => areaOf(r.outcode)))];
    const areas = areaCodes.length
      ? await tx
          .select({ code: locations.code, name: locations.name })
          .from(locations)
          .where(inArray(locations.code, areaCodes))
      : [];
    const areaName = new Map(areas.map((a) => [a.code, a.name]));
    const known = rows.filter((r) => areaName.has(areaOf(r.outcode)));
    let changed = 0;
    for (let start = 0; start < known.length; start += 500) {
      const written = await tx
        .insert(locations)
        .values(
          known.slice(start, start + 500).map((r) => ({
            code: r.outcode,
            // e.g. "Aberdeen AB10": the area's name and the district's own code.
            name: `${areaName.get(areaOf(r.outcode)) ?? ''} ${r.outcode}`.trim(),
            kind: 'district' as const,
            areaCode: areaOf(r.outcode),
            latitude: r.latitude,
            longitude: r.longitude,
          })),
        )
        .onConflictDoUpdate({
          target: locations.code,
          set: { name: sql`excluded.name`, latitude: sql`excluded.latitude`, longitude: sql`excluded.longitude` },
          // An area's own row is never overwritten by a district of the same code, and an
          // unchanged district is not rewritten (so a re-import reports, and changes, nothing).
          setWhere: sql`${locations.kind} = 'district' and (${locations.name}, ${locations.latitude}, ${locations.longitude}) is distinct from (excluded.name, excluded.latitude, excluded.longitude)`,
        })
        .returning({ code: locations.code });
      changed += written.length;
    }
    const unknownAreas = areaCodes.filter((code) => !areaName.has(code));
    return { imported: known.length, changed, unknownAreas };
  });
}
