import { createHash } from 'node:crypto';
import { GrpcStatus, RpcError } from '@localpros/kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { BffConfig } from '../config.js';
import { HttpError } from '../http/http-error.js';

type LimitName =
  | 'loginPerIp'
  | 'loginFailuresPerAccount'
  | 'codeSendPerIp'
  | 'codeSendPerAccount'
  | 'codeVerifyPerIp'
  | 'codeFailuresPerAccount'
  | 'accountCheckPerIp'
  | 'registerPerIp'
  | 'registerPerEmail'
  | 'promoAttemptsPerIp'
  | 'promoFailuresPerAccount'
  | 'messagesPerUser';

/**
 * The accounts limits (rate-limiter-flexible): shared through Redis in distributed mode, with an
 * in-memory limiter standing in while Redis is unreachable; in memory in embedded mode.
 */
export class RateLimits {
  private readonly limiters: Record<LimitName, RateLimiterAbstract>;

  constructor(
    config: Pick<
      BffConfig,
      | 'BUS_NAMESPACE'
      | 'LOGIN_RATE_LIMIT_PER_IP'
      | 'LOGIN_FAILURES_PER_ACCOUNT'
      | 'RATE_LIMIT_WINDOW_MINUTES'
      | 'CODE_SEND_RATE_LIMIT_PER_IP'
      | 'CODE_VERIFY_RATE_LIMIT_PER_IP'
      | 'ACCOUNT_CHECK_RATE_LIMIT_PER_MINUTE'
      | 'REGISTER_RATE_LIMIT_PER_IP'
      | 'REGISTER_RATE_LIMIT_PER_EMAIL'
      | 'CODE_SEND_RATE_LIMIT_PER_ACCOUNT'
      | 'CODE_FAILURES_PER_ACCOUNT'
      | 'PROMO_CODE_ATTEMPTS_PER_IP'
      | 'PROMO_CODE_FAILURES_PER_ACCOUNT'
      | 'MESSAGES_RATE_LIMIT_PER_MINUTE'
    >,
    private readonly log: { warn(object: object, message: string): void },
    redis?: Redis,
  ) {
    const window = config.RATE_LIMIT_WINDOW_MINUTES * 60;
    const make = (name: LimitName, points: number, duration: number): RateLimiterAbstract => {
      // Per deployment (its namespace, as on the bus): two sharing one Redis never share counts.
      const options = { keyPrefix: `${config.BUS_NAMESPACE}-${name}`, points, duration };
      if (!redis) return new RateLimiterMemory(options);
      return new RateLimiterRedis({
        ...options,
        storeClient: redis,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory(options),
      });
    };
    this.limiters = {
      loginPerIp: make('loginPerIp', config.LOGIN_RATE_LIMIT_PER_IP, window),
      loginFailuresPerAccount: make('loginFailuresPerAccount', config.LOGIN_FAILURES_PER_ACCOUNT, window),
      codeSendPerIp: make('codeSendPerIp', config.CODE_SEND_RATE_LIMIT_PER_IP, window),
      codeVerifyPerIp: make('codeVerifyPerIp', config.CODE_VERIFY_RATE_LIMIT_PER_IP, window),
      accountCheckPerIp: make('accountCheckPerIp', config.ACCOUNT_CHECK_RATE_LIMIT_PER_MINUTE, 60),
      registerPerIp: make('registerPerIp', config.REGISTER_RATE_LIMIT_PER_IP, window),
      registerPerEmail: make('registerPerEmail', config.REGISTER_RATE_LIMIT_PER_EMAIL, window),
      codeSendPerAccount: make('codeSendPerAccount', config.CODE_SEND_RATE_LIMIT_PER_ACCOUNT, window),
      codeFailuresPerAccount: make('codeFailuresPerAccount', config.CODE_FAILURES_PER_ACCOUNT, window),
      promoAttemptsPerIp: make('promoAttemptsPerIp', config.PROMO_CODE_ATTEMPTS_PER_IP, window),
      promoFailuresPerAccount: make('promoFailuresPerAccount', config.PROMO_CODE_FAILURES_PER_ACCOUNT, window),
      messagesPerUser: make('messagesPerUser', config.MESSAGES_RATE_LIMIT_PER_MINUTE, 60),
    };
  }

  /** Counts one request against `key`; throws 429 once the limit is passed. */
  async consume(name: LimitName, key: string, tooMany: (retryMs: number) => string = tooManyRequests): Promise<void> {
    try {
      await this.limiters[name].consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooManyError(tooMany, error.msBeforeNext);
      // A store failure must not take sign-in down with it: let the request through.
      this.log.warn({ err: error, limit: name }, 'rate limiter unavailable');
    }
  }

