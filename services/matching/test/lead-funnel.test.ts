import { insightsMonths, type UkDay, ukTime, ukWallClock } from '@localpros/contracts';
import { GrpcStatus, type RpcError } from '@localpros/kit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadMonths } from '../src/leads/lead-funnel.js';
import { asBusiness, seededRandom, startMatching } from './harness.js';
import { type HistoryLead, seedHistory } from './seeded-history.js';

type Env = Awaited<ReturnType<typeof startMatching>>;

const random = seededRandom(2505);
const now = new Date();

/** The 10th of the UK month `monthsAgo` before this one. */
const tenthOf = (monthsAgo: number): UkDay => {
  const today = ukTime(now);
  const moved = new Date(Date.UTC(today.year, today.month - 1 - monthsAgo, 10));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: 10 };
};
const at = (day: UkDay, hour: number, minute = 0) =>
  new Date(ukWallClock(day, hour).getTime() + minute * 60_000).toISOString();

/** Interest `minutes` after a lead seen at 10:00 on that day. */
const interestAfter = (day: UkDay, minutes: number): HistoryLead => ({
  visibleAt: at(day, 10),
  interested: true,
  taken: { at: at(day, 10, minutes), by: 'interest' },
});

describe('lead funnel (insights)', () => {
  let env: Env;
  const business = random.uuid();
  const other = random.uuid();
  const months = insightsMonths(now);
  const lastMonth = tenthOf(1);
  const fiveAgo = tenthOf(5);

  beforeAll(async () => {
    env = await startMatching();
    await seedHistory(env.db, random, business, [
      // Last month: 5 received, 3 interested; answered 10, 20 and 90 (a quote, no interest) minutes
      // after; the released place (a reported lead) and the unanswered lead are not answered.
      interestAfter(lastMonth, 10),
      interestAfter(lastMonth, 20),
      { visibleAt: at(lastMonth, 10), taken: { at: at(lastMonth, 11, 30), by: 'quote' } },
      { visibleAt: at(lastMonth, 11) },
      { ...interestAfter(lastMonth, 5), taken: { at: at(lastMonth, 10, 5), releasedAt: at(lastMonth, 10, 5) } },
      // Five months ago: 30 minutes, and 19:30 → 08:30 the next morning (60 working minutes).
      interestAfter(fiveAgo, 30),
      {
        visibleAt: at(fiveAgo, 19, 30),
        interested: true,
        taken: { at: at({ ...fiveAgo, day: 11 }, 8, 30), by: 'interest' },
      },
      // This month: one just received, not answered yet.
      { visibleAt: new Date(now.getTime() - 1000).toISOString() },
      // Not counted: 12 months ago (before the window) and not visible yet (a Premium head start).
      interestAfter(tenthOf(12), 10),
      { visibleAt: new Date(now.getTime() + 3_600_000).toISOString() },
    ]);
    await seedHistory(env.db, random, other, [interestAfter(lastMonth, 1)]);
  });
  afterAll(() => env?.stop());

  it('counts received, interested and the median response by UK month, the badge’s way', async () => {
    const { months: found } = await env.matching.getLeadFunnel({ businessId: business }, asBusiness(business));
    expect(found).toEqual([
      { month: months[6], received: 2, interested: 2, answered: 2, medianResponseMinutes: 45 },
      { month: months[10], received: 5, interested: 3, answered: 3, medianResponseMinutes: 20 },
      { month: months[11], received: 1, interested: 0, answered: 0, medianResponseMinutes: undefined },
    ]);
  });

  it('answers a business without leads with no months, and only for itself', async () => {
    const newcomer = random.uuid();
    expect(await env.matching.getLeadFunnel({ businessId: newcomer }, asBusiness(newcomer))).toEqual({ months: [] });
    const refused = await env.matching
      .getLeadFunnel({ businessId: business }, asBusiness(other))
      .then(() => undefined)
      .catch((error: unknown) => error as RpcError);
    expect(refused?.code).toBe(GrpcStatus.PERMISSION_DENIED);
  });

  it('reads the business’s 12 months by its indexes, leads and places alike', async () => {
    const plan = await env.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(
        sql`explain (costs off) ${leadMonths(business, new Date(0).toISOString())}`,
      )) as unknown as { rows: { 'QUERY PLAN': string }[] };
      return result.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('leads_business_visible_idx');
    expect(plan).toContain('places_business_response_idx');
  });
});
