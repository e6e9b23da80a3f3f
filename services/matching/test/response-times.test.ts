import { type UkDay, ukDayAfter, ukTime, ukWallClock } from '@localpros/contracts';
import { GrpcStatus, type RpcError } from '@localpros/kit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answeredLeads } from '../src/leads/response-times.js';
import { asBusiness, seededRandom, startMatching } from './harness.js';
import { seedHistory } from './seeded-history.js';

type Env = Awaited<ReturnType<typeof startMatching>>;

const random = seededRandom(2504);
const failure = (promise: Promise<unknown>) =>
  promise.then(() => undefined).catch((error: unknown) => error as RpcError);

/** The UK calendar day `daysAgo` before today: the window is 90 days back from the real now. */
const ukDay = (daysAgo: number): UkDay => ukDayAfter(ukTime(new Date()), -daysAgo);
/** hh:mm UK time on that day (hours no clock change skips). */
const at = (day: UkDay, hour: number, minute = 0) =>
  new Date(ukWallClock(day, hour).getTime() + minute * 60_000).toISOString();

interface Seeded {
  visibleAt: string;
  /** null: the business never responded (no place). */
  takenAt: string | null;
  releasedAt?: string;
}

/** A lead the business received at 10:00, answered `minutes` later the same day. */
const sameDay = (daysAgo: number, minutes: number): Seeded => ({
  visibleAt: at(ukDay(daysAgo), 10),
  takenAt: at(ukDay(daysAgo), 10, minutes),
});

/** Seen at 19:30, answered at 08:30 the next morning: 60 working minutes (13 hours on the wall). */
const overnight = (daysAgo: number): Seeded => ({
  visibleAt: at(ukDay(daysAgo), 19, 30),
  takenAt: at(ukDay(daysAgo - 1), 8, 30),
});

/** The badge's history as seedHistory writes it: an answered lead is one the business was interested in. */
const seed = (env: Env, businessId: string, history: Seeded[]) =>
  seedHistory(
    env.db,
    random,
    businessId,
    history.map((lead) => ({
      visibleAt: lead.visibleAt,
      interested: lead.takenAt !== null,
      taken: lead.takenAt === null ? undefined : { at: lead.takenAt, releasedAt: lead.releasedAt },
    })),
  );

describe('response times (the badge)', () => {
  let env: Env;
  const fast = random.uuid();
  const overnightly = random.uuid();
  const few = random.uuid();
  const silent = random.uuid();

  beforeAll(async () => {
    env = await startMatching();
    // 11 counted: 5, 10, …, 50 minutes and one overnight (60): the median is 30.
    await seed(env, fast, [
      ...[5, 10, 15, 20, 25, 30, 35, 40, 45, 50].map((minutes, i) => sameDay(3 + i, minutes)),
      overnight(20),
      // Not counted: received 91 days ago, a released place (a reported lead), a lead never answered.
      sameDay(91, 1),
      { ...sameDay(4, 1), releasedAt: at(ukDay(3), 12) },
      { visibleAt: at(ukDay(5), 9), takenAt: null },
    ]);
    // 10 counted: four of 10, one of 20 and five overnight (60 working minutes each, not 780): (20 + 60) / 2.
    await seed(env, overnightly, [
      ...[10, 10, 10, 10, 20].map((minutes, i) => sameDay(10 + i, minutes)),
      ...[30, 31, 32, 33, 34].map((daysAgo) => overnight(daysAgo)),
    ]);
    // 9 inside the window, 2 just outside it (92 and 120 days ago): too few, no badge.
    await seed(env, few, [...Array.from({ length: 9 }, (_, i) => sameDay(50 + i, 5)), sameDay(92, 5), sameDay(120, 5)]);
  });
  afterAll(() => env?.stop());

  it('gives each business with 10+ answered leads in 90 days its median in working minutes', async () => {
    const { responseTimes } = await env.matching.getResponseTimes({
      businessIds: [fast, overnightly, few, silent, fast],
    });
    const byBusiness = new Map(responseTimes.map((r) => [r.businessId, r]));
    expect(byBusiness.get(fast)).toEqual({ businessId: fast, medianMinutes: 30, leadsCounted: 11 });
    expect(byBusiness.get(overnightly)).toEqual({ businessId: overnightly, medianMinutes: 40, leadsCounted: 10 });
    expect(responseTimes).toHaveLength(2);
  });

  it('leaves out a business with fewer than 10 answered leads in the window, and one with none', async () => {
    const { responseTimes } = await env.matching.getResponseTimes({ businessIds: [few, silent] });
    expect(responseTimes).toEqual([]);
  });

  it('needs no signed-in user (public data) and answers nothing for no ids', async () => {
    expect(await env.matching.getResponseTimes({ businessIds: [] })).toEqual({ responseTimes: [] });
    const asAnyone = await env.matching.getResponseTimes({ businessIds: [fast] }, asBusiness(overnightly));
    expect(asAnyone.responseTimes).toHaveLength(1);
  });

  it('refuses ids that are not uuids and more than 50 at once', async () => {
    const notUuid = await failure(env.matching.getResponseTimes({ businessIds: ['nope'] }));
    expect(notUuid?.code).toBe(GrpcStatus.INVALID_ARGUMENT);
    expect(notUuid?.fieldErrors?.map((e) => e.message)).toContain('Each business id must be a uuid');
    const tooMany = await failure(
      env.matching.getResponseTimes({ businessIds: Array.from({ length: 51 }, () => random.uuid()) }),
    );
    expect(tooMany?.code).toBe(GrpcStatus.INVALID_ARGUMENT);
    expect(tooMany?.fieldErrors?.map((e) => e.message)).toContain('Ask for at most 50 businesses at once');
  });

  it('reads the places of the window by the partial index (business, taken_at)', async () => {
    const plan = await env.db.transaction(async (tx) => {
      // Few rows here: without this the planner may rightly prefer a sequential scan.
      await tx.execute(sql`set local enable_seqscan = off`);
      const since = new Date(Date.now() - 90 * 86_400_000).toISOString();
      const result = (await tx.execute(
        sql`explain (costs off) ${answeredLeads(tx, [fast, overnightly], since)}`,
      )) as unknown as { rows: { 'QUERY PLAN': string }[] };
      return result.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('places_business_response_idx');
  });
});
