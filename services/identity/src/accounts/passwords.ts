import { RpcError } from '@localpros/kit';
import argon2 from 'argon2';

/**
 * argon2id at OWASP's recommended profile (Password Storage Cheat Sheet: 19 MiB, 2 passes, 1 lane).
 * The library's defaults (64 MiB, 3 passes, 4 lanes) took ~480 ms of CPU a hash on a 2-core host,
 * so a sign-up or sign-in waited on it under load; this profile takes ~60 ms. Hashes made with the
 * older settings still verify and are replaced at the next sign-in (passwordNeedsRehash).
 */
export const passwordHashing = {
  type: argon2.argon2id,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, passwordHashing);
}

/** A stored hash made with other settings than passwordHashing (replaced once its password is known). */
export function passwordNeedsRehash(hash: string): boolean {
  try {
    return argon2.needsRehash(hash, passwordHashing);
  } catch {
    return false;
  }
}

// Verifying against this when no account matches keeps the answer time the same either way.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('no account has this password');
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}

export const WRONG_CURRENT_PASSWORD = 'Your current password is incorrect.';

/** Re-authentication before a sensitive change (password, e-mail address, deleting the account). */
export async function requireCurrentPassword(passwordHash: string, password: string | undefined): Promise<void> {
  // argon2 never sees an absurdly long input (the forms allow far less).
  const ok =
    Boolean(password) && (password?.length ?? 0) <= 1024 && (await verifyPassword(passwordHash, password ?? ''));
  if (!ok) throw RpcError.invalidArgument(WRONG_CURRENT_PASSWORD);
}
