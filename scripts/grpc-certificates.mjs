// A private certificate authority and one certificate per LocalPros process, for gRPC over mutual
// TLS where cert-manager does not run (docker-compose.yml; tests; the production smoke): what
// cert-manager's internal CA issues in a cluster (k8s/base/grpc-tls.yaml), made with the openssl
// command line. Each workload gets a certificate for its name, localhost and 127.0.0.1, for server
// and client use, ECDSA P-256.
//   npm run grpc-certificates -- <folder> [days]   (docker-compose.yml: .grpc-tls, 825 days)
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serviceFolders } from './service-folders.mjs';

/** Every LocalPros process that speaks gRPC. */
export const grpcWorkloads = [...serviceFolders(fileURLToPath(new URL('..', import.meta.url))), 'bff'];

const openssl = (args) => {
  const result = spawnSync('openssl', args, { encoding: 'utf8' });
  if (result.error) throw new Error(`openssl is needed for test certificates: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`openssl ${args[0]} failed: ${result.stderr}`);
};

const newKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];

/**
 * Writes `<dir>/ca.crt` and, per workload, `<dir>/<name>.crt` and `<name>.key`; returns their paths.
 * `caName` tells two authorities apart (a stranger's CA in a test); tests keep the default 2 days.
 * @param {string} dir
 * @param {readonly string[]} workloads
 * @param {{ caName?: string, days?: number }} [options]
 */
export function makeCertificates(dir, workloads, { caName = 'localpros-grpc-ca', days = 2 } = {}) {
  const ca = { cert: join(dir, 'ca.crt'), key: join(dir, 'ca.key') };
  openssl([
    'req',
    '-x509',
    ...newKey,
    '-keyout',
    ca.key,
    '-out',
    ca.cert,
    '-subj',
    `/CN=${caName}`,
    '-days',
    String(days),
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign',
  ]);
  const files = {};
  for (const name of workloads) {
    const key = join(dir, `${name}.key`);
    const cert = join(dir, `${name}.crt`);
    const request = join(dir, `${name}.csr`);
    const extensions = join(dir, `${name}.ext`);
    writeFileSync(
      extensions,
      `subjectAltName=DNS:${name},DNS:localhost,IP:127.0.0.1\nextendedKeyUsage=serverAuth,clientAuth\n`,
    );
    openssl(['req', ...newKey, '-keyout', key, '-out', request, '-subj', `/CN=${name}`]);
    openssl([
      'x509',
      '-req',
      '-in',
      request,
      '-CA',
      ca.cert,
      '-CAkey',
      ca.key,
      '-CAcreateserial',
      '-out',
      cert,
      '-days',
      String(days),
      '-extfile',
      extensions,
    ]);
    files[name] = { caFile: ca.cert, certFile: cert, keyFile: key };
  }
  return files;
}

// As a command: the certificates docker-compose.yml mounts. The keys are made readable by the
// containers' user (node, 1000), which is not this machine's: keep the folder to yourself.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [dir = '.grpc-tls', days = '825'] = process.argv.slice(2);
  mkdirSync(dir, { recursive: true });
  const files = makeCertificates(dir, grpcWorkloads, { days: Number(days) });
  for (const { keyFile } of Object.values(files)) chmodSync(keyFile, 0o644);
  process.stdout.write(`gRPC certificates for ${grpcWorkloads.join(', ')} in ${dir}, valid ${days} days\n`);
}
