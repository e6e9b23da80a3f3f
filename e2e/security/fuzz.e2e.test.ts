import { buildBffApp } from '@localpros/bff';
import { createLogger, createMetrics } from '@localpros/kit';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RouteAccess, RouteKey } from '../../bff/src/http/route-access.js';
import { type MalformedRequest, malformedRequests, type Operation, operationsOf } from './malformed-requests.js';
import { rowsOf, type Session, securityPeople, useSecurityMarketplace } from './security-marketplace.js';

/**
 * Fuzzing (issue 11): every operation of the API document gets RUNS malformed requests as a
 * visitor and RUNS more with a session of the role the route declares (so the validation behind
 * the guards runs too). Every answer is a 4xx with a JSON message (or a 2xx when the input
 * happened to be valid), never a 5xx or a stack trace; a rejected request writes nothing; the
 * server is still ready at the end. Replay a failure with FUZZ_SEED (printed) and FUZZ_ONLY.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
/**
 * Inputs per operation and caller. 100 is the size every test run pays (about 12,000 requests, a
 * few minutes of a CI worker); FUZZ_RUNS=1000 is the deep run to make before a release or after a
 * change to validation (README, "Tests").
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
/** e.g. FUZZ_ONLY="POST /api/quote" to replay one operation. */
const ONLY = process.env.FUZZ_ONLY;
/** Operations fuzzed at once (their waits on the database overlap). */
const AT_ONCE = 4;

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

// V8's frames, "at fn (file:line:col)" and "at file:line:col" — not any "at … 00:24:15" in a message
// (a receipt says "VAT at 20 %" and, later, a time).
const STACK_TRACE =
  /\bat (?:async )?\S+ \(\S+:\d+:\d+\)|\bat (?:file:\/\/)?\/\S+:\d+:\d+|node_modules|\/work\/|\.ts:\d+/;

/** Tables a request writes to synchronously: a rejected request must leave their counts alone. */
const countRows = sql`select
  (select count(*) from identity.users)::int as users,
  (select count(*) from identity.sessions)::int as sessions,
  (select count(*) from identity.business_profiles)::int as business_profiles,
  (select count(*) from identity.avatars)::int as avatars,
  (select count(*) from jobs.jobs)::int as jobs,
  (select count(*) from jobs.reviews)::int as reviews,
  (select count(*) from jobs.review_reports)::int as review_reports,
  (select count(*) from jobs.review_moderations)::int as review_moderations,
  (select count(*) from quotes.quotes)::int as quotes,
  (select count(*) from matching.leads)::int as leads,
  (select count(*) from notifications.contact_messages)::int as contact_messages`;

/** What is wrong with an answer, or null when it is a fine answer to a malformed request. */
function problemWith(answer: Answer): string | null {
  if (answer.status >= 500) return `answered ${answer.status}`;
  if (STACK_TRACE.test(answer.text)) return 'the body shows a stack trace or a source path';
  if (answer.status < 400) return null;
  if (!answer.contentType.includes('application/json')) return `a ${answer.status} of type "${answer.contentType}"`;
  try {
    const body = JSON.parse(answer.text) as { message?: unknown };
    if (typeof body.message !== 'string' || body.message === '') return `a ${answer.status} without a message`;
  } catch {
    return `a ${answer.status} whose body is not JSON`;
  }
  return null;
}

const describeRequest = (operation: Operation, request: MalformedRequest, caller: string) => {
  const body =
    request.body === undefined
      ? '(none)'
      : typeof request.body === 'string'
        ? JSON.stringify(request.body.slice(0, 300))
        : `${request.body.length} bytes`;
  return `${operation.method} ${request.url.slice(0, 300)} as ${caller} [${request.kind}] content-type=${request.headers['content-type'] ?? '(none)'} body=${body}`;
};

/** The role a session needs to get past the route's guard. */
const roleFor = (access: RouteAccess | undefined) => {
  if (!access || access.roles === 'public' || access.roles === 'signed-in' || access.roles === 'payment-provider') {
    return 'customer';
  }
  return access.roles.includes('customer') ? 'customer' : (access.roles[0] ?? 'customer');
};

