import type { RpcStatus } from './types.js';

/** gRPC status codes, as Firestore uses them. */
export const Code = {
  OK: 0,
  CANCELLED: 1,
  UNKNOWN: 2,
  INVALID_ARGUMENT: 3,
  DEADLINE_EXCEEDED: 4,
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  PERMISSION_DENIED: 7,
  RESOURCE_EXHAUSTED: 8,
  FAILED_PRECONDITION: 9,
  ABORTED: 10,
  OUT_OF_RANGE: 11,
  UNIMPLEMENTED: 12,
  INTERNAL: 13,
  UNAVAILABLE: 14,
  UNAUTHENTICATED: 16,
} as const;
export type CodeName = keyof typeof Code;

/** The HTTP status the REST API answers for each gRPC code. */
export const httpStatusOf: Record<CodeName, number> = {
  OK: 200,
  CANCELLED: 499,
  UNKNOWN: 500,
  INVALID_ARGUMENT: 400,
  DEADLINE_EXCEEDED: 504,
  NOT_FOUND: 404,
  ALREADY_EXISTS: 409,
  PERMISSION_DENIED: 403,
  RESOURCE_EXHAUSTED: 429,
  FAILED_PRECONDITION: 400,
  ABORTED: 409,
  OUT_OF_RANGE: 400,
  UNIMPLEMENTED: 501,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  UNAUTHENTICATED: 401,
};

/** An error every transport can render: gRPC status, REST `{error:{code,message,status}}`, WebChannel error. */
export class FirestoreError extends Error {
  constructor(
    readonly status: CodeName,
    message: string,
  ) {
    super(message);
    this.name = 'FirestoreError';
  }

  get code(): number {
    return Code[this.status];
  }

  get httpStatus(): number {
    return httpStatusOf[this.status];
  }

  toRpcStatus(): RpcStatus {
    return { code: this.code, message: this.message, status: this.status };
  }

  /** Any thrown value as a FirestoreError (unexpected ones become INTERNAL, never crash the server). */
  static from(err: unknown): FirestoreError {
    if (err instanceof FirestoreError) return err;
    const message = err instanceof Error ? err.message : String(err);
    return new FirestoreError('INTERNAL', message);
  }
}

export const invalidArgument = (message: string) => new FirestoreError('INVALID_ARGUMENT', message);
