import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { repoRoot } from './kustomize.js';
import { sampleSecretValue } from './processes.js';

export const composeFile = join(repoRoot, 'docker-compose.yml');

/** docker-compose.yml as Compose reads it: YAML merge keys (<<) applied, nothing interpolated. */
// biome-ignore lint/suspicious/noExplicitAny: checked against the Compose schema, then field by field
export const readCompose = (): any => parse(readFileSync(composeFile, 'utf8'), { merge: true });

const reference = /\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}/g;

/** Every variable the file interpolates, and whether a value is required (${NAME:?message}). */
export function interpolatedVariables(text = readFileSync(composeFile, 'utf8')): Map<string, { required: boolean }> {
  const variables = new Map<string, { required: boolean }>();
  for (const [, name = '', operator] of text.replaceAll('$$', '').matchAll(reference)) {
    const required = operator === ':?' || operator === '?';
    variables.set(name, { required: required || variables.get(name)?.required === true });
  }
  return variables;
}

/**
 * Compose's interpolation of one value (${NAME}, ${NAME:-default}, ${NAME-default},
 * ${NAME:?error}, ${NAME?error}, $$): throws where Compose would refuse to start.
 */
export function interpolate(value: string, dotEnv: Record<string, string>): string {
  return value
    .replace(reference, (_match, name: string, operator: string | undefined, argument: string) => {
      const set = dotEnv[name];
      const missing = operator?.startsWith(':') ? !set : set === undefined;
      if (!missing) return set as string;
      if (operator?.endsWith('?')) throw new Error(`${name}: ${argument}`);
      return operator ? argument : '';
    })
    .replaceAll('$$', '$');
}

/** A .env as the top of docker-compose.yml makes it: a random value for each variable it requires. */
export const generatedDotEnv = (): Record<string, string> =>
  Object.fromEntries(
    [...interpolatedVariables()]
      .filter(([, { required }]) => required)
      .map(([name]) => [name, sampleSecretValue(name)]),
  );

/** A service's environment after interpolation (the map form the file uses). */
export function serviceEnvironment(
  service: { environment?: Record<string, string | number | boolean | null> },
  dotEnv: Record<string, string>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([name, value]) => [name, interpolate(String(value ?? ''), dotEnv)]),
  );
}
