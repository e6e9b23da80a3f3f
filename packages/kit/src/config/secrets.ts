import { z } from 'zod';

/**
 * Secrets of the processes. One production switch: NODE_ENV=production. There every secret must
 * be set, at least 32 characters, and not a value this repository ships (a placeholder or a
 * development fallback); elsewhere an unset secret falls back to a fixed development value, so
 * `npm start` needs no set-up. Each process lists the secrets it reads and checks them here.
 */
export const SECRET_MIN_LENGTH = 32;
const PRODUCTION = 'when NODE_ENV=production';

/** The development value of a secret: public (it is in the repository), refused on production. */
export const developmentSecret = (name: string): string =>
  `localpros-development-${name.toLowerCase().replaceAll('_', '-')}-never-use-on-production`;

/** Values the repository ships in examples and manifests; a secret containing one is a placeholder. */
const PLACEHOLDER =
  /replace[-_ ]?me|change[-_ ]?me|changeit|placeholder|example|localpros-development|your[-_ ]?secret|secret[-_ ]?here|^x+$|^0+$/i;

/** Zod field for a secret: empty counts as unset. Check it with productionSecretIssues. */
export const secretField = () => z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());

/** Why a secret value is not fit for production (or a public address: `when`), or null when it is. */
export function productionSecretProblem(value: string | undefined, when = PRODUCTION): string | null {
  if (value === undefined) return `is required ${when} (at least ${SECRET_MIN_LENGTH} random characters)`;
  if (value.length < SECRET_MIN_LENGTH) return `must be at least ${SECRET_MIN_LENGTH} characters`;
  if (PLACEHOLDER.test(value)) return 'is a placeholder from the repository: set a real random secret';
  if (new Set(value).size < 10) return 'is not random enough (use e.g. `openssl rand -base64 48`)';
  return null;
}

export const isProduction = (env: { NODE_ENV?: string }): boolean => env.NODE_ENV === 'production';

/**
 * Hosts that only ever answer on this machine or a private network: loopback and private
 * addresses, and the names reserved for local and test use (RFC 2606, RFC 6762, localtest.me).
 */
const LOCAL_HOST =
  /^(localhost|127(\.\d+){3}|\[::1\]|10(\.\d+){3}|192\.168(\.\d+){2}|172\.(1[6-9]|2\d|3[01])(\.\d+){2})$|\.(localhost|localtest\.me|local|internal|test|example|invalid)$/i;

/** Whether PUBLIC_URL names an address the internet can reach (unset: the process serves only its own Host). */
export function isPublicAddress(publicUrl: unknown): boolean {
  if (typeof publicUrl !== 'string' || publicUrl === '') return false;
  try {
    return !LOCAL_HOST.test(new URL(publicUrl).hostname);
  } catch {
    return false;
  }
}

/**
 * When secrets must be real, as the phrase a problem ends with, or null: on production, and also
 * in development on a public address (the dev overlay deployed outside a local cluster), where
 * the repository's development keys would let anyone sign sessions and caller tokens.
 */
export function realSecretsNeeded(env: { NODE_ENV?: string; PUBLIC_URL?: unknown }): string | null {
  if (isProduction(env)) return PRODUCTION;
  // NODE_ENV=test is a test runner's own process, never deployed: its fixtures may name real sites.
  if (env.NODE_ENV !== 'test' && isPublicAddress(env.PUBLIC_URL)) {
    return 'when PUBLIC_URL is a public address, even outside production';
  }
  return null;
}

/**
 * For a config schema's superRefine: where real secrets are needed (realSecretsNeeded), one issue
 * per secret that is missing or unfit; elsewhere, only a set secret shorter than the minimum.
 */
export function checkSecrets(
  value: Record<string, unknown> & { NODE_ENV?: string },
  names: readonly string[],
  ctx: z.RefinementCtx,
): void {
  const when = realSecretsNeeded(value);
  for (const name of names) {
    const secret = value[name] as string | undefined;
    const problem = when
      ? productionSecretProblem(secret, when)
      : secret !== undefined && secret.length < SECRET_MIN_LENGTH
        ? `must be at least ${SECRET_MIN_LENGTH} characters`
        : null;
    if (problem) ctx.addIssue({ code: 'custom', path: [name], message: problem });
  }
}

/** The secret to use: the configured one, or (off production only: checkSecrets ran) the development value. */
export const secretOrDevelopment = (value: string | undefined, name: string): string =>
  value ?? developmentSecret(name);

/**
 * The params of a config schema's superRefine that checks secrets: run it even when another
 * variable failed, so an operator sees every problem in one start.
 */
export const everyProblem = { when: () => true } as const;
