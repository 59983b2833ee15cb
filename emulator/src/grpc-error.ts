import { status, type ServiceError } from '@grpc/grpc-js';

export type StatusName = keyof typeof status;

/** An error that reaches the client as a gRPC status (anything else becomes INTERNAL). */
export class GrpcError extends Error {
  readonly code: status;
  constructor(code: StatusName, message: string) {
    super(message);
    this.code = status[code];
  }
}

export function toServiceError(error: unknown): Partial<ServiceError> {
  if (error instanceof GrpcError) {
    return { code: error.code, details: error.message, message: error.message };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { code: status.INTERNAL, details: `Emulator error: ${message}`, message };
}
