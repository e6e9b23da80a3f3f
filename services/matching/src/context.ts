import type { Db, Logger, Outbox, ServiceDeps } from '@localpros/kit';
import { loadMatchingConfig, type MatchingConfig } from './config.js';
import { type LeadReads, prepareLeadReads } from './leads/lead-reads.js';

/** What matching's handlers and consumers are handed, once per hosted instance. */
export interface MatchingContext {
  db: Db;
  outbox: Outbox;
  logger: Logger;
  config: MatchingConfig;
  /** The leads list's and a lead's prepared reads. */
  readonly leadReads: LeadReads;
}

export function matchingContext({ db, outbox, env, logger }: ServiceDeps): MatchingContext {
  let leadReads: LeadReads | undefined;
  return {
    db,
    outbox,
    logger,
    config: loadMatchingConfig(env),
    // Prepared on first use: a context built only to list the consumers (deploy/nats) has no database.
    get leadReads() {
      leadReads ??= prepareLeadReads(db);
      return leadReads;
    },
  };
}
