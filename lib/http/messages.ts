// The connection failure (docs/product.md#database-unavailable), shown as one toast in the browser and sent by
// every route handler.
export const DATABASE_ERROR_TITLE = "Database Connection Error";
export const DATABASE_ERROR_MESSAGE = "Unable to connect to the database. Please try again later.";

/** Error codes of the JSON envelope `{ error: { code, message } }` every route handler answers with. */
export type ApiErrorCode =
  | "bad_request"
  | "unauthorized"
  | "not_found"
  | "length_required"
  | "too_large"
  | "unsupported_type"
  | "rate_limited"
  | "database_unavailable"
  | "server_error";
