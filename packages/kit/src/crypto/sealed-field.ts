import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * One field of a message sealed for the one service that may read it (a one-time code inside an
 * event: identity seals, notifications opens). AES-256-GCM under a key derived with HKDF-SHA256
 * from a shared secret and the field's purpose, so one secret gives each field its own key and a
 * value sealed for one purpose never opens as another. The purpose is also the associated data.
 *
 * Format: `v1.<iv>.<ciphertext>.<tag>`, base64url; the version names the algorithm and the
 * derivation, so either can change later without misreading old values.
 */
export interface FieldSealer {
  seal(plain: string): string;
  /** Throws when the value was not sealed by this secret for this purpose, or was altered. */
  open(sealed: string): string;
}

const VERSION = 'v1';
const SALT = Buffer.from('localpros-sealed-field');
export const SEALED_FIELD = /^v1\.[\w-]{16}\.[\w-]*\.[\w-]{22}$/;

export function fieldSealer(secret: string, purpose: string): FieldSealer {
  if (!secret) throw new Error('a sealed field needs a secret');
  const key = Buffer.from(hkdfSync('sha256', secret, SALT, `localpros:${purpose}:${VERSION}`, 32));
  const aad = Buffer.from(purpose);
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(aad);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, body, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : b64(part)))
        .join('.');
    },
    open(sealed) {
      const [version, iv, body, tag, ...rest] = sealed.split('.');
      if (version !== VERSION || iv === undefined || body === undefined || tag === undefined || rest.length > 0) {
        throw new Error('not a sealed field this service can open');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(aad);
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

const b64 = (bytes: Buffer) => bytes.toString('base64url');
