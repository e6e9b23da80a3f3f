import { RpcError } from '@localpros/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '../http/error-body.js';
import { httpStatusFromGrpc, publicMessageFor } from '../http/grpc-status-to-http.js';
import { HttpError } from '../http/http-error.js';

const pathOf = (instancePath: string) => instancePath.replace(/^\//, '').replaceAll('/', '.');

/** One error handler for the whole API: every failure leaves as { message, errors? }. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler<Error & { statusCode?: number }>((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const body: ErrorBody = {
        message: 'Invalid request',
        errors: error.validation.map((issue) => ({
          path: pathOf(issue.instancePath),
          message: issue.message ?? 'Invalid value',
        })),
      };
      return reply.code(400).send(body);
    }
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ message: error.message, ...error.extra });
    }
    if (error instanceof RpcError) {
      const status = httpStatusFromGrpc(error.code);
      if (status >= 500) request.log.error({ err: error }, 'upstream service call failed');
      const body: ErrorBody = { message: publicMessageFor(status, error.message) };
      if (error.fieldErrors?.length) body.errors = error.fieldErrors;
      return reply.code(status).send(body);
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ message: 'Something went wrong, please try again later' });
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type, rate limit): its message is safe.
    return reply.code(status).send({ message: error.message });
  });
});
