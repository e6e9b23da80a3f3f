// `npm start`: the embedded marketplace (BFF + seven services in one process, PGlite under ./data).
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
const child = spawn(process.execPath, ['--import', 'tsx', 'embedded/src/main.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
