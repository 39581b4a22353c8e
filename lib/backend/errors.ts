/** The database could not be reached: pages show the spec's 'Database Connection Error'. */
export class BackendConnectionError extends Error {
  readonly kind = "connection";
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "BackendConnectionError";
  }
}

/** The database answered with an error (a rule broken, bad input) or with a result of the wrong shape. */
export class BackendQueryError extends Error {
  readonly kind = "query";
  constructor(
    message: string,
    readonly fn: string,
    readonly code?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "BackendQueryError";
  }
}

export type BackendError = BackendConnectionError | BackendQueryError;

export function isBackendError(error: unknown): error is BackendError {
  return error instanceof BackendConnectionError || error instanceof BackendQueryError;
}

/** SQLSTATE 22023 (invalid_parameter_value): the SQL API refused an argument outside its cap (HTTP 400). */
export const INVALID_ARGUMENT_CODE = "22023";

export function isInvalidArgument(error: unknown): error is BackendQueryError {
  return error instanceof BackendQueryError && error.code === INVALID_ARGUMENT_CODE;
}
