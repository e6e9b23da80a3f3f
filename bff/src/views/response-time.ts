import type { ResponseTime } from '@localpros/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { ServiceClients } from '../clients.js';

/** The badge's data as the API carries it per business (docs/matching.md); null: too few leads. */
export const responseTime = z
  .object({
    /** Median UK working minutes (08:00–20:00) from receiving a lead to the first response. */
    medianMinutes: z.number().int(),
    /** The answered leads of the last 90 days it is the median of (10 or more). */
    leadsCounted: z.number().int(),
  })
  .nullable();

export type ResponseTimes = Map<string, ResponseTime>;

/** What matching takes in one call. */
const BATCH = 50;

/**
 * The businesses' response times, by business id. A badge is not worth failing a page for: if
 * matching cannot answer, none (as the Premium badge does with billing).
 */
export async function responseTimesOf(
  matching: ServiceClients['matching'],
  businessIds: Iterable<string>,
  log: FastifyBaseLogger,
): Promise<ResponseTimes> {
  const distinct = [...new Set(businessIds)].filter(Boolean);
  const batches: string[][] = [];
  for (let i = 0; i < distinct.length; i += BATCH) batches.push(distinct.slice(i, i + BATCH));
  try {
    const answers = await Promise.all(batches.map((ids) => matching.getResponseTimes({ businessIds: ids })));
    return new Map(
      answers
        .flatMap((a) => a.responseTimes)
        .map((r) => [r.businessId, { medianMinutes: r.medianMinutes, leadsCounted: r.leadsCounted }]),
    );
  } catch (error) {
    log.warn({ err: error }, 'shown without response times: matching did not answer');
    return new Map();
  }
}
