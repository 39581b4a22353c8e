import type { AuthChangeEvent } from "@supabase/supabase-js";
import { sessionAction, signInAction, signOutAction, signUpAction } from "@/lib/auth/actions";
import type { AuthClient, Session } from "@/lib/auth/auth-machine";

type Listener = (event: AuthChangeEvent, session: Session | null) => void;

/**
 * The browser's auth client: every call goes to the server's auth door (lib/auth/actions.ts), which keeps the
 * session in an HttpOnly cookie the page's script never sees. Sign-in and sign-out tell the listeners, as
 * Supabase's client does.
 */
export function serverAuthClient(): AuthClient {
  const listeners = new Set<Listener>();
  const emit = (event: AuthChangeEvent, session: Session | null) => {
    for (const listener of listeners) listener(event, session);
  };
  const readSession = async () => {
    const { data: user } = await sessionAction();
    return user ? { user } : null;
  };
  return {
    getSession: async () => ({ data: { session: await readSession() }, error: null }),
    onAuthStateChange: (callback) => {
      listeners.add(callback);
      return { data: { subscription: { unsubscribe: () => void listeners.delete(callback) } } };
    },
    signUp: async ({ email, password }) => {
      const { ok, message } = await signUpAction({ email, password });
      return { error: ok ? null : { message: message ?? "" } };
    },
    signInWithPassword: async (credentials) => {
      const { ok, message } = await signInAction(credentials);
      if (!ok) return { error: { message: message ?? "" } };
      emit("SIGNED_IN", await readSession());
      return { error: null };
    },
    signOut: async () => {
      const { ok, message } = await signOutAction();
      if (!ok) return { error: { message: message ?? "" } };
      emit("SIGNED_OUT", null);
      return { error: null };
    },
  };
}
