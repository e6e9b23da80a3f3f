import { isIP } from 'node:net';

/** The sender when neither MAIL_FROM nor a public address says otherwise (development, tests). */
const fallbackMailFrom = 'LocalPros <no-reply@localpros.co.uk>';

/**
 * The e-mails' sender when MAIL_FROM is unset: no-reply at the site's own domain (PUBLIC_URL's host,
 * without a leading www.), so that one value an operator sets — the host — also gives the sender a
 * domain its SPF, DKIM and DMARC records can align with. A local name or an IP address has no such
 * domain: the fallback then.
 */
export function defaultMailFrom(publicUrl: string | undefined): string {
  if (!publicUrl) return fallbackMailFrom;
  const host = new URL(publicUrl).hostname.replace(/^www\./, '');
  if (!host.includes('.') || isIP(host.replace(/^\[|\]$/g, ''))) return fallbackMailFrom;
  return `LocalPros <no-reply@${host}>`;
}