  /** Throws 429 when `key` has already used up `name` (without counting this request). */
  async assertNotExhausted(name: LimitName, key: string, tooMany: (retryMs: number) => string): Promise<void> {
    const limiter = this.limiters[name];
    try {
      const state = await limiter.get(key);
      if (state && state.consumedPoints >= limiter.points) throw tooManyError(tooMany, state.msBeforeNext);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      this.log.warn({ err: error, limit: name }, 'rate limiter unavailable');
    }
  }

  /** Counts a failure against `key` (never throws: the caller answers the failure itself). */
  async penalise(name: LimitName, key: string): Promise<void> {
    try {
      await this.limiters[name].penalty(key);
    } catch (error) {
      this.log.warn({ err: error, limit: name }, 'rate limiter unavailable');
    }
  }

  async reset(name: LimitName, key: string): Promise<void> {
    try {
      await this.limiters[name].delete(key);
    } catch (error) {
      this.log.warn({ err: error, limit: name }, 'rate limiter unavailable');
    }
  }

  /** A route hook counting each request per client address. */
  perIp(name: LimitName, tooMany: (retryMs: number) => string = tooManyRequests) {
    return async (request: FastifyRequest, _reply: FastifyReply) => {
      await this.consume(name, request.ip, tooMany);
    };
  }

  /**
   * A preHandler counting each request per account, named by the validated request (an e-mail
   * address, hashed; or the session's user id). Requests that name none are not counted here.
   */
  perAccount(name: LimitName, accountOf: (request: FastifyRequest) => string | undefined) {
    return async (request: FastifyRequest, _reply: FastifyReply) => {
      const account = accountOf(request);
      if (account) await this.consume(name, accountKey(account), tooManyRequests);
    };
  }

  /**
   * Runs a code check for one account: refused once the account has used up its wrong codes;
   * a wrong code (identity's INVALID_ARGUMENT or UNAUTHENTICATED) counts, a right one resets.
   */
  codeAttempt<T>(account: string, attempt: () => Promise<T>): Promise<T> {
    return this.guess('codeFailuresPerAccount', account, attempt, [
      GrpcStatus.INVALID_ARGUMENT,
      GrpcStatus.UNAUTHENTICATED,
    ]);
  }

  /**
   * Runs an attempt with a promo code for one business: refused once it has tried too many wrong
   * codes; an unknown code (billing's NOT_FOUND) counts, a known one resets.
   */
  promoAttempt<T>(businessId: string, attempt: () => Promise<T>): Promise<T> {
    return this.guess('promoFailuresPerAccount', businessId, attempt, [GrpcStatus.NOT_FOUND]);
  }

  /** An attempt at something guessable: refused once `name` is used up; a wrong guess counts, a right one resets. */
  private async guess<T>(name: LimitName, account: string, attempt: () => Promise<T>, wrong: GrpcStatus[]): Promise<T> {
    const key = accountKey(account);
    await this.assertNotExhausted(name, key, tooManyRequests);
    try {
      const result = await attempt();
      await this.reset(name, key);
      return result;
    } catch (error) {
      if (error instanceof RpcError && wrong.includes(error.code)) await this.penalise(name, key);
      throw error;
    }
  }
}

const minutes = (ms: number) => {
  const n = Math.max(1, Math.ceil(ms / 60_000));
  return `${n} minute${n === 1 ? '' : 's'}`;
};
const wait = (ms: number) => {
  if (ms >= 60_000) return minutes(ms);
  const n = Math.max(1, Math.ceil(ms / 1000));
  return `${n} second${n === 1 ? '' : 's'}`;
};

export const tooManyRequests = (retryMs: number) => `Too many requests, please try again in ${wait(retryMs)}`;
export const tooManyLoginAttempts = (retryMs: number) =>
  `Too many login attempts, please try again in ${minutes(retryMs)}`;

function tooManyError(message: (retryMs: number) => string, retryMs: number) {
  return new HttpError(429, message(retryMs), {}, { 'retry-after': String(Math.max(1, Math.ceil(retryMs / 1000))) });
}

/** Account keys (e-mail addresses, user ids) are hashed, so the store never holds e-mail addresses. */
export const accountKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

export const rateLimitsPlugin = fp(
  async (app: FastifyInstance, options: { config: BffConfig; redis?: Redis }) => {
    app.decorate('rateLimits', new RateLimits(options.config, app.log, options.redis));
  },
  { name: 'rate-limits' },
);
