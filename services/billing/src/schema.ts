import { eventTables } from '@localpros/kit/db-schema';
import { pgSchema } from 'drizzle-orm/pg-core';

export const billingSchema = pgSchema('billing');

// The service's own tables join this schema with the features that need them.
export const { outbox, inbox } = eventTables(billingSchema);
