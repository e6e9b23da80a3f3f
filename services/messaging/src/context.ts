import type { Db, Outbox, ServiceDeps } from '@localpros/kit';

/** What messaging's handlers are handed, once per hosted instance. */
export interface MessagingContext {
  db: Db;
  outbox: Outbox;
}

export const messagingContext = ({ db, outbox }: ServiceDeps): MessagingContext => ({ db, outbox });
