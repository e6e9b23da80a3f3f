import { z } from 'zod';

/**
 * Secrets of the processes. One production switch: NODE_ENV=production. There every secret must
 * be set, at least 32 characters, and not a value this repository ships (a placeholder or a
 * development fallback); elsewhere an unset secret falls back to a fixed development value, so
 * `npm start` needs no set-up. Each process lists the secrets it reads and checks them here.
 */
export const SECRET_MIN_LENGTH = 32;

/** The development value of a secret: public (it is in the repository), refused on production. */
export const developmentSecret = (name: string): string =>
  `localpros-development-${name.toLowerCase().replaceAll('_', '-')}-never-use-on-production`;

/** Values the repository ships in examples and manifests; a secret containing one is a placeholder. */
const PLACEHOLDER =
  /replace[-_ ]?me|change[-_ ]?me|changeit|placeholder|example|localpros-development|your[-_ ]?secret|secret[-_ ]?here|^x+$|^0+$/i;

/** Zod field for a secret: empty counts as unset. Check it with productionSecretIssues. */
export const secretField = () => z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());

/** Why a secret value is not fit for production, or null when it is. */
export function productionSecretProblem(value: string | undefined): string | null {
  if (value === undefined)
    return `is required when NODE_ENV=production (at least ${SECRET_MIN_LENGTH} random characters)`;
  if (value.length < SECRET_MIN_LENGTH) return `must be at least ${SECRET_MIN_LENGTH} characters`;
  if (PLACEHOLDER.test(value)) return 'is a placeholder from the repository: set a real random secret';
  if (new Set(value).size < 10) return 'is not random enough (use e.g. `openssl rand -base64 48`)';
  return null;
}

export const isProduction = (env: { NODE_ENV?: string }): boolean => env.NODE_ENV === 'production';

/**
 * For a config schema's superRefine: on production, one issue per secret that is missing or
 * unfit; elsewhere, only a set secret shorter than the minimum is refused.
 */
export function checkSecrets(
  value: Record<string, unknown> & { NODE_ENV?: string },
  names: readonly string[],
  ctx: z.RefinementCtx,
): void {
  for (const name of names) {
    const secret = value[name] as string | undefined;
    const problem = isProduction(value)
      ? productionSecretProblem(secret)
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
