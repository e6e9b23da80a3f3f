import { SEALED_CODE_PURPOSE } from '@localpros/contracts';
import { type FieldSealer, fieldSealer } from '@localpros/kit';
import type { outgoingMessages } from '../schema.js';
import type { ComposedMessage } from './compose-message.js';
import { escapeHtml } from './email-rendering.js';

/**
 * A message that carries a one-time code is kept twice in outgoing_messages: `text` and `html`
 * hold a redacted copy (the log: what was sent, to whom, when), and `sealed_body` the real one,
 * sealed under CODE_ENCRYPTION_KEY for the sender and its retries. On production the sealed body
 * goes once the message is sent or given up; elsewhere the dev mailbox opens it to show the code.
 */
export interface MessageSealers {
  /** Opens the code and link identity sealed into VerificationCodeIssued. */
  code: FieldSealer;
  /** Seals and opens the real body of a message in outgoing_messages. */
  body: FieldSealer;
}

const BODY_PURPOSE = 'notifications.outgoing_messages.body';
export const HIDDEN_CODE = '[code hidden]';
export const HIDDEN_LINK = '[link hidden]';

const cache = new Map<string, MessageSealers>();

export function messageSealers(codeEncryptionKey: string): MessageSealers {
  let sealers = cache.get(codeEncryptionKey);
  if (!sealers) {
    sealers = {
      code: fieldSealer(codeEncryptionKey, SEALED_CODE_PURPOSE),
      body: fieldSealer(codeEncryptionKey, BODY_PURPOSE),
    };
    cache.set(codeEncryptionKey, sealers);
  }
  return sealers;
}

interface Body {
  text: string;
  html: string | null;
}

/** The message with its secrets (the code in every form it is shown, the link) hidden, and its real body sealed. */
export function sealSecrets(
  message: ComposedMessage,
  secrets: { code: string; link: string | null },
  sealer: FieldSealer,
): ComposedMessage & { sealedBody: string } {
  const { code, link } = secrets;
  const hide = (value: string, asShown: (s: string) => string) => {
    let out = value;
    if (link) out = out.replaceAll(asShown(link), HIDDEN_LINK);
    for (const form of new Set([code.length === 8 ? `${code.slice(0, 4)}-${code.slice(4)}` : code, code])) {
      out = out.replaceAll(form, HIDDEN_CODE);
    }
    return out;
  };
  const body: Body = { text: message.text, html: message.html };
  return {
    ...message,
    text: hide(message.text, (s) => s),
    html: message.html === null ? null : hide(message.html, escapeHtml),
    sealedBody: sealer.seal(JSON.stringify(body)),
  };
}

/** What to send (or show in the dev mailbox): the sealed body when there is one, else the row's own text. */
export function messageBody(row: typeof outgoingMessages.$inferSelect, sealer: FieldSealer): Body {
  if (!row.sealedBody) return { text: row.text, html: row.html };
  return JSON.parse(sealer.open(row.sealedBody)) as Body;
}
