import type { ActingUser } from '../context.js';
import type { Logger } from '../logger.js';
import type { Caller } from './caller-token.js';

/** The shape ts-proto gives each unary method of a grpc-js service definition. */
export interface UnaryMethodDefinition<Req, Res> {
  readonly path: string;
  readonly requestStream: false;
  readonly responseStream: false;
  requestSerialize(value: Req): Buffer;
  requestDeserialize(value: Buffer): Req;
  responseSerialize(value: Res): Buffer;
  responseDeserialize(value: Buffer): Res;
}

// biome-ignore lint/suspicious/noExplicitAny: a definition's methods each have their own types.
export type ServiceDefinition = Record<string, UnaryMethodDefinition<any, any>>;

export type RequestOf<M> = M extends UnaryMethodDefinition<infer Req, unknown> ? Req : never;
// biome-ignore lint/suspicious/noExplicitAny: see ServiceDefinition.
export type ResponseOf<M> = M extends UnaryMethodDefinition<any, infer Res> ? Res : never;

export interface CallOptions {
  /** Milliseconds from now; the call fails with DEADLINE_EXCEEDED after it. */
  timeoutMs?: number;
  /** Defaults to the current request's correlation id. */
  correlationId?: string;
  /** The end user the call acts for; defaults to the current request's (setActingUser). */
  user?: ActingUser;
}

/** What a handler knows about the call it serves. */
export interface CallContext {
  correlationId: string;
  /** Aborted when the caller's deadline passes or it cancels. */
  signal: AbortSignal;
  logger: Logger;
  /** Who called, from the verified caller token: the calling service and the end user, if any. */
  caller: Caller;
}

/** The promise-based client every caller uses, whichever transport is behind it. */
export type RpcClient<D extends ServiceDefinition> = {
  [K in keyof D]: (request: RequestOf<D[K]>, options?: CallOptions) => Promise<ResponseOf<D[K]>>;
};

/** A service's implementation of its contract. Throw RpcError for an expected failure. */
export type RpcHandlers<D extends ServiceDefinition> = {
  [K in keyof D]: (request: RequestOf<D[K]>, context: CallContext) => Promise<ResponseOf<D[K]>>;
};

/**
 * A service's handlers as it declares them (defineService): each is handed the service's context
 * first, then the request and the call. The kit binds them to one instance's context as RpcHandlers.
 */
export type ServiceHandlers<D extends ServiceDefinition, C> = {
  [K in keyof D]: (context: C, request: RequestOf<D[K]>, call: CallContext) => Promise<ResponseOf<D[K]>>;
};
