import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A strong validator of a serialised body (a short hash: it names a version, it guards nothing). */
export const entityTagOf = (body: string | Buffer): string =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** Whether the client already holds this version (If-None-Match, weak or strong, or `*`). */
function clientHolds(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}

/**
 * Answers 304 when the client's copy is current, else the body serialised once ahead (the route's
 * serialiser is not run again); both carry the ETag and `cacheControl`.
 */
export function sendSerialised(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: { body: string | Buffer; etag: string },
  cacheControl: string,
) {
  reply.header('cache-control', cacheControl).header('etag', entry.etag);
  if (clientHolds(request, entry.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(entry.body);
}
