import type { GrpcTlsFiles } from '@localpros/kit';

/** Every LocalPros process that speaks gRPC. */
export const grpcWorkloads: readonly string[];

/** Writes a private CA and a certificate per workload into `dir` (scripts/grpc-certificates.mjs). */
export function makeCertificates(
  dir: string,
  workloads: readonly string[],
  options?: { caName?: string; days?: number },
): Record<string, GrpcTlsFiles>;
