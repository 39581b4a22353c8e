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

/**
 * By name and kind, not instanceof: Next bundles this module into each route and page, and the one adapter per
 * process (kept on globalThis) throws the class of whichever bundle created it.
 */
export function isBackendError(error: unknown): error is BackendError {
  if (!(error instanceof Error) || !("kind" in error)) return false;
  return (
    (error.name === "BackendConnectionError" && error.kind === "connection") ||
    (error.name === "BackendQueryError" && error.kind === "query")
  );
}
