// Prints a new Ed25519 key pair for the caller tokens on gRPC (packages/kit/src/grpc/caller-keys.ts):
// CALLER_SIGNING_KEY for the BFF alone (a secret), CALLER_PUBLIC_KEYS for every service (not secret).
// `npm run caller-keys` — the same as `openssl genpkey -algorithm ed25519`, in the one-line forms the settings take.
import { generateKeyPairSync } from 'node:crypto';

const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const signingKey = privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
const publicKeyText = publicKey.export({ format: 'der', type: 'spki' }).toString('base64');
process.stdout.write(
  `# The BFF (and an embedded process) only: keep it in your secret store.\nCALLER_SIGNING_KEY=${signingKey}\n` +
    `# Every service: public, a ConfigMap value.\nCALLER_PUBLIC_KEYS=bff:${publicKeyText}\n`,
);
