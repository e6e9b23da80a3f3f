import { accessSync, constants } from 'node:fs';
import { type ChannelCredentials, credentials, experimental, ServerCredentials } from '@grpc/grpc-js';
import { z } from 'zod';
import { everyProblem, isProduction } from '../config/secrets.js';

/**
 * gRPC between pods over mutual TLS: each process presents its own certificate (cert-manager
 * issues one per workload from the cluster's internal CA, mounted as ca.crt/tls.crt/tls.key; see
 * k8s/README.md) and accepts only peers whose certificate that CA signed. The caller token on
 * each call still says who calls for which user; TLS keeps it and the data private on the wire
 * and stops a pod that is not ours from answering as a service.
 *
 * The files are re-read every hour, so a certificate that cert-manager renews in place is picked up
 * without a restart. Production requires all three; elsewhere, unset, gRPC is plaintext on loopback.
 */
export const GRPC_TLS_SETTINGS = ['GRPC_TLS_CA_FILE', 'GRPC_TLS_CERT_FILE', 'GRPC_TLS_KEY_FILE'] as const;
const REFRESH_MS = 60 * 60_000;

const pathField = z.preprocess((value) => (value === '' ? undefined : value), z.string().min(1).optional());

export const grpcTlsShape = {
  /** The CA that signs every workload's certificate (cert-manager's ca.crt). */
  GRPC_TLS_CA_FILE: pathField,
  /** This process's certificate (tls.crt) and key (tls.key). */
  GRPC_TLS_CERT_FILE: pathField,
  GRPC_TLS_KEY_FILE: pathField,
};

export interface GrpcTlsFiles {
  caFile: string;
  certFile: string;
  keyFile: string;
}

type TlsSettings = { NODE_ENV?: string } & Partial<Record<(typeof GRPC_TLS_SETTINGS)[number], string>>;

/** For a superRefine: all three or none, and all three on production. */
export function checkGrpcTls(value: TlsSettings, ctx: z.RefinementCtx): void {
  const set = GRPC_TLS_SETTINGS.filter((name) => value[name] !== undefined);
  if (set.length === GRPC_TLS_SETTINGS.length) return;
  const why = isProduction(value)
    ? 'is required when NODE_ENV=production (gRPC between pods is mutual TLS; k8s/README.md)'
    : set.length > 0
      ? `is needed with ${set.join(' and ')} (gRPC TLS takes the CA, the certificate and its key)`
      : null;
  if (!why) return;
  for (const name of GRPC_TLS_SETTINGS) {
    if (value[name] === undefined) ctx.addIssue({ code: 'custom', path: [name], message: why });
  }
}

/** The TLS settings of a process that only calls services (the BFF in distributed mode). */
export const grpcTlsConfigSchema = z
  .object({ NODE_ENV: z.string().optional(), ...grpcTlsShape })
  .loose()
  .superRefine(checkGrpcTls, everyProblem);

/** The files, when configured; each must be readable now, so a wrong mount stops the start, not the first call. */
export function grpcTlsFiles(config: TlsSettings): GrpcTlsFiles | undefined {
  const { GRPC_TLS_CA_FILE: caFile, GRPC_TLS_CERT_FILE: certFile, GRPC_TLS_KEY_FILE: keyFile } = config;
  if (!caFile || !certFile || !keyFile) return undefined;
  for (const file of [caFile, certFile, keyFile]) accessSync(file, constants.R_OK);
  return { caFile, certFile, keyFile };
}

const watcher = (files: GrpcTlsFiles) =>
  new experimental.FileWatcherCertificateProvider({
    caCertificateFile: files.caFile,
    certificateFile: files.certFile,
    privateKeyFile: files.keyFile,
    refreshIntervalMs: REFRESH_MS,
  });

/** A service's server credentials: mutual TLS (client certificates required) or, without files, plaintext. */
export const serverCredentials = (files: GrpcTlsFiles | undefined): ServerCredentials => {
  if (!files) return ServerCredentials.createInsecure();
  const provider = watcher(files);
  return experimental.createCertificateProviderServerCredentials(provider, provider, true);
};

/** A caller's channel credentials: its own certificate, and the service's checked against the CA and its name. */
export const channelCredentials = (files: GrpcTlsFiles | undefined): ChannelCredentials => {
  if (!files) return credentials.createInsecure();
  const provider = watcher(files);
  return experimental.createCertificateProviderChannelCredentials(provider, provider);
};
