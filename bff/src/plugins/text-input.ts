import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/http-error.js';

export const NUL_REFUSED = 'Text cannot contain NUL characters';

/** The path of the first string holding a NUL character in a parsed input, or null. Iterative: inputs nest deep. */
export function pathOfNul(input: unknown, root: string): string | null {
  const pending: [unknown, string][] = [[input, root]];
  while (pending.length > 0) {
    const [value, path] = pending.pop() as [unknown, string];
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        pending.push([item, `${path}.${index}`]);
      });
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return path;
        pending.push([item, `${path}.${key}`]);
      }
    }
  }
  return null;
}

/** A NUL character in a form field read by the route itself (multipart), answered like the others. */
export function refuseNul(value: string, path: string): void {
  if (value.includes('\u0000')) throw nulRefused(path);
}

/** Undefined, null or an object without own keys (a string, even empty, is scanned). */
function isEmpty(input: unknown): boolean {
  if (input === undefined || input === null) return true;
  if (typeof input !== 'object') return false;
  for (const key in input) if (Object.hasOwn(input, key)) return false;
  return true;
}

const nulRefused = (path: string) =>
  new HttpError(400, 'Invalid request', { errors: [{ path, message: NUL_REFUSED }] });

/**
 * PostgreSQL text cannot hold a NUL character (it fails the query: a 500), and no field of the
 * marketplace has a use for one: any parameter, query or JSON body holding one is refused with a 400
 * before validation.
 */
export const textInputPlugin = fp(
  async (app: FastifyInstance) => {
    const refuseNulIn = (input: unknown, root: string) => {
      // Most reads carry no parameters, query or body: nothing to scan, nothing to allocate.
      if (isEmpty(input)) return;
      const path = pathOfNul(input, root);
      if (path !== null) throw nulRefused(path.slice(root.length + 1) || root);
    };
    app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
      try {
        refuseNulIn(request.params, 'params');
        refuseNulIn(request.query, 'query');
        refuseNulIn(request.body, 'body');
      } catch (error) {
        done(error as Error);
        return;
      }
      done();
    });
  },
  { name: 'text-input' },
);
