import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { entityTagOf, sendSerialised } from '../http/entity-tag.js';
import { type KeptCopy, type KeptForAWhileOptions, keptForAWhile } from '../kept-for-a-while.js';

/** One answer as it goes on the wire (serialised once, with its strong validator), and as loaded. */
export interface ReferenceEntry<T = unknown> {
  /** What the service answered, for the BFF's own lookups (the body keeps only the contract's fields). */
  value: T;
  body: string;
  etag: string;
}

export interface ReferenceCacheOptions<T> extends KeptForAWhileOptions {
  /** Asks the owning service (jobs) for the data. */
  load: () => Promise<T>;
  /** The response's contract: checked once per load instead of on every response. */
  schema: z.ZodType<T>;
}

/**
 * Public reference data held in memory (work categories, locations): every form and the home page
 * read it, and it changes only when an admin or an import changes it. Kept as kept-for-a-while.ts
 * keeps a copy (stale while it revalidates after `refreshMs`), so a change shows within about that
 * long and a slow or failed refresh never holds a request up; this BFF's admin routes call
 * `refreshNow` after a change. Each load is checked against its contract and serialised once, with
 * its ETag.
 */
export function createReferenceCache<T>({ load, schema, ...keeping }: ReferenceCacheOptions<T>): ReferenceCache<T> {
  return keptForAWhile(async () => {
    const value = await load();
    const body = JSON.stringify(schema.parse(value));
    return { value, body, etag: entityTagOf(body) };
  }, keeping);
}

/** Answers 304 when the client's copy is current, else the serialised body; both carry the ETag. */
export const sendReference = (
  request: FastifyRequest,
  reply: FastifyReply,
  entry: ReferenceEntry,
  maxAgeSeconds: number,
) => sendSerialised(request, reply, entry, `public, max-age=${maxAgeSeconds}`);

export type ReferenceCache<T> = KeptCopy<ReferenceEntry<T>>;