describe('fuzzing (embedded)', () => {
  const marketplace = useSecurityMarketplace({
    // Every request comes from one address: the limits must not hide what is behind them.
    REGISTER_RATE_LIMIT_PER_IP: '1000000',
    REGISTER_RATE_LIMIT_PER_EMAIL: '1000000',
    CODE_SEND_RATE_LIMIT_PER_ACCOUNT: '1000000',
    CODE_FAILURES_PER_ACCOUNT: '1000000',
    LOGIN_RATE_LIMIT_PER_IP: '1000000',
    LOGIN_FAILURES_PER_ACCOUNT: '1000000',
    CODE_SEND_RATE_LIMIT_PER_IP: '1000000',
    CODE_VERIFY_RATE_LIMIT_PER_IP: '1000000',
    ACCOUNT_CHECK_RATE_LIMIT_PER_MINUTE: '1000000',
  });
  const people = securityPeople(marketplace);
  const { get, verifiedCustomer, signIn } = people.client;

  it(
    `answers ${RUNS} malformed requests per operation and caller with a 4xx and a message (seed ${SEED})`,
    async () => {
      const started = Date.now();
      console.info(`fuzz seed ${SEED} (FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} to replay)`);
      const document = await get<Parameters<typeof operationsOf>[0]>('/docs/json');
      expect(document.status).toBe(200);
      const operations = operationsOf(document.body).filter((op) => !ONLY || `${op.method} ${op.path}` === ONLY);
      expect(operations.length).toBeGreaterThan(0);

      const [customer, business, admin, doomed, leaving] = await Promise.all([
        verifiedCustomer(),
        people.business('Fuzz Cleaners'),
        people.admin(),
        verifiedCustomer(),
        verifiedCustomer(),
      ]);
      const roleSessions: Record<string, Session> = { customer, business, admin };
      /** Sessions the operation itself may end, so the others keep theirs (made before any row is counted). */
      const ownSessions = new Map<string, Session>([
        ['POST /api/auth/logout', await signIn(customer.email, customer.password)],
        ['POST /api/auth/logout-all', leaving],
        ['DELETE /api/user', doomed],
        ['POST /api/login/back-as-admin', await people.impersonate(await people.admin(), leaving.email)],
      ]);

      // The marketplace's BFF as an app on the same services, called with inject(): the same code
      // without a socket per request, so thousands of requests fit in CI's time. /readyz is asked over HTTP.
      const app = await buildBffApp({
        config: marketplace().config,
        clients: marketplace().clients,
        logger: createLogger({ name: 'fuzz', level: 'silent' }),
        metricsRegistry: createMetrics().registry,
        readinessChecks: [{ name: 'database', check: () => marketplace().database.ping() }],
      });
      await app.ready();
      const send = async (
        operation: Operation,
        request: MalformedRequest,
        token: string | undefined,
      ): Promise<Answer> => {
        const headers = token ? { ...request.headers, authorization: `Bearer ${token}` } : request.headers;
        const inject = {
          method: operation.method as 'GET',
          url: request.url,
          headers,
          ...(request.body === undefined ? {} : { payload: Buffer.from(request.body) }),
        };
        if (operation.stream) {
          // A live stream never ends: its status and type are the answer; an error's body is read.
          const answer = await app.inject({ ...inject, payloadAsStream: true });
          const contentType = String(answer.headers['content-type'] ?? '');
          const body = answer.stream();
          if (answer.statusCode === 200 && contentType.startsWith('text/event-stream')) {
            body.destroy();
            return { status: 200, contentType, text: '' };
          }
          const chunks: Buffer[] = [];
          for await (const chunk of body) chunks.push(Buffer.from(chunk));
          return { status: answer.statusCode, contentType, text: Buffer.concat(chunks).toString('utf8') };
        }
        const answer = await app.inject(inject);
        return {
          status: answer.statusCode,
          contentType: String(answer.headers['content-type'] ?? ''),
          text: answer.body,
        };
      };

      const counts = async () => (await rowsOf<Record<string, number>>(marketplace(), countRows))[0];
      const summary: string[] = [];
      const failures: string[] = [];
      let sent = 0;
      let comparedOperations = 0;

      /** Fuzzes one operation as a visitor and signed in; answers how many requests it accepted. */
      async function fuzz(operation: Operation, index: number, again = false): Promise<number> {
        const route = `${operation.method} ${operation.path.replace(/\{(\w+)\}/g, ':$1')}`;
        const access = app.routeAccessTable.get(route as RouteKey);
        const session = ownSessions.get(route) ?? roleSessions[roleFor(access)];
        const statuses = new Map<number, number>();
        for (const [variant, token] of [
          ['visitor', undefined],
          ['signed in', session?.token],
        ] as const) {
          const seed = SEED + index * 2 + (variant === 'visitor' ? 0 : 1);
          const result = await fc.check(
            fc.asyncProperty(malformedRequests(operation), async (request) => {
              const answer = await send(operation, request, token);
              sent++;
              statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
              const problem = problemWith(answer);
              if (problem) {
                throw new Error(
                  `${describeRequest(operation, request, variant)}: ${problem}: ${answer.text.slice(0, 300)}`,
                );
              }
            }),
            { seed, numRuns: RUNS, endOnFailure: true },
          );
          if (result.failed) {
            const error = result.errorInstance;
            failures.push(
              `${route} as ${variant} (FUZZ_SEED=${SEED} FUZZ_ONLY="${operation.method} ${operation.path}"): ` +
                `${error instanceof Error ? error.message : String(error)}`,
            );
          }
        }
        if (!again)
          summary.push(
            `${route}: ${[...statuses]
              .sort(([a], [b]) => a - b)
              .map(([status, count]) => `${status}×${count}`)
              .join(' ')}`,
          );
        // A read accepted writes nothing; a write accepted may.
        return operation.method === 'GET'
          ? 0
          : [...statuses].filter(([status]) => status < 300).reduce((n, [, count]) => n + count, 0);
      }

      /** Runs operations AT_ONCE at a time; answers those that accepted no write and whether row counts moved. */
      async function fuzzBatch(batch: { operation: Operation; index: number }[], again = false) {
        const before = await counts();
        const accepted = await Promise.all(batch.map(({ operation, index }) => fuzz(operation, index, again)));
        const after = await counts();
        return {
          before,
          after,
          rejected: batch.filter((_, i) => accepted[i] === 0),
          wrote: accepted.some((n) => n > 0),
        };
      }
      const describeBatch = (batch: { operation: Operation }[]) =>
        batch.map(({ operation }) => `${operation.method} ${operation.path}`);

      try {
        const indexed = operations.map((operation, index) => ({ operation, index }));
        /** Operations that accepted nothing, fuzzed beside one that accepted a write: checked again on their own. */
        const recheck: { operation: Operation; index: number }[] = [];
        for (let first = 0; first < indexed.length; first += AT_ONCE) {
          const { before, after, rejected, wrote } = await fuzzBatch(indexed.slice(first, first + AT_ONCE));
          if (wrote) {
            recheck.push(...rejected);
            continue;
          }
          // No write was accepted, so nothing may have been written.
          comparedOperations += rejected.length;
          expect(after, `rows written by rejected requests to ${describeBatch(rejected)}`).toEqual(before);
        }
        // The same seeds send the same requests again, now with no accepted write beside them.
        for (let first = 0; first < recheck.length; first += AT_ONCE) {
          const batch = recheck.slice(first, first + AT_ONCE);
          const { before, after, wrote } = await fuzzBatch(batch, true);
          expect(wrote, `a second run of ${describeBatch(batch)} accepted a write`).toBe(false);
          comparedOperations += batch.length;
          expect(after, `rows written by rejected requests to ${describeBatch(batch)}`).toEqual(before);
        }
        // Still ready after it all, as an app and as the server.
        expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      } finally {
        await app.close();
      }

      console.info(summary.join('\n'));
      expect(failures).toEqual([]);
      expect(sent).toBeGreaterThanOrEqual(operations.length * RUNS * 2);
      const ready = await fetch(`${marketplace().url}/readyz`);
      expect(ready.status).toBe(200);
      console.info(
        `fuzz: ${operations.length} operations × ${RUNS} inputs × 2 callers = ${sent} requests in ` +
          `${((Date.now() - started) / 1000).toFixed(1)} s (seed ${SEED}); row counts unchanged around each of the ` +
          `${comparedOperations} operations that accepted no write (of ${operations.length})`,
      );
    },
    Math.max(600_000, RUNS * 6_000),
  );
});
