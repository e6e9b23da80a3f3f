import { runDatabaseCommand } from './database-backup.js';

// `npm run db:backup -- --out FILE`, `npm run db:restore -- --in FILE` (DATABASE_URL): from a checkout.
process.exitCode = await runDatabaseCommand(process.argv.slice(2), {
  env: process.env,
  out: (line) => process.stdout.write(`${line}\n`),
});
