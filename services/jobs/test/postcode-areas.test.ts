import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { postcodeAreas } from '../src/seed/postcode-areas.js';

// Reference file used only to validate the shipped approximations at test time;
// its numbers are never copied into the project.
// shared/ sits beside the repository (the project's data for tests, never copied into it).
const REFERENCE_CSV = fileURLToPath(new URL('../../../../shared/data/uk-postcode-areas.csv', import.meta.url));
const hasReference = existsSync(REFERENCE_CSV);
const MAX_DISTANCE_KM = 60;

function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const toRad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = toRad(lat2 - lat1);
  const dLon = toRad(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(lat1)) * Math.cos(toRad(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

function readReference(): Map<string, { latitude: number; longitude: number }> {
  const lines = readFileSync(REFERENCE_CSV, 'utf8')
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '');
  const [headerLine = '', ...rows] = lines;
  const header = headerLine.split(',').map((h) => h.trim().toLowerCase());
  const iArea = header.indexOf('area');
  const iLat = header.indexOf('latitude');
  const iLon = header.indexOf('longitude');
  if (iArea < 0 || iLat < 0 || iLon < 0) throw new Error(`unexpected header in ${REFERENCE_CSV}: ${headerLine}`);
  const out = new Map<string, { latitude: number; longitude: number }>();
  for (const line of rows) {
    const cols = line.split(',');
    out.set((cols[iArea] ?? '').trim(), { latitude: Number(cols[iLat]), longitude: Number(cols[iLon]) });
  }
  return out;
}

describe('postcode area seed', () => {
  it('has exactly the 121 geographic UK postcode areas', () => {
    expect(postcodeAreas).toHaveLength(121);
  });

  it('has unique 1–2 letter codes and excludes the Crown dependencies', () => {
    const codes = postcodeAreas.map((a) => a.location);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{1,2}$/);
    for (const crown of ['GY', 'JE', 'IM']) expect(codes).not.toContain(crown);
  });

  it('has a name and a coordinate inside the UK bounding box for every area', () => {
    for (const area of postcodeAreas) {
      expect(area.name.trim(), area.location).not.toBe('');
      expect(area.latitude, area.location).toBeGreaterThanOrEqual(49.8);
      expect(area.latitude, area.location).toBeLessThanOrEqual(60.9);
      expect(area.longitude, area.location).toBeGreaterThanOrEqual(-8.7);
      expect(area.longitude, area.location).toBeLessThanOrEqual(1.8);
    }
  });

  it.skipIf(!hasReference)(
    `matches the reference centroids within ${MAX_DISTANCE_KM} km (skipped: ${REFERENCE_CSV} not present)`,
    () => {
      const reference = readReference();
      const shipped = postcodeAreas.map((a) => a.location).sort();
      expect(shipped).toEqual([...reference.keys()].sort());

      const tooFar: string[] = [];
      for (const area of postcodeAreas) {
        const ref = reference.get(area.location);
        if (!ref) continue;
        const km = haversineKm(area.latitude, area.longitude, ref.latitude, ref.longitude);
        if (km > MAX_DISTANCE_KM) tooFar.push(`${area.location} is ${km.toFixed(1)} km from the reference centroid`);
      }
      expect(tooFar).toEqual([]);
    },
  );
});
