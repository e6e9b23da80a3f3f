import { type Column, type SQL, sql } from 'drizzle-orm';

/**
 * `column = any($1::uuid[])`: the ids as one array parameter. drizzle's inArray binds a parameter
 * per id, and building those for a city job's ~340 businesses cost more CPU than the read (issue 26).
 */
export const uuidIn = (column: Column, ids: readonly string[]): SQL => sql`${column} = any(${sql.param(ids)}::uuid[])`;
