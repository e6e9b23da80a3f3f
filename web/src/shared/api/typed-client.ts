import createClient, { type Client } from 'openapi-fetch';
import type { HttpMethod, PathsWithMethod, SuccessResponseJSON } from 'openapi-typescript-helpers';
import { readApiAnswer, sendApiRequest } from './api-client';
import type { paths } from './schema.gen';

/**
 * What openapi-fetch would turn into a Request: the URL it built and the init. The call goes out
 * through sendApiRequest as fetch(url, init), like every other call, so the session cookie, the
 * network-error message and a FormData body (which a Request would turn into a stream) stay as
 * the rest of the app has them.
 */
class RequestDraft {
  readonly method: string;
  constructor(
    readonly url: string,
    readonly init: RequestInit,
  ) {
    this.method = init.method ?? 'GET';
  }
}

/** A checked answer handed back to openapi-fetch, which parses it again as the route's type. */
function answerOf(body: unknown, status: number): Response {
  const empty = body === null || body === undefined;
  return new Response(empty ? null : JSON.stringify(body), {
    status: empty && status !== 204 ? 200 : status,
    headers: empty ? {} : { 'Content-Type': 'application/json' },
  });
}

function typedClient(handleUnauthenticated: boolean): Client<paths> {
  return createClient<paths>({
    Request: RequestDraft as unknown as typeof Request,
    fetch: async (request) => {
      const { url, init } = request as unknown as RequestDraft;
      const response = await sendApiRequest(url, init);
      // Errors never reach openapi-fetch: they are thrown here as ApiErrors, as apiRequest throws them.
      return answerOf(await readApiAnswer(response, handleUnauthenticated), response.status);
    },
  });
}

/**
 * The BFF's routes, typed from its OpenAPI document (schema.gen.ts, `npm run api:types`): paths,
 * parameters, bodies and answers are checked at compile time. A failed call throws an ApiError; an
 * unauthenticated answer ends the session (connect-api-to-session.ts).
 */
export const api = typedClient(true);

/**
 * The same, for calls where a 401 is an answer, not an expired session: the start-up user fetch
 * (a visitor has no session) and the sign-in calls (a wrong password).
 */
export const apiWithoutSessionCheck = typedClient(false);

/** The JSON a route answers with on success, e.g. `ApiAnswer<'/api/jobs', 'get'>`. */
export type ApiAnswer<Path extends PathsWithMethod<paths, Method>, Method extends HttpMethod> =
  paths[Path][Method] extends Record<string | number, unknown> ? SuccessResponseJSON<paths[Path][Method]> : never;

/** The JSON body a route takes, e.g. `ApiBody<'/api/job', 'post'>`. */
export type ApiBody<
  Path extends PathsWithMethod<paths, Method>,
  Method extends HttpMethod,
> = paths[Path][Method] extends {
  requestBody?: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

/**
 * The multipart/form-data body a route takes (its file parts as Blobs), e.g.
 * `ApiForm<'/api/business/documents', 'post'>`: sent with `bodySerializer: formDataOf`.
 */
export type ApiForm<
  Path extends PathsWithMethod<paths, Method>,
  Method extends HttpMethod,
> = paths[Path][Method] extends {
  requestBody?: { content: { 'multipart/form-data': infer Form } };
}
  ? Form
  : never;

/**
 * A typed call's form body as the FormData the browser sends as multipart (with its boundary):
 * text parts as they are, files with their names; a part left undefined is not sent. It takes
 * `unknown` as openapi-fetch hands a serializer any of the route's bodies: the call's `body`,
 * typed as its ApiForm, is what the compiler checks.
 */
export function formDataOf(form: unknown): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(form as Record<string, string | Blob | undefined>)) {
    if (value !== undefined) body.append(name, value);
  }
  return body;
}

/**
 * The data of a typed call. Failures were already thrown as ApiErrors, so only an empty answer
 * (null here, as apiRequest gives it) is left besides the data.
 */
export async function dataOf<Data>(call: Promise<{ data?: Data; error?: unknown }>): Promise<Data> {
  const { data } = await call;
  return (data ?? null) as Data;
}
