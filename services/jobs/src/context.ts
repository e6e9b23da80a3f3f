import type { Db, Logger, Outbox, ServiceDeps } from '@localpros/kit';

/** What jobs' handlers, consumers and seed are handed, once per hosted instance. */
export interface JobsContext {
  db: Db;
  outbox: Outbox;
  logger: Logger;
}

export const jobsContext = ({ db, outbox, logger }: ServiceDeps): JobsContext => ({ db, outbox, logger });
