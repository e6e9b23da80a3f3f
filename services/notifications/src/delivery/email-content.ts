import { localProsSeller } from '../config.js';

/**
 * An e-mail's content as blocks, rendered to both a text and an HTML part, so the two parts
 * always say the same thing. The HTML part is the LocalPros layout (email-layout.tsx, React Email);
 * the text part is the same blocks and the same footer, line by line (email-rendering.ts).
 */
export type EmailBlock =
  | { kind: 'paragraph'; text: string }
  /** A short title above the blocks that follow it (a lead in a digest). */
  | { kind: 'heading'; text: string }
  /** A one-time code, shown large and on its own so it is easy to read and copy. */
  | { kind: 'code'; code: string }
  /** A link shown as its address under a label (the address is what the reader checks and copies). */
  | { kind: 'link'; label: string; url: string }
  /** What the e-mail asks the reader to do: a button in HTML, the label and the address in text. */
  | { kind: 'button'; label: string; url: string }
  /** Labelled values, one a line (a receipt's lines): a two-column table in HTML. */
  | { kind: 'details'; rows: readonly { label: string; value: string }[] };

/**
 * The foot of every e-mail: why the reader got it, and for an e-mail that is not transactional (a
 * lead, a digest, a quote or review notice) the one-click unsubscribe from that kind of e-mail.
 */
export interface EmailFooter {
  /** One or two sentences: why this e-mail came to this address. */
  reason: string;
  /** Non-transactional e-mail only: the unsubscribe page for this kind of e-mail (no sign-in needed). */
  unsubscribe?: { url: string; what: string };
  /** Settings → Notifications, where every kind of e-mail is chosen. */
  settingsUrl?: string;
}

export interface EmailOptions {
  footer?: EmailFooter;
  /** The line an inbox shows after the subject (never a code). */
  preview?: string;
}

/** The footer of a transactional e-mail that names no reason of its own. */
export const serviceEmailFooter: EmailFooter = {
  reason: 'This is a service e-mail from LocalPros about your account or something you asked us for.',
};

/** Who sends every e-mail, at its foot (a UK company names itself, its number and its office). */
const SENDER_LINE = `${localProsSeller.name}, ${localProsSeller.address}. Company number ${localProsSeller.companyNumber}.`;

/** The footer's lines, the same in the text part as in the HTML part. */
export function footerLines(footer: EmailFooter): { label: string | null; text: string; url?: string }[] {
  const lines: { label: string | null; text: string; url?: string }[] = [{ label: null, text: footer.reason }];
  if (footer.unsubscribe) {
    lines.push({
      label: `Unsubscribe from ${footer.unsubscribe.what}`,
      text: 'no sign-in needed',
      url: footer.unsubscribe.url,
    });
  }
  if (footer.settingsUrl) {
    lines.push({ label: 'Choose which e-mails you get', text: 'Settings → Notifications', url: footer.settingsUrl });
  }
  lines.push({ label: null, text: SENDER_LINE });
  return lines;
}
