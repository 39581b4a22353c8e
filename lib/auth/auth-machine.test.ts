import type { AuthChangeEvent, Session } from "@supabase/supabase-js";
import { authReducer, followAuth, initialAuthState, signIn, signOut, signUp } from "./auth-machine";
import type { AuthAction, AuthClient, AuthState } from "./auth-machine";
import { AUTH_FALLBACK_MESSAGE, CLIENT_NOT_AVAILABLE, CREDENTIALS_REQUIRED } from "./constants";

const session = (id: string) =>
  ({ access_token: `token-${id}`, user: { id, email: `${id}@example.com` } }) as Session;

/** A fake of Supabase's auth client: the test decides the stored session and fires the events. */
function fakeClient(stored: Session | null = null) {
  let listener: ((event: AuthChangeEvent, session: Session | null) => void) | null = null;
  let resolveStored!: () => void;
  const storedRead = new Promise<void>((resolve) => (resolveStored = resolve));
  const calls: string[] = [];
  const client: AuthClient = {
    getSession: async () => {
      await storedRead;
      return { data: { session: stored }, error: null };
    },
    onAuthStateChange: (callback) => {
      listener = callback;
      return { data: { subscription: { unsubscribe: () => (listener = null) } } };
    },
    signUp: async ({ email }) => (calls.push(`signUp:${email}`), { error: null }),
    signInWithPassword: async ({ password }) =>
      password === "right" ? { error: null } : { error: { message: "Invalid login credentials" } },
    signOut: async () => ({ error: { message: "" } }),
  };
  return {
    client,
    calls,
    readStored: async () => {
      resolveStored();
      await storedRead;
      await new Promise((resolve) => setImmediate(resolve));
    },
    fire: (event: AuthChangeEvent, next: Session | null) => listener?.(event, next),
    get subscribed() {
      return listener !== null;
    },
  };
}

function follow(client: AuthClient | null) {
  let state: AuthState = initialAuthState;
  const dispatch = (action: AuthAction) => (state = authReducer(state, action));
  const stop = followAuth(client, dispatch);
  return {
    stop,
    get state() {
      return state;
    },
  };
}

describe("the auth state", () => {
  it("starts loading, with no user", () => {
    expect(initialAuthState).toEqual({ user: null, session: null, loading: true });
  });

  it("stops loading once the stored session is read, with its user", async () => {
    const fake = fakeClient(session("ann"));
    const auth = follow(fake.client);
    expect(auth.state.loading).toBe(true);
    await fake.readStored();
    expect(auth.state).toEqual({ user: session("ann").user, session: session("ann"), loading: false });
  });

  it("stops loading with no user when nothing is stored", async () => {
    const fake = fakeClient(null);
    const auth = follow(fake.client);
    await fake.readStored();
    expect(auth.state).toEqual({ user: null, session: null, loading: false });
  });

  const EVENTS: [AuthChangeEvent, Session | null][] = [
    ["INITIAL_SESSION", session("initial")],
    ["SIGNED_IN", session("signed-in")],
    ["SIGNED_OUT", null],
    ["TOKEN_REFRESHED", session("refreshed")],
    ["USER_UPDATED", session("updated")],
    ["PASSWORD_RECOVERY", session("recovery")],
    ["MFA_CHALLENGE_VERIFIED", session("mfa")],
  ];

  it.each(EVENTS)("replaces user and session on %s and stops loading", (event, next) => {
    const fake = fakeClient(session("before"));
    const auth = follow(fake.client);
    fake.fire("SIGNED_IN", session("before"));
    fake.fire(event, next);
    expect(auth.state).toEqual({ user: next?.user ?? null, session: next, loading: false });
  });

  it("keeps an event's session when the stored one is read after it", async () => {
    const fake = fakeClient(session("stale"));
    const auth = follow(fake.client);
    fake.fire("SIGNED_OUT", null);
    await fake.readStored();
    expect(auth.state).toEqual({ user: null, session: null, loading: false });
  });

  it("stops following events once unsubscribed", () => {
    const fake = fakeClient();
    const auth = follow(fake.client);
    expect(fake.subscribed).toBe(true);
    auth.stop();
    expect(fake.subscribed).toBe(false);
  });

  it("without an auth client is not loading and has no user", () => {
    expect(follow(null).state).toEqual({ user: null, session: null, loading: false });
  });
});

describe("sign-up, sign-in and sign-out", () => {
  it("say the client is not available without one", async () => {
    const credentials = { email: "a@example.com", password: "x" };
    expect(await signUp(null, credentials)).toEqual({ error: CLIENT_NOT_AVAILABLE });
    expect(await signIn(null, credentials)).toEqual({ error: CLIENT_NOT_AVAILABLE });
    expect(await signOut(null)).toEqual({ error: CLIENT_NOT_AVAILABLE });
  });

  it("need an email and a password", async () => {
    const { client, calls } = fakeClient();
    expect(await signUp(client, { email: " ", password: "x" })).toEqual({ error: CREDENTIALS_REQUIRED });
    expect(await signIn(client, { email: "a@example.com", password: "" })).toEqual({
      error: CREDENTIALS_REQUIRED,
    });
    expect(calls).toEqual([]);
  });

  it("pass on the provider's message, or the fallback when it has none", async () => {
    const { client } = fakeClient();
    expect(await signIn(client, { email: "a@example.com", password: "wrong" })).toEqual({
      error: "Invalid login credentials",
    });
    expect(await signIn(client, { email: "a@example.com", password: "right" })).toEqual({ error: null });
    expect(await signOut(client)).toEqual({ error: AUTH_FALLBACK_MESSAGE });
  });

  it("use the fallback message when the call itself throws", async () => {
    const { client } = fakeClient();
    client.signUp = () => Promise.reject(new Error(""));
    expect(await signUp(client, { email: "a@example.com", password: "x" })).toEqual({
      error: AUTH_FALLBACK_MESSAGE,
    });
  });

  it("sign up with the trimmed email", async () => {
    const { client, calls } = fakeClient();
    await signUp(client, { email: " a@example.com ", password: "x" }, "http://localhost/");
    expect(calls).toEqual(["signUp:a@example.com"]);
  });
});
