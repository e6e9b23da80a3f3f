import type { z } from 'zod';

/** Raised when the environment does not satisfy a config schema; one line per problem. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Every problem the environment has against a zod schema, one line each; values are never echoed. */
export function configProblems(schema: z.ZodType, env: NodeJS.ProcessEnv = process.env): string[] {
  const result = schema.safeParse(env);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const name = issue.path.join('.') || '(environment)';
    const isSet = issue.path.length === 1 && env[String(issue.path[0])] !== undefined;
    // Values are never echoed: they may be secrets (a DATABASE_URL holds a password).
    // A schema's own rule (custom) says best why a variable is needed, set or not.
    return isSet || issue.code === 'custom' ? `${name}: ${issue.message}` : `${name}: is required but not set`;
  });
}

/** Raises one ConfigError holding the problems of every schema (a secret two schemas read, once). */
export function assertConfigs(schemas: readonly z.ZodType[], env: NodeJS.ProcessEnv = process.env): void {
  const problems = [...new Set(schemas.flatMap((schema) => configProblems(schema, env)))];
  if (problems.length > 0) throw new ConfigError(problems);
}

/** Parses the environment with a zod schema, collecting every problem rather than the first. */
export function loadConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  throw new ConfigError(configProblems(schema, env));
}

/** For a process entry point: print each problem of a ConfigError on its own line and stop. */
export function exitOnConfigError(error: unknown): never {
  if (!(error instanceof ConfigError)) throw error;
  for (const problem of error.problems) process.stderr.write(`config error: ${problem}\n`);
  process.exit(1);
}

/**
 * For a process entry point: parse the environment (checking `alsoCheck`, the settings of the
 * code it hosts, at the same time), or print each problem on its own line and stop.
 */
export function loadConfigOrExit<S extends z.ZodType>(
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
  alsoCheck: readonly z.ZodType[] = [],
): z.infer<S> {
  try {
    assertConfigs([schema, ...alsoCheck], env);
    return loadConfig(schema, env);
  } catch (error) {
    return exitOnConfigError(error);
  }
}
