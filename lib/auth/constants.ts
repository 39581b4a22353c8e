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
