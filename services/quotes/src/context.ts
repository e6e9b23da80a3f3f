import type { Db, Outbox, ServiceDeps } from '@localpros/kit';

/** What quotes' handlers are handed, once per hosted instance. */
export interface QuotesContext {
  db: Db;
  outbox: Outbox;
}

export const quotesContext = ({ db, outbox }: ServiceDeps): QuotesContext => ({ db, outbox });
