import type { quotesRpc } from '@localpros/contracts';
import { type Db, parseOrInvalid } from '@localpros/kit';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { quotes } from '../schema.js';

const request = z.object({ businessId: z.uuid(), leadIds: z.array(z.uuid()).max(1000) });

/** Which of these leads the business has quoted already. */
export async function listQuotedLeadIds(
  db: Db,
  raw: quotesRpc.ListQuotedLeadIdsRequest,
): Promise<quotesRpc.ListQuotedLeadIdsResponse> {
  const { businessId, leadIds } = parseOrInvalid(request, raw);
  if (leadIds.length === 0) return { leadIds: [] };
  const rows = await db
    .select({ leadId: quotes.leadId })
    .from(quotes)
    .where(and(eq(quotes.businessId, businessId), inArray(quotes.leadId, leadIds)));
  return { leadIds: rows.map((r) => r.leadId) };
}
