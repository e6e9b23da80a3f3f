import type { PayloadOf, UserVerified, VerificationCodeIssued } from '@localpros/contracts';
import type { MessageChannel, MessagePurpose } from '../schema.js';
import { type EmailBlock, type EmailFooter, renderEmail } from './email-rendering.js';
import type { ListUnsubscribe } from './mail-links.js';

/** A message ready to queue: what to send, to whom, on which channel. */
export interface ComposedMessage extends Partial<ListUnsubscribe> {
  channel: MessageChannel;
  recipient: string;
  purpose: MessagePurpose;
  /** Null for SMS. */
  subject: string | null;
  text: string;
  html: string | null;
}

/** Why a code e-mail came: it is transactional (no unsubscribe), asked for with this address. */
const codeFooter: EmailFooter = {
  reason:
    'This is a security e-mail from LocalPros: a code was asked for with this address. It is sent whatever your notification settings say.',
};

type CodePurpose = PayloadOf<typeof VerificationCodeIssued>['purpose'];

/** What each code is for, as the message says it. */
const codeWording: Record<CodePurpose, { subject: string; intro: string; sms: string; ignore: string }> = {
  account_verification: {
    subject: 'Verify your LocalPros account',
    intro: 'Welcome to LocalPros. Enter this code to verify your account:',
    sms: 'your LocalPros verification code is',
    ignore: 'If you did not sign up to LocalPros, you can ignore this e-mail.',
  },
  password_reset: {
    subject: 'Your LocalPros password reset code',
    intro: 'Use this code to choose a new password:',
    sms: 'your LocalPros password reset code is',
    ignore: 'If you did not ask to reset your password, you can ignore this message: your password stays as it is.',
  },
  email_change: {
    subject: 'Confirm your new e-mail address',
    intro: 'Enter this code in LocalPros to confirm this e-mail address for your account:',
    sms: 'your LocalPros e-mail change code is',
    ignore: 'If you did not ask for this change, you can ignore this e-mail: your address stays as it is.',
  },
  phone_change: {
    subject: 'Confirm your new mobile number',
    intro: 'Enter this code in LocalPros to confirm this mobile number for your account:',
    sms: 'your LocalPros code to confirm this mobile number is',
    ignore: 'If you did not ask for this change, you can ignore this message.',
  },
  admin_sign_in: {
    subject: 'Your LocalPros admin sign-in code',
    intro: 'Enter this code to finish signing in to the LocalPros admin panel:',
    sms: 'your LocalPros admin sign-in code is',
    ignore: 'If you did not just sign in, change your password now and tell the team.',
  },
  account_setup: {
    subject: 'Choose your LocalPros password',
    intro:
      'The LocalPros team has created an account for you and posted your job: local businesses will send you quotes. Choose a password with this code to sign in and see them:',
    sms: 'your LocalPros code to choose your password is',
    ignore:
      'If you did not ask us to post a job for you, you can ignore this e-mail and tell us through the contact form.',
  },
};

/** ABCD2345 → ABCD-2345: easier to read and type; identity ignores the dash. */
export const displayCode = (code: string) => (code.length === 8 ? `${code.slice(0, 4)}-${code.slice(4)}` : code);

/** "15 minutes", "24 hours": how long is left, rounded, never less than a minute. */
export function timeLeft(expiresAt: string, now: Date): string {
  const minutes = Math.max(1, Math.round((Date.parse(expiresAt) - now.getTime()) / 60_000));
  if (minutes % 60 === 0) return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export const greeting = (name: string) => (name.trim() ? `Hello ${name.trim()},` : 'Hello,');

/** The code message; `secrets` are the code and link notifications opened from the event's sealed fields. */
export function composeCodeMessage(
  payload: PayloadOf<typeof VerificationCodeIssued>,
  secrets: { code: string; link: string | null },
  now: Date,
): ComposedMessage {
  const wording = codeWording[payload.purpose];
  const code = displayCode(secrets.code);
  const expiry = timeLeft(payload.expiresAt, now);
  if (payload.channel === 'sms') {
    // One SMS segment where possible: no greeting, the code early, a warning not to share it.
    return {
      channel: 'sms',
      recipient: payload.recipient,
      purpose: payload.purpose,
      subject: null,
      text: `LocalPros: ${wording.sms} ${code}. It expires in ${expiry}. Never share this code.`,
      html: null,
    };
  }
  const blocks: EmailBlock[] = [
    { kind: 'paragraph', text: greeting(payload.recipientName) },
    { kind: 'paragraph', text: wording.intro },
    { kind: 'code', code },
  ];
  if (secrets.link) blocks.push({ kind: 'link', label: 'Or open this link:', url: secrets.link });
  blocks.push(
    { kind: 'paragraph', text: `The code works once and expires in ${expiry}. LocalPros will never ask you for it.` },
    { kind: 'paragraph', text: wording.ignore },
    { kind: 'paragraph', text: 'The LocalPros team' },
  );
  return {
    channel: 'email',
    recipient: payload.recipient,
    purpose: payload.purpose,
    subject: wording.subject,
    ...renderEmail(wording.subject, blocks, { footer: codeFooter }),
  };
}

export function composeWelcomeMessage(payload: PayloadOf<typeof UserVerified>): ComposedMessage {
  const subject = 'Your LocalPros account is ready';
  const next =
    payload.userType === 'business'
      ? 'Your business account is verified. Choose a package to start receiving leads for jobs near you.'
      : 'Your account is verified. Post a job and local businesses will send you quotes.';
  const blocks: EmailBlock[] = [
    { kind: 'paragraph', text: greeting(payload.firstName) },
    { kind: 'paragraph', text: next },
    { kind: 'paragraph', text: 'The LocalPros team' },
  ];
  const footer = { reason: 'This is a service e-mail from LocalPros: your account was just verified.' };
  return {
    channel: 'email',
    recipient: payload.email,
    purpose: 'welcome',
    subject,
    ...renderEmail(subject, blocks, { footer, preview: next }),
  };
}
