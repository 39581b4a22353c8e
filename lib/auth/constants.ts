// Account messages (docs/product.md#accounts).
export const SIGN_UP_FAILED = "Sign up Failed";
export const SIGN_IN_FAILED = "Sign in Failed";
export const SIGN_OUT_FAILED = "Sign out Failed";
export const AUTH_FALLBACK_MESSAGE = "Something went wrong";
export const CLIENT_NOT_AVAILABLE = "Supabase client not available.";
export const CLIENT_NOT_AVAILABLE_TITLE = "Error";
export const CREDENTIALS_REQUIRED = "You must provide either an email or phone number and a password";
export const USE_AUTH_OUTSIDE_PROVIDER = "useAuth must be used within an AuthProvider";
export const ACCOUNTS_UNAVAILABLE = "Accounts are not available on this server.";
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
/**
 * The one longest password, in every form and mode: Supabase Auth refuses more than 72 (its bcrypt reads no
 * further), so the site's own accounts and the forms take no more either.
 */
export const PASSWORD_MAX_LENGTH = 72;
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
/** What the new-password fields say under them (lib/auth/password-policy.ts checks it on the server). */
export const PASSWORD_HINT = `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters, not easy to guess: a few unrelated words work well.`;
export const INVALID_CREDENTIALS = "Invalid login credentials";
export const EMAIL_TAKEN = "User already registered";
export const EMAIL_INVALID = "Please enter a valid email address.";
export const RESET_LINK_INVALID =
  "This password reset link is not valid or has expired. Ask for a new one from the sign-in page.";
export const RESET_LINK_SENT =
  "If an account uses this email, we sent it a link to choose a new password. It works for an hour.";
/**
 * Failed sign-ins per client (whatever the account), and per account from one client, per 10 minutes: mirrors
 * check_rate's sign_in and sign_in_account buckets (migration 20261124000600). A successful sign-in is not counted,
 * and a stranger's failures from elsewhere never count against the owner's address.
 */
export const SIGN_IN_CLIENT_LIMIT = 20;
export const SIGN_IN_ACCOUNT_LIMIT = 10;
/** Sign-ups and password reset requests per client, per 10 minutes (check_rate's sign_up and password_reset). */
export const SIGN_UP_LIMIT = 10;
export const PASSWORD_RESET_LIMIT = 10;
export const SIGN_IN_RATE_MESSAGE =
  "Too many sign-in attempts from your connection. Please wait a few minutes and try again.";
export const SIGN_IN_ACCOUNT_RATE_MESSAGE =
  "Too many sign-in attempts for this account. Please wait a few minutes and try again.";
export const SIGN_UP_RATE_MESSAGE =
  "Too many new accounts from your connection. Please wait a few minutes and try again.";
export const PASSWORD_RESET_RATE_MESSAGE =
  "Too many password reset requests from your connection. Please wait a few minutes and try again.";
