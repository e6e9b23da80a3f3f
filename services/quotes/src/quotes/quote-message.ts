import type { quotesRpc } from '@localpros/contracts';
import type { quotes } from '../schema.js';

export type QuoteRow = typeof quotes.$inferSelect;

const iso = (value: string | null) => (value ? new Date(value).toISOString() : '');

/** A stored quote as the gRPC message. */
export const toQuoteMessage = (row: QuoteRow): quotesRpc.Quote => ({
  id: row.id,
  leadId: row.leadId,
  jobId: row.jobId,
  businessId: row.businessId,
  customerId: row.customerId,
  costPence: row.costPence,
  currency: row.currency,
  rateType: row.rateType,
  comments: row.comments,
  createdAt: iso(row.createdAt),
  status: row.status,
  declineReason: row.declineReason ?? '',
  statusChangedAt: iso(row.statusChangedAt),
});

/** Who the quote belongs to, as every quote event carries it. */
export const quoteRef = (row: QuoteRow) => ({
  quoteId: row.id,
  leadId: row.leadId,
  jobId: row.jobId,
  businessId: row.businessId,
  customerId: row.customerId,
});
