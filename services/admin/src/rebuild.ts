/**
 * Rebuilds the admin read models from the event history (e.g. after adding a column):
 *   distributed: DATABASE_URL=… NATS_URL=… npm run rebuild-read-models -w @localpros/admin
 *     replays the JetStream events stream from its start (complete while the stream retains the
 *     whole history: see docs/ARCHITECTURE.md);
 *   embedded (npm start stopped: one LocalPros per data folder): npm run rebuild-read-models -w
 *     @localpros/admin, with DATA_DIR if not ./data, replays the services' outboxes from the private
 *     PostgreSQL; `-- --from=outbox` does the same on a DATABASE_URL that holds every service's schema.
 * In the production image: `node dist/main.js rebuild-read-models [--from=outbox]` (the same code).
 */
import { runReadModelRebuild } from './rebuild/run-rebuild.js';

process.exitCode = await runReadModelRebuild(process.argv.slice(2), {
  env: process.env,
  out: (line) => console.log(line),
});
