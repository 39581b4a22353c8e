/** The digest a page's error boundary receives for BackendConnectionError (Next keeps a digest the error has). */
export const DATABASE_UNAVAILABLE_DIGEST = "database-unavailable";

/** The database could not be reached: pages show the spec's 'Database Connection Error'. */
export class BackendConnectionError extends Error {
  readonly kind = "connection";
  readonly digest = DATABASE_UNAVAILABLE_DIGEST;
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
