import { runEventsCli } from './events-cli.js';

// `npm run events -- dead-letters …` (root package.json): the operator's command line.
process.exitCode = await runEventsCli(process.argv.slice(2), {
  env: process.env,
  out: (line) => process.stdout.write(`${line}\n`),
});
