import type { BillingContext } from '../context.js';
import { runRenewals } from './run-renewals.js';

/**
 * Runs the renewal pass every BILLING_RENEWAL_INTERVAL_MS (0: never), one pass at a time; a failed
 * pass is logged (no personal data: counts and the error's message) and the next one tries again.
 * Every replica runs it; the pass itself makes that safe. Returns the stop function, which waits
 * for a running pass.
 */
export async function startRenewalScheduler(context: BillingContext): Promise<() => Promise<void>> {
  const { logger } = context;
  const intervalMs = context.config.renewalIntervalMs;
  if (intervalMs <= 0) return async () => undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = runRenewals(context, { asOf: '' })
      .then((counts) => {
        const worked = Object.values(counts).some((n) => n > 0);
        if (worked) logger.info({ counts }, 'renewal pass');
      })
      .catch((error: unknown) => {
        logger.error({ err: error instanceof Error ? error.message : String(error) }, 'renewal pass failed');
      })
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
