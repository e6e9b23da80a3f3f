import { randomUUID } from 'node:crypto';
import { CORRELATION_HEADER, runWithContext } from '@localpros/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const acceptableId = /^[\w-]{8,64}$/;

/** The request id is born here (or taken from a trusted proxy's header) and named in the response. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && acceptableId.test(value) ? value : randomUUID();
}

/**
 * Runs the rest of each request inside its correlation context, so gRPC calls send it as
 * metadata, outbox events carry it as correlationId, and every log line shows it.
 */
export const requestContextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(CORRELATION_HEADER, request.id);
    runWithContext({ correlationId: request.id }, done);
  });
});
