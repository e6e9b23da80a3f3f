/**
 * The one entry of the production image (compiled to dist/main.js by `npm run build:server`):
 *
 *   LOCALPROS_SERVICE=jobs node dist/main.js           runs that process (a service or the bff)
 *   LOCALPROS_SERVICE=jobs node dist/main.js migrate   applies that service's migrations, exits
 *   node dist/main.js migrate --all                    applies every service's migrations, exits
 *   LOCALPROS_SERVICE=jobs node dist/main.js healthcheck   exits 0 when the process answers /healthz
 *   node dist/main.js events dead-letters list|show|replay …   the operator's dead letters (NATS_URL)
 *   node dist/main.js rebuild-read-models [--from=outbox]      the admin read models from the history
 *   node dist/main.js db backup --out FILE | db restore --in FILE   every service's data (DATABASE_URL)
 *
 * The contract is written down in docs/production-build.md. Each command loads only its own code.
 */
import { isProcessName, processes, processNames } from './processes.js';

const usage =
  'usage: node dist/main.js [migrate [--all] | healthcheck | events dead-letters … | rebuild-read-models [--from=outbox] | db backup --out FILE | db restore --in FILE]';
const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(2);
};

/**
 * A process that cannot start for want of a setting (e.g. DATABASE_URL: the image has no embedded
 * PostgreSQL) says so in one line per problem, not with a stack. Loaded only then: healthcheck loads no kit.
 */
const exitOnConfigProblem = async (error: unknown): Promise<never> =>
  (await import('@localpros/kit')).exitOnConfigError(error);

const [command, ...options] = process.argv.slice(2);
const selected = process.env.LOCALPROS_SERVICE;

if (command === undefined) {
  if (!isProcessName(selected)) fail(`LOCALPROS_SERVICE must be one of ${processNames.join(', ')}`);
  else await processes[selected]().catch(exitOnConfigProblem);
} else if (command === 'migrate') {
  const { migrateServices, serviceNames } = await import('./migrate.js');
  const all = options.includes('--all');
  const unknown = options.filter((option) => option !== '--all');
  if (unknown.length > 0) fail(`migrate: unknown option ${unknown.join(' ')} (${usage})`);
  const service = serviceNames.find((name) => name === selected);
  if (!all && !service) fail(`migrate: set LOCALPROS_SERVICE to one of ${serviceNames.join(', ')}, or pass --all`);
  try {
    await migrateServices(all || !service ? serviceNames : [service]);
    process.exit(0);
  } catch (error) {
    process.stderr.write(`migrate failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
} else if (command === 'healthcheck') {
  if (!isProcessName(selected)) fail(`LOCALPROS_SERVICE must be one of ${processNames.join(', ')}`);
  else {
    const { isAlive } = await import('./healthcheck.js');
    process.exit((await isAlive(selected)) ? 0 : 1);
  }
} else if (command === 'events') {
  // The incident tools live in the image: an operator runs them with kubectl exec (docs/runbooks).
  const { runEventsCli } = await import('../../packages/kit/src/cli/events-cli.js');
  process.exit(await runEventsCli(options, { env: process.env, out: (line) => process.stdout.write(`${line}\n`) }));
} else if (command === 'rebuild-read-models') {
  const { runReadModelRebuild } = await import('../../services/admin/src/rebuild/run-rebuild.js');
  try {
    process.exit(
      await runReadModelRebuild(options, { env: process.env, out: (line) => process.stdout.write(`${line}\n`) }),
    );
  } catch (error) {
    process.stderr.write(`rebuild-read-models failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
} else if (command === 'db') {
  const { runDatabaseCommand } = await import('./database-backup.js');
  process.exit(
    await runDatabaseCommand(options, { env: process.env, out: (line) => process.stdout.write(`${line}\n`) }),
  );
} else {
  fail(`unknown command ${command} (${usage})`);
}
