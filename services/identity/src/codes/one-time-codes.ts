import { createHmac, randomInt } from 'node:crypto';
import { SEALED_CODE_PURPOSE, VerificationCodeIssued } from '@localpros/contracts';
import { type EventRecorder, type FieldSealer, fieldSealer, type Tx } from '@localpros/kit';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { type CodePurpose, oneTimeCodes } from '../schema.js';

// No look-alikes (0/O, 1/I/L): codes are read from an e-mail and typed by hand.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
export const MAX_FAILED_ATTEMPTS = 5;

const lifetimeMinutes: Record<CodePurpose, number> = {
  account_verification: 24 * 60,
  password_reset: 15,
  email_change: 15,
  phone_change: 15,
  admin_sign_in: 10,
  // The first password of an account an admin created: the customer may not read the e-mail at once.
  account_setup: 24 * 60,
};

export function generateCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** Codes are stored as an HMAC (keyed, so a database leak does not reveal them); the purpose is part of it. */
export function hashCode(secret: string, purpose: CodePurpose, code: string): string {
  const normalised = code.replace(/[\s-]/g, '').toUpperCase();
  return createHmac('sha256', secret).update(`${purpose}:${normalised}`).digest('hex');
}

export interface IssueCodeOptions {
  secret: string;
  /** CODE_ENCRYPTION_KEY: the code and its link leave sealed for notifications, never in clear. */
  encryptionKey: string;
  userId: string;
  purpose: CodePurpose;
  channel: 'email' | 'sms';
  recipient: string;
  recipientName: string;
  target?: string;
  link?: (code: string) => string;
}

const sealers = new Map<string, FieldSealer>();

/** The sealer for codes in VerificationCodeIssued under this key (notifications opens them with the same). */
export function codeSealer(encryptionKey: string): FieldSealer {
  let sealer = sealers.get(encryptionKey);
  if (!sealer) {
    sealer = fieldSealer(encryptionKey, SEALED_CODE_PURPOSE);
    sealers.set(encryptionKey, sealer);
  }
  return sealer;
}

/**
 * Issues a fresh code (earlier unused codes of the same purpose stop working) and records
 * VerificationCodeIssued so the notifications service delivers it.
 */
export async function issueCode(tx: Tx, events: EventRecorder, options: IssueCodeOptions): Promise<void> {
  await retireCodes(tx, options.userId, options.purpose);
  const code = generateCode();
  const expiresAt = new Date(Date.now() + lifetimeMinutes[options.purpose] * 60_000);
  await tx.insert(oneTimeCodes).values({
    userId: options.userId,
    purpose: options.purpose,
    codeHash: hashCode(options.secret, options.purpose, code),
    target: options.target ?? null,
    expiresAt,
  });
  const sealer = codeSealer(options.encryptionKey);
  await events.record(VerificationCodeIssued, {
    userId: options.userId,
    purpose: options.purpose,
    channel: options.channel,
    recipient: options.recipient,
    recipientName: options.recipientName,
    sealedCode: sealer.seal(code),
    sealedLink: options.link ? sealer.seal(options.link(code)) : null,
    expiresAt: expiresAt.toISOString(),
  });
}

/** Marks the user's unused codes of this purpose used: none of them works from now on. */
export async function retireCodes(tx: Tx, userId: string, purpose: CodePurpose): Promise<void> {
  await tx
    .update(oneTimeCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt)));
}

/** Finds a live code by its value (for codes that name their account themselves) and uses it up. */
export async function consumeCode(tx: Tx, secret: string, purpose: CodePurpose, code: string) {
  const [row] = await tx
    .update(oneTimeCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeCodes.codeHash, hashCode(secret, purpose, code)),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

/**
 * Checks a code typed by a known user (e-mail or phone change, admin sign-in). A wrong code
 * counts against the live one; after MAX_FAILED_ATTEMPTS it stops working.
 */
export async function consumeUserCode(
  tx: Tx,
  options: { secret: string; userId: string; purpose: CodePurpose; code: string; target?: string },
) {
  const [live] = await tx
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, options.userId),
        eq(oneTimeCodes.purpose, options.purpose),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, sql`now()`),
      ),
    )
    .for('update');
  if (!live) return undefined;
  const matches =
    live.codeHash === hashCode(options.secret, options.purpose, options.code) &&
    (options.target === undefined || live.target === options.target);
  if (!matches) {
    const failedAttempts = live.failedAttempts + 1;
    await tx
      .update(oneTimeCodes)
      .set({ failedAttempts, usedAt: failedAttempts >= MAX_FAILED_ATTEMPTS ? sql`now()` : null })
      .where(eq(oneTimeCodes.id, live.id));
    return undefined;
  }
  await tx.update(oneTimeCodes).set({ usedAt: sql`now()` }).where(eq(oneTimeCodes.id, live.id));
  return live;
}
