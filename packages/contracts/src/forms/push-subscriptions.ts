import { z } from 'zod';

/**
 * A browser's push subscription (`PushSubscription.toJSON()`), as `POST /api/push-subscriptions`
 * takes it. Shared by the BFF (request validation, OpenAPI) and the notifications service (which
 * never trusts its caller, and also checks that the endpoint is at a browser's push service).
 */

/** An endpoint longer than this is no push service's (theirs are a few hundred characters). */
export const PUSH_ENDPOINT_MAX = 2048;

/**
 * The push services of the browsers LocalPros supports, by host: Chrome, Edge's Chromium, Opera,
 * Samsung Internet and Brave (Firebase Cloud Messaging), Firefox (Mozilla autopush), Safari on
 * macOS and on iPhone and iPad web apps (Apple), and Edge on Windows (WNS). Only these take
 * alerts: an endpoint is a URL the service will POST to, so any other host is refused.
 */
export const pushServiceHosts = [
  /^fcm\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^([a-z0-9-]+\.)*push\.apple\.com$/,
  /^[a-z0-9-]+\.notify\.windows\.com$/,
] as const;

export const pushSubscriptionMessages = {
  endpointRequired: 'endpoint is required',
  endpointInvalid: 'endpoint must be an https URL',
  endpointTooLong: `endpoint must be at most ${PUSH_ENDPOINT_MAX} characters`,
  endpointUnknownService: "endpoint must be at a browser's push service (Chrome, Edge, Firefox or Safari)",
  p256dhInvalid: 'keys.p256dh must be the base64url of a 65-byte P-256 public key',
  authInvalid: 'keys.auth must be the base64url of a 16-byte secret',
} as const;

/** base64url (RFC 4648 §5; padding tolerated) of exactly `bytes` bytes, the first one `first` when given. */
const base64urlOf = (bytes: number, message: string, first?: number) =>
  z
    .string(message)
    .trim()
    .transform((value) => value.replace(/=+$/, ''))
    .refine((value) => {
      if (!/^[A-Za-z0-9_-]+$/.test(value)) return false;
      const decoded = Buffer.from(value, 'base64url');
      return decoded.length === bytes && (first === undefined || decoded[0] === first);
    }, message);

const endpointField = z
  .string(pushSubscriptionMessages.endpointRequired)
  .trim()
  .min(1, pushSubscriptionMessages.endpointRequired)
  .max(PUSH_ENDPOINT_MAX, pushSubscriptionMessages.endpointTooLong)
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
    message: pushSubscriptionMessages.endpointInvalid,
  });

export const pushSubscriptionInput = z.object({
  endpoint: endpointField,
  keys: z.object(
    {
      // An uncompressed point: 0x04, then x and y.
      p256dh: base64urlOf(65, pushSubscriptionMessages.p256dhInvalid, 0x04),
      auth: base64urlOf(16, pushSubscriptionMessages.authInvalid),
    },
    'keys is required ({ p256dh, auth })',
  ),
});

export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

/** `DELETE /api/push-subscriptions` names the subscription by its endpoint. */
export const pushSubscriptionRemoval = z.object({ endpoint: endpointField });

/**
 * Why an endpoint may not take alerts, or null when it may: it must be https at one of
 * pushServiceHosts on the standard port, or (tests only: the service's configuration refuses it on
 * production) at the origin of a push-service stand-in.
 */
export function pushEndpointProblem(endpoint: string, standInOrigin: string | null = null): string | null {
  if (!URL.canParse(endpoint)) return pushSubscriptionMessages.endpointInvalid;
  if (endpoint.length > PUSH_ENDPOINT_MAX) return pushSubscriptionMessages.endpointTooLong;
  const url = new URL(endpoint);
  if (standInOrigin !== null && url.origin === standInOrigin) return null;
  if (url.protocol !== 'https:' || url.username || url.password || url.port) {
    return pushSubscriptionMessages.endpointInvalid;
  }
  if (!pushServiceHosts.some((host) => host.test(url.hostname))) return pushSubscriptionMessages.endpointUnknownService;
  return null;
}
