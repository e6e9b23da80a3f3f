import { type Db, RpcError } from '@localpros/kit';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';

export const ADMIN_PAGE_SIZE = 10;

export const pageIndexField = z
  .number()
  .int('pageIndex must be a whole number')
  .min(0, 'pageIndex must be 0 or more')
  .max(100_000, 'pageIndex is too large');

/** A search term for ILIKE: trimmed, at most 100 characters, its wildcards taken literally. */
export const searchField = z
  .string()
  .trim()
  .max(100, 'Search terms are at most 100 characters')
  .transform((v) => v.replace(/[\\%_]/g, (c) => `\\${c}`));

export const contains = (column: SQL, term: string) => sql`${column} ilike ${`%${term}%`}`;

/** Runs a raw query and returns its rows. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export function notFound(what: string): never {
  throw RpcError.notFound(`No such ${what}`);
}

export const iso = (value: string | Date | null): string => (value ? new Date(value).toISOString() : '');
