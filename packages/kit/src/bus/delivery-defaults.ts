/**
 * How the NATS bus redelivers, unless the process's config says otherwise (EVENT_MAX_DELIVER,
 * EVENT_ACK_WAIT_MS): one place for the defaults the config and the bus both fall back to.
 */
export const deliveryDefaults = {
  /** Attempts before an event goes to the dead-letter subject. */
  maxDeliver: 5,
  /** How long an unacknowledged delivery waits before JetStream delivers it again. */
  ackWaitMs: 30_000,
} as const;
