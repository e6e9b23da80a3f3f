import { eventTables } from '@localpros/kit/db-schema';
import { sql } from 'drizzle-orm';
import { bigint, index, pgSchema, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const quotesSchema = pgSchema('quotes');

export const quoteStatuses = ['pending', 'accepted', 'declined', 'cancelled'] as const;
export const declineReasons = ['another_quote_accepted', 'job_cancelled'] as const;

/**
 * A business's quote on one of its leads. A lead is quoted once: the unique lead_id decides,
 * so two concurrent sends cannot both succeed. A job has at most one accepted quote: the partial
 * unique index decides, whatever the code above it does. Money in whole pence.
 */
export const quotes = quotesSchema.table(
  'quotes',
  {
    id: uuid('id').primaryKey(),
    leadId: uuid('lead_id').notNull().unique('quotes_lead_id_unique'),
    jobId: uuid('job_id').notNull(),
    businessId: uuid('business_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    costPence: bigint('cost_pence', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    rateType: text('rate_type', { enum: ['hourly', 'daily', 'flat'] }).notNull(),
    comments: text('comments').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    status: text('status', { enum: quoteStatuses }).notNull().default('pending'),
    declineReason: text('decline_reason', { enum: declineReasons }),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true, mode: 'string' }),
    /**
     * The lead's service and the postcode area of its job ("SW" for SW4), for the local median of a
     * business's insights (insights/quote-insights.ts). Null on quotes sent before they were kept.
     */
    serviceId: uuid('service_id'),
    postcodeArea: text('postcode_area'),
  },
  (t) => [
    index('quotes_business_created_idx').on(t.businessId, t.createdAt.desc()),
    index('quotes_job_idx').on(t.jobId),
    // The local median reads the quotes for one service and rate type in a few postcode areas.
    index('quotes_local_idx')
      .on(t.serviceId, t.rateType, t.postcodeArea, t.createdAt)
      .where(sql`${t.serviceId} is not null`),
    uniqueIndex('quotes_one_accepted_per_job').on(t.jobId).where(sql`${t.status} = 'accepted'`),
  ],
);

/** Read model of JobCancelled: a cancelled job takes no more quotes. */
export const cancelledJobs = quotesSchema.table('cancelled_jobs', {
  jobId: uuid('job_id').primaryKey(),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'string' }).notNull(),
});

// The service's own tables join this schema with the features that need them.
export const { outbox, inbox } = eventTables(quotesSchema);
