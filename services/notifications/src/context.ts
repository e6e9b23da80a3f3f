import { afterCommit, type Db, type Logger, type Metrics, type Outbox, type ServiceDeps } from '@localpros/kit';
import { loadNotificationsConfig, type NotificationsConfig } from './config.js';
import { type MessageSealers, messageSealers } from './delivery/sealed-message.js';

/** What notifications' handlers, consumers and sender are handed, once per hosted instance. */
export interface NotificationsContext {
  db: Db;
  outbox: Outbox;
  logger: Logger;
  config: NotificationsConfig;
  sealers: MessageSealers;
  /** The process's metrics: the sender counts deliveries on them (none in some tests). */
  metrics: Metrics | undefined;
  /** The sender start() started (none before it, nor after its stop). */
  sender: { kick(): void } | undefined;
  /**
   * Wakes this instance's sender, if it runs (never another marketplace's in the same process),
   * once the transaction it is called in commits (a consumer's inbox transaction): woken before,
   * the sender would find nothing yet and the message would wait for its poll.
   */
  kickSender(): void;
}

export function notificationsContext({ db, outbox, logger, env, metrics }: ServiceDeps): NotificationsContext {
  const config = loadNotificationsConfig(env);
  const context: NotificationsContext = {
    db,
    outbox,
    logger,
    config,
    sealers: messageSealers(config.codeEncryptionKey),
    metrics,
    sender: undefined,
    kickSender: () => afterCommit(() => context.sender?.kick()),
  };
  return context;
}
