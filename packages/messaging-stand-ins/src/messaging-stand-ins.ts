import { randomBytes } from 'node:crypto';
import { startVonageSmsStandIn, type VonageSmsStandIn } from './sms/index.js';

/**
 * The messaging providers' stand-ins for a marketplace started without provider accounts
 * (`npm start`, the test harnesses, the local distributed run): fresh credentials each start, and
 * the settings notifications reads (the same names production sets to the real provider, which it
 * refuses to be a stand-in: services/notifications/src/config.ts).
 */
export interface MessagingStandIns {
  /** Vonage's SMS API. */
  sms: VonageSmsStandIn;
  /** SMS_API_URL, VONAGE_API_KEY, VONAGE_API_SECRET and SMS_FROM for notifications. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * The stand-ins a marketplace with these settings needs: none on production (it takes only the
 * live provider) or when the SMS API is set (a real account, or a stand-in started elsewhere);
 * else Vonage's SMS API.
 */
export async function messagingStandInsFor(
  env: Readonly<Record<string, string | undefined>>,
): Promise<MessagingStandIns | null> {
  if (env.NODE_ENV === 'production' || env.SMS_API_URL) return null;
  return startMessagingStandIns();
}

export async function startMessagingStandIns(): Promise<MessagingStandIns> {
  // Vonage's shapes: an 8-character key and a 16-character secret.
  const apiKey = randomBytes(4).toString('hex');
  const apiSecret = randomBytes(12).toString('base64url');
  const sms = await startVonageSmsStandIn({ apiKey, apiSecret });
  return {
    sms,
    env: { SMS_API_URL: sms.url, VONAGE_API_KEY: apiKey, VONAGE_API_SECRET: apiSecret, SMS_FROM: 'LocalPros' },
    close: () => sms.close(),
  };
}
