import { createHash, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { type CallingService, callingServices } from '@localpros/contracts';

/**
 * The keys of the caller tokens (caller-token.ts): Ed25519, one pair per calling process. The
 * caller holds its private key (CALLER_SIGNING_KEY, a secret); every service holds only the
 * public keys (CALLER_PUBLIC_KEYS, "bff:MCowBQYDK2VwAyEA…", not secret). So a service pod, once
 * compromised, can verify tokens but never mint one the others accept as the BFF's.
 *
 * Off production an unset key falls back to a development pair derived from the caller's name
 * (public: it is in the repository), so `npm start` and the tests need no set-up; production
 * refuses it.
 */

/** `npm run caller-keys` prints a new pair in the forms these settings take. */
export const CALLER_KEYS_HINT = 'npm run caller-keys makes a pair';

// The DER header of a PKCS#8 Ed25519 private key, before its 32-byte seed (RFC 8410).
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/** The development key of a caller: a fixed seed from its name, refused on production. */
export function developmentCallerKey(caller: string): KeyObject {
  const seed = createHash('sha256').update(`localpros-development-caller-key:${caller}`).digest();
  return createPrivateKey({ key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]), format: 'der', type: 'pkcs8' });
}

/** A public key as CALLER_PUBLIC_KEYS writes it: base64 of its SPKI DER (one line, no PEM armour). */
export const publicKeyText = (key: KeyObject): string =>
  (key.type === 'public' ? key : createPublicKey(key)).export({ format: 'der', type: 'spki' }).toString('base64');

/** A private key as CALLER_SIGNING_KEY writes it: base64 of its PKCS#8 DER. */
export const signingKeyText = (key: KeyObject): string =>
  key.export({ format: 'der', type: 'pkcs8' }).toString('base64');

const isDevelopmentKey = (key: KeyObject, caller: string): boolean =>
  publicKeyText(key) === publicKeyText(developmentCallerKey(caller));

/** CALLER_SIGNING_KEY: PEM (`openssl genpkey -algorithm ed25519`, newlines may be written \n) or base64 PKCS#8 DER. */
export function parseSigningKey(text: string): KeyObject {
  const trimmed = text.trim();
  const key = trimmed.startsWith('-----BEGIN')
    ? createPrivateKey(trimmed.replaceAll('\\n', '\n'))
    : createPrivateKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'pkcs8' });
  if (key.asymmetricKeyType !== 'ed25519') throw new Error(`is a ${key.asymmetricKeyType} key, not Ed25519`);
  return key;
}

/** CALLER_PUBLIC_KEYS: "caller:base64-SPKI" pairs separated by commas. */
export function parsePublicKeys(text: string): Map<string, KeyObject> {
  const keys = new Map<string, KeyObject>();
  for (const entry of text.split(',').map((part) => part.trim())) {
    const colon = entry.indexOf(':');
    if (colon <= 0) throw new Error(`"${entry.slice(0, 20)}" is not caller:key`);
    const caller = entry.slice(0, colon);
    if (!(callingServices as readonly string[]).includes(caller)) throw new Error(`${caller} calls no service`);
    const key = createPublicKey({ key: Buffer.from(entry.slice(colon + 1), 'base64'), format: 'der', type: 'spki' });
    if (key.asymmetricKeyType !== 'ed25519') throw new Error(`the key of ${caller} is not Ed25519`);
    keys.set(caller, key);
  }
  return keys;
}

/** The development public keys of every caller: what a service trusts off production when CALLER_PUBLIC_KEYS is unset. */
export const developmentPublicKeys = (): Map<string, KeyObject> =>
  new Map(callingServices.map((caller) => [caller, createPublicKey(developmentCallerKey(caller))]));

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Why CALLER_SIGNING_KEY is unfit (never echoing it), or null. `when`: where real keys are needed
 * (realSecretsNeeded: production, or a public address), else null.
 */
export function signingKeyProblem(value: string | undefined, caller: CallingService, when: string | null) {
  if (value === undefined) {
    return when ? `is required ${when} (the Ed25519 key of ${caller}: ${CALLER_KEYS_HINT})` : null;
  }
  let key: KeyObject;
  try {
    key = parseSigningKey(value);
  } catch {
    return `is not an Ed25519 private key, PEM or base64 PKCS#8 (${CALLER_KEYS_HINT})`;
  }
  if (when && isDevelopmentKey(key, caller)) {
    return `is the development key from the repository: ${CALLER_KEYS_HINT}`;
  }
  return null;
}

/** Why CALLER_PUBLIC_KEYS is unfit, or null. Where real keys are needed (`when`): every caller's, none from the repository. */
export function publicKeysProblem(value: string | undefined, when: string | null): string | null {
  const example = `${callingServices[0]}:MCowBQYDK2VwAyEA…`;
  if (value === undefined) {
    return when ? `is required ${when} (each caller's public key, e.g. ${example})` : null;
  }
  let keys: Map<string, KeyObject>;
  try {
    keys = parsePublicKeys(value);
  } catch (error) {
    return `must be caller:base64-key pairs separated by commas, e.g. ${example} (${describe(error)})`;
  }
  if (!when) return null;
  const missing = callingServices.filter((caller) => !keys.has(caller));
  if (missing.length > 0) return `has no key for ${missing.join(', ')}`;
  const development = callingServices.filter((caller) => isDevelopmentKey(keys.get(caller) as KeyObject, caller));
  if (development.length > 0) return `holds the development key of ${development.join(', ')}: ${CALLER_KEYS_HINT}`;
  return null;
}
