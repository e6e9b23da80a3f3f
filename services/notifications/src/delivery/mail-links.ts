import { signUnsubscribeToken, type UnsubscribeCategory, unsubscribeCategoryNames } from '@localpros/contracts';
import type { EmailFooter } from './email-content.js';

/** Settings → Notifications in the web app (web/src/shared/config/paths.ts, settingsHref). */
export const NOTIFICATION_SETTINGS_PATH = '/dashboard/settings/notifications';

/**
 * A non-transactional e-mail's way out (RFC 8058): the same signed link in its List-Unsubscribe
 * header and its footer, and a mailto for clients that only offer that. Kept on the outgoing row,
 * so a retry sends the same headers.
 */
export interface ListUnsubscribe {
  /** https://…/api/unsubscribe?token=… : GET shows a confirmation page, POST unsubscribes. */
  unsubscribeUrl: string;
  /** mailto:…?subject=unsubscribe%20<token>: the same token, for a person at the mailbox to act on. */
  unsubscribeMailto: string;
}

/** What notifications needs to make the links of its e-mails. */
export interface MailLinkSettings {
  publicUrl: string;
  unsubscribeSecret: string;
  /** The address of the List-Unsubscribe mailto (UNSUBSCRIBE_MAILTO). */
  unsubscribeMailbox: string;
}

export function listUnsubscribe(
  settings: MailLinkSettings,
  userId: string,
  category: UnsubscribeCategory,
): ListUnsubscribe {
  const token = signUnsubscribeToken(settings.unsubscribeSecret, userId, category);
  return {
    unsubscribeUrl: `${settings.publicUrl}/api/unsubscribe?token=${encodeURIComponent(token)}`,
    unsubscribeMailto: `mailto:${settings.unsubscribeMailbox}?subject=${encodeURIComponent(`unsubscribe ${token}`)}`,
  };
}

/**
 * The footer and headers of an e-mail a user gets because of one of their notification settings:
 * why (`reason`), the one-click unsubscribe from that kind, and where all kinds are chosen.
 */
export function optionalMail(
  settings: MailLinkSettings,
  userId: string,
  category: UnsubscribeCategory,
  reason: string,
): { footer: EmailFooter; headers: ListUnsubscribe } {
  const headers = listUnsubscribe(settings, userId, category);
  return {
    footer: {
      reason,
      unsubscribe: { url: headers.unsubscribeUrl, what: unsubscribeCategoryNames[category] },
      settingsUrl: `${settings.publicUrl}${NOTIFICATION_SETTINGS_PATH}`,
    },
    headers,
  };
}
