import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * One-click unsubscribe (RFC 8058) from a kind of e-mail, without signing in: notifications puts a
 * token in every non-transactional e-mail (its List-Unsubscribe header and its footer link), and
 * identity, which keeps the notification settings, turns the named switch off for the named user
 * when the token comes back (POST /api/unsubscribe). The token is signed with UNSUBSCRIBE_SECRET,
 * which both services read: nobody can make one for another user, nor change the user or the kind
 * of one they were sent. It does not expire: an unsubscribe link must work for as long as the
 * e-mail is read (rotating the secret retires every link sent before).
 */

/** The kinds of e-mail one can unsubscribe from: each is a switch of Settings → Notifications. */
export const unsubscribeCategories = [
  'new_job_leads',
  'messages',
  'newsletters',
  'special_offers',
  'recommendations',
] as const;
export type UnsubscribeCategory = (typeof unsubscribeCategories)[number];

/** The notification setting (identity's notifiableEvents) each kind turns off. */
export const unsubscribeSetting = {
  new_job_leads: 'newJobLeads',
  messages: 'messages',
  newsletters: 'newsletters',
  special_offers: 'specialOffers',
  recommendations: 'recommendations',
} as const satisfies Record<UnsubscribeCategory, string>;

/** How each kind is named to the reader ("Unsubscribe from new job lead e-mails"). */
export const unsubscribeCategoryNames: Record<UnsubscribeCategory, string> = {
  new_job_leads: 'new job lead e-mails',
  messages: 'e-mails about your jobs, quotes and reviews',
  newsletters: 'the newsletter',
  special_offers: 'special offers',
  recommendations: 'recommendations',
};

const VERSION = 'u1';
/** What the MAC is of, so a MAC made with the same secret for anything else never passes here. */
const PURPOSE = 'localpros/unsubscribe/v1';
const TOKEN =
  /^u1\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([a-z_]{1,32})\.([A-Za-z0-9_-]{43})$/;
/** Longer than any token: a query string of kilobytes is refused before it is parsed. */
export const UNSUBSCRIBE_TOKEN_MAX_LENGTH = 200;

const mac = (secret: string, userId: string, category: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}\n${userId}\n${category}`).digest();

/** `u1.<user id>.<kind>.<HMAC-SHA256, base64url>`: about 100 characters, safe in a URL as it is. */
export function signUnsubscribeToken(secret: string, userId: string, category: UnsubscribeCategory): string {
  return `${VERSION}.${userId.toLowerCase()}.${category}.${mac(secret, userId.toLowerCase(), category).toString('base64url')}`;
}

export type UnsubscribeTokenCheck =
  | { valid: true; userId: string; category: UnsubscribeCategory }
  /** malformed: not a token at all (cut short, or not ours); forged: the signature does not match. */
  | { valid: false; reason: 'malformed' | 'forged' };

/** Checks a token in constant time; answers whom and what it unsubscribes, or why it is refused. */
export function verifyUnsubscribeToken(secret: string, token: string): UnsubscribeTokenCheck {
  const match = token.length <= UNSUBSCRIBE_TOKEN_MAX_LENGTH ? TOKEN.exec(token) : null;
  const [, userId, category, signature] = match ?? [];
  if (!userId || !category || !signature) return { valid: false, reason: 'malformed' };
  if (!(unsubscribeCategories as readonly string[]).includes(category)) return { valid: false, reason: 'malformed' };
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, userId, category);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { valid: false, reason: 'forged' };
  return { valid: true, userId, category: category as UnsubscribeCategory };
}
