import type { Decline } from '../payment-provider.js';
import type { SandboxDecline } from '../sandbox-test-data.js';

export function declineOf(decline: SandboxDecline): Decline {
  return { status: 'declined', reason: decline.reason, message: decline.message, retryable: decline.retryable };
}
