// Builds the web app when web/dist is missing or older than its sources. Run after install
// (so the first `npm start` is quick) and by `npm start` itself (so edits are never served stale).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = join(root, 'web');

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function buildWebIfStale() {
  const built = join(web, 'dist', 'index.html');
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json']
    .map((p) => join(web, p))
    // The contracts' browser-safe rules are built into the bundle too.
    .concat(join(root, 'packages', 'contracts', 'src', 'rules'))
    .filter(existsSync);
  // The server's entry (dist/.ssr, for the prerendered public pages) is built after index.html.
  const serverEntry = join(web, 'dist', '.ssr', 'entry-server.js');
  const stale =
    !existsSync(built) || !existsSync(serverEntry) || Math.max(...sources.map(newestMtime)) > statSync(built).mtimeMs;
  if (!stale) return;
  process.stdout.write('Building the web app (web/dist)…\n');
  // Always a production build: test runners set NODE_ENV=test, which libraries would bake in.
  const result = spawnSync('npm', ['run', 'build', '-w', 'web', '--silent'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('The web app did not build; run `npm run build:web` to see why.');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    buildWebIfStale();
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
