import { RpcError } from '@localpros/kit';
import argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, 3 passes, 4 lanes). */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
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
