import { status } from '@grpc/grpc-js';

export { status as GrpcStatus };

/**
 * An error that crosses a service boundary with a gRPC status code. Services throw it for
 * expected failures; clients of both transports raise it for every failed call.
 */
export class RpcError extends Error {
  constructor(
    readonly code: status,
    message: string,
    /** Field-level problems for INVALID_ARGUMENT, as { path, message }. */
    readonly fieldErrors?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'RpcError';
  }

  static invalidArgument(message: string, fieldErrors?: { path: string; message: string }[]) {
    return new RpcError(status.INVALID_ARGUMENT, message, fieldErrors);
  }
  static notFound(message: string) {
    return new RpcError(status.NOT_FOUND, message);
  }
  static permissionDenied(message: string) {
    return new RpcError(status.PERMISSION_DENIED, message);
  }
  static failedPrecondition(message: string) {
    return new RpcError(status.FAILED_PRECONDITION, message);
  }
  static alreadyExists(message: string) {
    return new RpcError(status.ALREADY_EXISTS, message);
  }
  static unauthenticated(message: string) {
    return new RpcError(status.UNAUTHENTICATED, message);
  }
}

export const FIELD_ERRORS_METADATA_KEY = 'x-field-errors-bin';
