import { referenceIds } from '@localpros/contracts';
import { sql } from 'drizzle-orm';
import type { JobsContext } from '../context.js';
import { locations, workCategories, workServices } from '../schema.js';
import { postcodeAreas } from './postcode-areas.js';
import { workCategories as categorySeeds } from './work-categories.js';

/**
 * Seeded rows get name-based ids (referenceIds), stable across environments.
 * Writes the built-in categories, services and postcode areas. Idempotent: existing rows are
 * left alone (an admin may have renamed or deactivated them), missing ones are added.
 */
export async function seedReferenceData({ db }: Pick<JobsContext, 'db'>): Promise<void> {
  await db.transaction(async (tx) => {
    for (const seed of categorySeeds) {
      await tx
        .insert(workCategories)
        .values({ id: referenceIds.workCategory(seed.name), name: seed.name })
        .onConflictDoNothing();
      const [category] = await tx
        .select({ id: workCategories.id })
        .from(workCategories)
        .where(sql`${workCategories.name} = ${seed.name}`);
      if (!category) continue;
      await tx
        .insert(workServices)
        .values(
          seed.services.map((name) => ({
            id: referenceIds.workService(seed.name, name),
            categoryId: category.id,
            name,
          })),
        )
        .onConflictDoNothing();
    }
    await tx
      .insert(locations)
      .values(
        postcodeAreas.map((area) => ({
          code: area.location,
          name: area.name,
          kind: 'area' as const,
          areaCode: area.location,
          latitude: area.latitude,
          longitude: area.longitude,
        })),
      )
      .onConflictDoNothing();
  });
}
