// `npm start`: the embedded marketplace (BFF + eight services in one process, a private
// PostgreSQL server with its cluster under ./data).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildWebIfStale } from './build-web-if-stale.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
try {
  buildWebIfStale();
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
// Its own process group, so a terminal's Ctrl+C reaches it once, from here: it stops the services,
// then PostgreSQL, then exits; a second Ctrl+C (a second later or more) makes it exit at once.
const child = spawn(process.execPath, ['--import', 'tsx', 'embedded/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  detached: process.platform !== 'win32',
});
let lastForwarded = 0;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // npm passes on the Ctrl+C the terminal already sent us: the same press arrives twice.
    if (Date.now() - lastForwarded < 1000) return;
    lastForwarded = Date.now();
    child.kill(signal);
  });
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
