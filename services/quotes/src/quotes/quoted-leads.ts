import type { quotesRpc } from '@localpros/contracts';
import { type Db, parseOrInvalid } from '@localpros/kit';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { QuotesContext } from '../context.js';
import { quotes } from '../schema.js';

const request = z.object({ businessId: z.uuid(), leadIds: z.array(z.uuid()).max(1000) });

/** Prepared once per database: the leads list asks this on every load. */
const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();
const prepare = (db: Db) =>
  db
    .select({ leadId: quotes.leadId })
    .from(quotes)
    .where(
      and(
        eq(quotes.businessId, sql.placeholder('businessId')),
        sql`${quotes.leadId} = any(${sql.placeholder('leadIds')}::uuid[])`,
      ),
    )
    .prepare('quotes_quoted_lead_ids');

/** Which of these leads the business has quoted already. */
export async function listQuotedLeadIds(
  { db }: QuotesContext,
  raw: quotesRpc.ListQuotedLeadIdsRequest,
): Promise<quotesRpc.ListQuotedLeadIdsResponse> {
  const { businessId, leadIds } = parseOrInvalid(request, raw);
  if (leadIds.length === 0) return { leadIds: [] };
  let query = prepared.get(db);
  if (!query) {
    query = prepare(db);
    prepared.set(db, query);
  }
  const rows = await query.execute({ businessId, leadIds });
  return { leadIds: rows.map((r) => r.leadId) };
}
