import type { z } from 'zod';

/** Raised when the environment does not satisfy a config schema; one line per problem. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment with a zod schema, collecting every problem rather than the first. */
export function loadConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join('.') || '(environment)';
    const isSet = issue.path.length === 1 && env[String(issue.path[0])] !== undefined;
    // Values are never echoed: they may be secrets (a DATABASE_URL holds a password).
    return isSet ? `${name}: ${issue.message}` : `${name}: is required but not set`;
  });
  throw new ConfigError(problems);
}

/** For a process entry point: print each problem on its own line and stop. */
export function loadConfigOrExit<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  try {
    return loadConfig(schema, env);
  } catch (error) {
    if (error instanceof ConfigError) {
      for (const problem of error.problems) process.stderr.write(`config error: ${problem}\n`);
      process.exit(1);
    }
    throw error;
  }
}
