/**
 * An event that needs another one handled first (a receipt for a business whose contact details
 * have not reached this service yet). It is redelivered after the usual back-off like any failure,
 * but it is expected ordering across streams, not a fault: logged at info, without a stack.
 */
export class EventArrivedEarlyError extends Error {
  override readonly name = 'EventArrivedEarlyError';
}

/** How a failed delivery that will be retried is logged: a fault as a warning with its error, an early event as a note. */
export function redeliveryLogEntry(error: unknown): { level: 'info' | 'warn'; fields: Record<string, unknown> } {
  return error instanceof EventArrivedEarlyError
    ? { level: 'info', fields: { reason: error.message } }
    : { level: 'warn', fields: { err: error } };
}
