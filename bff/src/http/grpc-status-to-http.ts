import { GrpcStatus } from '@localpros/kit';

/** The one place a gRPC status becomes an HTTP status (after Google's API design guide). */
const httpStatusByGrpcStatus: Record<number, number> = {
  [GrpcStatus.OK]: 200,
  [GrpcStatus.CANCELLED]: 499,
  [GrpcStatus.UNKNOWN]: 500,
  [GrpcStatus.INVALID_ARGUMENT]: 400,
  [GrpcStatus.DEADLINE_EXCEEDED]: 504,
  [GrpcStatus.NOT_FOUND]: 404,
  [GrpcStatus.ALREADY_EXISTS]: 409,
  [GrpcStatus.PERMISSION_DENIED]: 403,
  [GrpcStatus.RESOURCE_EXHAUSTED]: 429,
  [GrpcStatus.FAILED_PRECONDITION]: 409,
  [GrpcStatus.ABORTED]: 409,
  [GrpcStatus.OUT_OF_RANGE]: 400,
  [GrpcStatus.UNIMPLEMENTED]: 501,
  [GrpcStatus.INTERNAL]: 500,
  [GrpcStatus.UNAVAILABLE]: 503,
  [GrpcStatus.DATA_LOSS]: 500,
  [GrpcStatus.UNAUTHENTICATED]: 401,
};

export function httpStatusFromGrpc(code: number): number {
  return httpStatusByGrpcStatus[code] ?? 500;
}

/** What the user may read for a status whose detail must not leak (server-side failures). */
export function publicMessageFor(httpStatus: number, detail: string): string {
  if (httpStatus === 503) return 'The service is temporarily unavailable, please try again shortly';
  if (httpStatus === 504) return 'The service took too long to answer, please try again';
  if (httpStatus >= 500) return 'Something went wrong, please try again later';
  return detail;
}
