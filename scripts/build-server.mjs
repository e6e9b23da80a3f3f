// `npm run build:server`: compiles the BFF and the services to JavaScript in dist/, so a
// production process runs on plain `node` (no tsx, no dev dependencies). One entry, dist/main.js,
// picks the process at run time (deploy/production/main.ts; docs/production-build.md).
//
// The workspace packages (@localpros/*) are bundled in; every other package stays external and is
// loaded from node_modules, installed with `npm ci --omit=dev`. Each process's code is its own chunk,
// so a service loads only its own code.
import { cpSync, existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = join(root, 'dist');

/** Third-party packages and Node built-ins are loaded at run time; only @localpros/* is bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@localpros/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Keeps `import.meta.url` meaning "where this source file is": in a bundle it would be the chunk's
 * URL. Every entry and chunk is written to dist/ itself, so a file's URL becomes its mirrored place
 * under dist/ (services/jobs/src/index.ts → dist/services/jobs/src/index.js), and the folders found
 * relative to it (each service's ../drizzle, the BFF's ../../web/dist) are copied to the same places.
 */
const sourceRelativeUrls = {
  name: 'source-relative-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const mirrored = `./${relative(root, args.path).split(sep).join('/').replace(/\.ts$/, '.js')}`;
      return {
        contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(mirrored)}, import.meta.url).href`),
        loader: 'ts',
      };
    });
  },
};

rmSync(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: { main: 'deploy/production/main.ts' },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  // The oldest Node the repository supports (package.json engines); the image runs a newer LTS.
  target: 'node20.19',
  sourcemap: true,
  // Class and function names stay readable in logs and stack traces.
  keepNames: true,
  chunkNames: '[name]-[hash]',
  plugins: [externalPackages, sourceRelativeUrls],
  logLevel: 'warning',
  metafile: true,
});

// The files the bundled code finds next to itself (see sourceRelativeUrls).
const services = readdirSync(join(root, 'services'));
for (const service of services) {
  const drizzle = join(root, 'services', service, 'drizzle');
  if (existsSync(drizzle)) cpSync(drizzle, join(outdir, 'services', service, 'drizzle'), { recursive: true });
}
const webDist = join(root, 'web', 'dist');
if (!existsSync(join(webDist, 'index.html'))) {
  process.stderr.write('web/dist is missing: run `npm run build:web` first (the BFF serves the web app from it)\n');
  process.exit(1);
}
cpSync(webDist, join(outdir, 'web', 'dist'), { recursive: true });
// dist/ says itself that its .js files are ES modules, wherever it is copied.
writeFileSync(join(outdir, 'package.json'), `${JSON.stringify({ type: 'module', private: true }, null, 2)}\n`);

const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
process.stdout.write(
  `dist/: main.js and ${Object.keys(result.metafile.outputs).length - 2} files (${(bytes / 1e6).toFixed(1)} MB of JavaScript and maps), migrations of ${services.length} services, web/dist\n`,
);
