import { JobCancelled, type quotesRpc } from '@localpros/contracts';
import { describe, expect, it } from 'vitest';
import type { EventBus } from '../src/bus/event-bus.js';
import type { Database, Db } from '../src/db/database.js';
import { on } from '../src/events/consumer.js';
import type { CallContext } from '../src/grpc/types.js';
import { defineService, prepareService, type ServiceDeps } from '../src/service/service-module.js';
import { tables } from './fixtures/schema.js';
import { silentLogger } from './fixtures/setup.js';

const database = { db: {} as Db, migrate: async () => undefined } as unknown as Database;

/** A bus that only records which event types were subscribed to. */
function recordingBus() {
  const subscribed: string[] = [];
  const bus = {
    kind: 'in-process',
    subscribe: (_consumer: string, type: string) => void subscribed.push(type),
  } as unknown as EventBus;
  return { bus, subscribed };
}

interface TestContext {
  deps: ServiceDeps;
  seen: string[];
}

/** A table of every quotes handler, each answering with what it was handed. */
function answering<C>(record?: (context: C) => void) {
  const answer = async (context: C, request: unknown, call: CallContext) => {
    record?.(context);
    return { context, request, call } as never;
  };
  return {
    sendQuote: answer,
    listQuotedLeadIds: answer,
    acceptQuote: answer,
    cancelQuote: answer,
    listJobQuotes: answer,
    listBusinessQuotes: answer,
    countPendingQuotes: answer,
    getQuoteInsights: answer,
  };
}

describe('defineService', () => {
  it('builds the context once per instance and hands it to handlers, consumers, seed and start', async () => {
    const built: TestContext[] = [];
    const module = defineService({
      name: 'quotes',
      moduleUrl: import.meta.url,
      tables,
      context: (deps: ServiceDeps): TestContext => {
        const context = { deps, seen: [] };
        built.push(context);
        return context;
      },
      handlers: answering<TestContext>((context) => context.seen.push('handler')),
      consumers: [
        [on(JobCancelled, async () => undefined)],
        (context) => {
          context.seen.push('consumers');
          return [];
        },
      ],
      seed: async (context) => void context.seen.push('seed'),
      start: async (context) => {
        context.seen.push('start');
        return async () => void context.seen.push('stop');
      },
    });
    const { bus, subscribed } = recordingBus();
    const instance = await prepareService(module, { database, bus, logger: silentLogger, migrate: false });
    expect(built).toHaveLength(1);
    const [context] = built;
    expect(context?.deps).toBe(instance.deps);
    expect(subscribed).toEqual([JobCancelled.type]);

    const call = { correlationId: 'c-1' } as CallContext;
    const request: quotesRpc.CountPendingQuotesRequest = { customerId: 'ann', jobIds: [] };
    expect(await instance.handlers.countPendingQuotes(request, call)).toEqual({ context, request, call });
    await instance.start();
    await instance.stop();
    // The consumers are listed (and checked) before the seed writes anything.
    expect(context?.seen).toEqual(['consumers', 'seed', 'handler', 'start', 'stop']);

    await prepareService(module, { database, bus, logger: silentLogger, migrate: false });
    expect(built).toHaveLength(2);
    expect(built[1]).not.toBe(context);
  });

  it('hands the deps themselves when the service declares no context', async () => {
    const seeded: ServiceDeps[] = [];
    const module = defineService({
      name: 'quotes',
      moduleUrl: import.meta.url,
      tables,
      handlers: answering<ServiceDeps>(),
      seed: async (deps) => void seeded.push(deps),
    });
    const instance = await prepareService(module, {
      database,
      bus: recordingBus().bus,
      logger: silentLogger,
      migrate: false,
    });
    expect(seeded).toEqual([instance.deps]);
    const call = {} as CallContext;
    const request = {} as quotesRpc.SendQuoteRequest;
    expect(await instance.handlers.sendQuote(request, call)).toEqual({ context: instance.deps, request, call });
  });

  it('refuses at startup two consumers of one event type, naming the service and the type', async () => {
    const module = defineService({
      name: 'quotes',
      moduleUrl: import.meta.url,
      tables,
      handlers: answering<ServiceDeps>(),
      // Two groups that each consume JobCancelled: one durable consumer on the bus, shared.
      consumers: [[on(JobCancelled, async () => undefined)], () => [on(JobCancelled, async () => undefined)]],
      seed: async () => {
        throw new Error('seeded: the refusal should come first');
      },
    });
    const { bus, subscribed } = recordingBus();
    await expect(prepareService(module, { database, bus, logger: silentLogger, migrate: false })).rejects.toThrow(
      /^quotes has two consumers of JobCancelled/,
    );
    expect(subscribed).toEqual([]);
  });

  it('refuses, at compile time, a table missing a method or with a handler of another request', () => {
    const handlers = answering<TestContext>();
    const { sendQuote: _missing, ...withoutSendQuote } = handlers;
    const context = (deps: ServiceDeps): TestContext => ({ deps, seen: [] });
    // @ts-expect-error: sendQuote is missing.
    defineService({ name: 'quotes', moduleUrl: import.meta.url, tables, context, handlers: withoutSendQuote });
    defineService({
      name: 'quotes',
      moduleUrl: import.meta.url,
      tables,
      context,
      handlers: {
        ...handlers,
        // @ts-expect-error: sendQuote is handed a SendQuoteRequest, not a number.
        sendQuote: async (_context: TestContext, request: number) => ({ request }) as never,
      },
    });
    defineService({
      name: 'quotes',
      moduleUrl: import.meta.url,
      tables,
      context,
      handlers: {
        ...handlers,
        // @ts-expect-error: sendQuote is handed this service's context, which has no outbox.
        sendQuote: async (context: { outbox: string }) => ({ context }) as never,
      },
    });
  });
});
