import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** One answer as it goes on the wire (serialised once, with its strong validator), and as loaded. */
export interface ReferenceEntry<T = unknown> {
  /** What the service answered, for the BFF's own lookups (the body keeps only the contract's fields). */
  value: T;
  body: string;
  etag: string;
  loadedAt: number;
}

export interface ReferenceCacheOptions<T> {
  /** Asks the owning service (jobs) for the data. */
  load: () => Promise<T>;
  /** The response's contract: checked once per load instead of on every response. */
  schema: z.ZodType<T>;
  /** After this long, the next request starts a refresh in the background and is answered from memory. */
  refreshMs: number;
  onRefreshFailed?: (error: unknown) => void;
  now?: () => number;
}

/**
 * Public reference data held in memory (work categories, locations): every form and the home page
 * read it, and it changes only when an admin or an import changes it. Served from memory and
 * refreshed in the background once older than `refreshMs` (stale while it revalidates), so a change
 * shows within about that long and a slow or failed refresh never holds a request up. Until the
 * first load succeeds, requests wait for it (and share one call).
 */
export function createReferenceCache<T>(options: ReferenceCacheOptions<T>) {
  const now = options.now ?? Date.now;
  let current: ReferenceEntry<T> | undefined;
  let loading: Promise<ReferenceEntry<T>> | undefined;

  const reload = (): Promise<ReferenceEntry<T>> => {
    loading ??= options
      .load()
      .then((value) => {
        const body = JSON.stringify(options.schema.parse(value));
        const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
        current = { value, body, etag, loadedAt: now() };
        return current;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  };

  return {
    /**
     * Loads afresh now (after any load already under way, which may hold the old data): called when
     * this BFF's admin routes change the data, so the change is served as soon as this resolves.
     */
    async refreshNow(): Promise<void> {
      await (loading ?? Promise.resolve()).catch(() => undefined);
      await reload().then(
        () => undefined,
        (error: unknown) => options.onRefreshFailed?.(error),
      );
    },
    async get(): Promise<ReferenceEntry<T>> {
      if (!current) return reload();
      if (now() - current.loadedAt >= options.refreshMs && !loading) {
        // Serve what we have; the refresh replaces it for the requests that follow.
        reload().catch((error: unknown) => options.onRefreshFailed?.(error));
      }
      return current;
    },
  };
}

/** Whether the client already holds this version (If-None-Match, weak or strong, or `*`). */
function clientHas(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}

/** Answers 304 when the client's copy is current, else the serialised body; both carry the ETag. */
export function sendReference(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: ReferenceEntry,
  maxAgeSeconds: number,
) {
  reply.header('cache-control', `public, max-age=${maxAgeSeconds}`).header('etag', entry.etag);
  if (clientHas(request, entry.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(entry.body);
}

export type ReferenceCache<T> = ReturnType<typeof createReferenceCache<T>>;
