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

/** The SQLSTATEs the site's SQL raises on purpose, by what they mean. */
export const SQLSTATE = {
  /** `raise ... using errcode = '22023'`: a check whose message is written for the public. */
  invalidParameter: "22023",
  /** A rate limit (`check_rate`): its message is written for the public. */
  rateLimited: "PT429",
  /** A per-account cap reached (program_limit_exceeded). */
  limitReached: "54000",
  /** The caller may not do this (insufficient_privilege: not a moderator). */
  notAllowed: "42501",
  /** The statement timeout of the `anon` and `authenticated` roles. */
  timedOut: "57014",
} as const;

/** SQLSTATEs raised with a message written for the people using the site. */
export const PUBLIC_MESSAGE_CODES: ReadonlySet<string> = new Set([
  SQLSTATE.invalidParameter,
  SQLSTATE.rateLimited,
]);

/** The SQLSTATE of a database's refusal, or undefined for anything else. */
export function queryErrorCode(error: unknown): string | undefined {
  return isBackendError(error) && error.kind === "query" ? error.code : undefined;
}
