import type { AuthChangeEvent } from "@supabase/supabase-js";
import { AUTH_FALLBACK_MESSAGE, CLIENT_NOT_AVAILABLE, CREDENTIALS_REQUIRED } from "./constants";

/** The signed-in user as the page knows it: no more than its id and email. */
type User = { id: string; email?: string | null };
export type Session = { user: User };

/** Loading starts true and ends once the stored session is read or an auth event comes (docs/product.md#accounts). */
export type AuthState = { user: User | null; session: Session | null; loading: boolean };

export type AuthAction =
  | { type: "session-read"; session: Session | null }
  | { type: "auth-event"; event: AuthChangeEvent; session: Session | null }
  | { type: "no-client" };

export const initialAuthState: AuthState = { user: null, session: null, loading: true };

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case "session-read":
      // An auth event that came first is newer than the stored session read: keep it.
      if (!state.loading) return state;
      return { user: action.session?.user ?? null, session: action.session, loading: false };
    case "auth-event":
      // Every event (initial session, signed in/out, token refreshed, user updated, password recovery, MFA
      // challenge verified) replaces user and session.
      return { user: action.session?.user ?? null, session: action.session, loading: false };
    case "no-client":
      return { user: null, session: null, loading: false };
  }
}

type AuthResult = { error: { message?: string } | null };

/**
 * What the auth context needs of an auth client (the shape of Supabase's), so tests can pass a fake one; the site's
 * own is components/auth/server-auth-client.ts, which goes through the server's auth door.
 */
export type AuthClient = {
  getSession(): Promise<{ data: { session: Session | null }; error: unknown }>;
  onAuthStateChange(callback: (event: AuthChangeEvent, session: Session | null) => void): {
    data: { subscription: { unsubscribe(): void } };
  };
  signUp(credentials: {
    email: string;
    password: string;
    options?: { emailRedirectTo?: string };
  }): Promise<AuthResult>;
  signInWithPassword(credentials: { email: string; password: string }): Promise<AuthResult>;
  signOut(): Promise<AuthResult>;
};

/** Reads the stored session and follows every auth event; returns the unsubscribe function. */
export function followAuth(client: AuthClient | null, dispatch: (action: AuthAction) => void) {
  if (!client) {
    dispatch({ type: "no-client" });
    return () => {};
  }
  const { data } = client.onAuthStateChange((event, session) =>
    dispatch({ type: "auth-event", event, session }),
  );
  void client
    .getSession()
    .then(({ data: stored }) => dispatch({ type: "session-read", session: stored.session }))
    .catch(() => dispatch({ type: "session-read", session: null }));
  return () => data.subscription.unsubscribe();
}

/** An auth call's outcome: null when it worked, else the message to show (the provider's, or the fallback). */
export type AuthOutcome = { error: string | null };

async function attempt(run: () => Promise<AuthResult>): Promise<AuthOutcome> {
  try {
    const { error } = await run();
    return { error: error ? error.message || AUTH_FALLBACK_MESSAGE : null };
  } catch (error) {
    return { error: (error as Error | null)?.message || AUTH_FALLBACK_MESSAGE };
  }
}

export type Credentials = { email: string; password: string };

function checkCredentials({ email, password }: Credentials) {
  return email.trim() && password ? null : CREDENTIALS_REQUIRED;
}

export function signUp(client: AuthClient | null, credentials: Credentials, redirectTo?: string) {
  if (!client) return Promise.resolve({ error: CLIENT_NOT_AVAILABLE });
  const invalid = checkCredentials(credentials);
  if (invalid) return Promise.resolve({ error: invalid });
  return attempt(() =>
    client.signUp({
      email: credentials.email.trim(),
      password: credentials.password,
      options: { emailRedirectTo: redirectTo },
    }),
  );
}

export function signIn(client: AuthClient | null, credentials: Credentials) {
  if (!client) return Promise.resolve({ error: CLIENT_NOT_AVAILABLE });
  const invalid = checkCredentials(credentials);
  if (invalid) return Promise.resolve({ error: invalid });
  return attempt(() =>
    client.signInWithPassword({ email: credentials.email.trim(), password: credentials.password }),
  );
}

export function signOut(client: AuthClient | null) {
  if (!client) return Promise.resolve({ error: CLIENT_NOT_AVAILABLE });
  return attempt(() => client.signOut());
}
