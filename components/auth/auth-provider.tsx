"use client";

import { createContext, useContext, useEffect, useMemo, useReducer, type ReactNode } from "react";
import { toast } from "@/lib/toast";
import {
  authReducer,
  followAuth,
  initialAuthState,
  signIn,
  signOut,
  signUp,
  type AuthClient,
  type AuthOutcome,
  type AuthState,
  type Credentials,
} from "@/lib/auth/auth-machine";
import {
  CLIENT_NOT_AVAILABLE,
  CLIENT_NOT_AVAILABLE_TITLE,
  SIGN_IN_FAILED,
  SIGN_OUT_FAILED,
  SIGN_UP_FAILED,
  USE_AUTH_OUTSIDE_PROVIDER,
} from "@/lib/auth/constants";
import { serverAuthClient } from "./server-auth-client";

export type AuthContextValue = AuthState & {
  /** False without an auth client (the spec's "client not available" case). */
  available: boolean;
  signUp(credentials: Credentials): Promise<AuthOutcome>;
  signIn(credentials: Credentials): Promise<AuthOutcome>;
  signOut(): Promise<AuthOutcome>;
};

const AuthContext = createContext<AuthContextValue | undefined>(undefined);

function report(title: string, outcome: AuthOutcome) {
  if (!outcome.error) return outcome;
  if (outcome.error === CLIENT_NOT_AVAILABLE)
    toast.error(CLIENT_NOT_AVAILABLE_TITLE, { description: outcome.error });
  else toast.error(title, { description: outcome.error });
  return outcome;
}

/** Holds the signed-in user and session for the whole page (docs/product.md#accounts). */
export function AuthProvider({
  client: given,
  children,
}: {
  /** For tests: an auth client to use instead of the server's auth door (null: none at all). */
  client?: AuthClient | null;
  children: ReactNode;
}) {
  const client = useMemo<AuthClient | null>(
    () => (given === undefined ? serverAuthClient() : given),
    [given],
  );
  const [state, dispatch] = useReducer(authReducer, initialAuthState);

  useEffect(() => followAuth(client, dispatch), [client]);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      available: client !== null,
      signUp: async (credentials) =>
        report(SIGN_UP_FAILED, await signUp(client, credentials, `${window.location.origin}/`)),
      signIn: async (credentials) => report(SIGN_IN_FAILED, await signIn(client, credentials)),
      signOut: async () => report(SIGN_OUT_FAILED, await signOut(client)),
    }),
    [state, client],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth() {
  const context = useContext(AuthContext);
  if (!context) throw new Error(USE_AUTH_OUTSIDE_PROVIDER);
  return context;
}
