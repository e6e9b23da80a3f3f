import { eventTables } from '@localpros/kit/db-schema';
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, pgSchema, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/** Everything the jobs service stores lives in this schema. */
export const jobsSchema = pgSchema('jobs');

export const workCategories = jobsSchema.table('work_categories', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  name: text('name').notNull().unique(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A service a category offers (e.g. Cleaning → Oven cleaning): what a job and a business name. */
export const workServices = jobsSchema.table(
  'work_services',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => workCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('work_services_category_name_unique').on(t.categoryId, t.name),
    index('work_services_category_idx').on(t.categoryId),
  ],
);

/**
 * The postcode gazetteer: areas ("SW") ship with the code; districts ("SW1A") come from the
 * import command. Each row is a centroid; distances between them are great-circle distances.
 */
export const locations = jobsSchema.table(
  'locations',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['area', 'district'] }).notNull(),
    areaCode: text('area_code').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [index('locations_area_idx').on(t.areaCode)],
);

export const { outbox, inbox } = eventTables(jobsSchema);
