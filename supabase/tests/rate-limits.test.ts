import { createTestDatabase, type TestDatabase } from "@/test/database";
import { SQLSTATE } from "@/lib/backend/errors";
import {
  INVALID_CREDENTIALS,
  PASSWORD_RESET_LIMIT,
  PASSWORD_RESET_RATE_MESSAGE,
  SIGN_IN_ACCOUNT_LIMIT,
  SIGN_IN_ACCOUNT_RATE_MESSAGE,
  SIGN_IN_CLIENT_LIMIT,
  SIGN_IN_RATE_MESSAGE,
  SIGN_UP_LIMIT,
  SIGN_UP_RATE_MESSAGE,
} from "@/lib/auth/constants";
import { countSignUp, resetMailDue, throttledSignIn, type RateCall } from "@/lib/auth/throttle";
import { RATE_LIMIT_MESSAGE, SUBMISSION_LIMIT } from "@/lib/requests/constants";
import { accountAtClientKeyFor, accountKeyFor, clientKeyFor } from "@/lib/security/client-key";

// The one rate limiter (check_rate) and the account limits of lib/auth/throttle.ts on it, on the real SQL: failed
// sign-ins per client and per account at a client, sign-ups and reset requests apart, one reset mail a window.

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const call: RateCall = (fn, args) => db.api.call(fn, args, "server");
const check = (bucket: string, key: string) => call("check_rate", { bucket, client_key_param: key });

const OWNER_PASSWORD = "correct horse battery staple";

/** A sign-in as lib/auth/actions.ts makes it, against an account whose password is OWNER_PASSWORD. */
const signIn = (address: string, email: string, password: string) =>
  throttledSignIn(
    call,
    { client: clientKeyFor(address, {}), accountAtClient: accountAtClientKeyFor(email, address, {}) },
    async () => ({ error: password === OWNER_PASSWORD ? null : INVALID_CREDENTIALS }),
  );

/** A reset request as lib/auth/actions.ts makes it: whether its mail goes out. */
const requestReset = (address: string, email: string) =>
  resetMailDue(call, { client: clientKeyFor(address, {}), account: accountKeyFor(email, {}) });

describe("the account limits", () => {
  it("let the owner sign in first time after a stranger's 20 failed sign-ins and 20 reset requests from other addresses", async () => {
    const email = "owner@example.com";
    // Ten wrong passwords from each of two addresses (the account's limit at each), then more from ten others.
    for (const address of ["198.51.100.1", "198.51.100.2"])
      for (let i = 0; i < SIGN_IN_ACCOUNT_LIMIT; i += 1)
        expect(await signIn(address, email, `guess ${i}`)).toEqual({ error: INVALID_CREDENTIALS });
    for (let i = 0; i < 10; i += 1)
      expect(await signIn(`198.51.101.${i}`, " Owner@Example.com", `guess ${i}`)).toEqual({
        error: INVALID_CREDENTIALS,
      });
    const mails: boolean[] = [];
    for (let i = 0; i < 20; i += 1) mails.push(await requestReset(`198.51.102.${i}`, email));

    expect(await signIn("203.0.113.7", email, OWNER_PASSWORD)).toEqual({ error: null });
    // The stranger's address is past the account's limit there, right password or not; at most one mail went out.
    await expect(signIn("198.51.100.1", email, OWNER_PASSWORD)).rejects.toMatchObject({
      code: SQLSTATE.rateLimited,
      message: SIGN_IN_ACCOUNT_RATE_MESSAGE,
    });
    expect(mails.filter(Boolean)).toHaveLength(1);
    expect(mails[0]).toBe(true);
  });

  it("count failed sign-ins from one address across accounts, and never successful ones", async () => {
    const address = "192.0.2.200";
    for (let i = 0; i < 3 * SIGN_IN_CLIENT_LIMIT; i += 1)
      expect(await signIn(address, "regular@example.com", OWNER_PASSWORD)).toEqual({ error: null });
    for (let i = 0; i < SIGN_IN_CLIENT_LIMIT; i += 1)
      await signIn(address, `spray-${i}@example.com`, "wrong password");
    await expect(signIn(address, "spray-last@example.com", "wrong password")).rejects.toMatchObject({
      message: SIGN_IN_RATE_MESSAGE,
    });
    await expect(signIn(address, "regular@example.com", OWNER_PASSWORD)).rejects.toMatchObject({
      message: SIGN_IN_RATE_MESSAGE,
    });
    expect(await signIn("192.0.2.201", "regular@example.com", OWNER_PASSWORD)).toEqual({ error: null });
  });

  it("forget an account's failures at an address once its owner signs in there", async () => {
    const address = "192.0.2.210";
    const email = "forgetful@example.com";
    for (let i = 0; i < SIGN_IN_ACCOUNT_LIMIT - 1; i += 1) await signIn(address, email, "typo");
    expect(await signIn(address, email, OWNER_PASSWORD)).toEqual({ error: null });
    for (let i = 0; i < SIGN_IN_ACCOUNT_LIMIT - 1; i += 1) await signIn(address, email, "typo");
    expect(await signIn(address, email, OWNER_PASSWORD)).toEqual({ error: null });
  });

  it("keep sign-ups and reset requests apart from sign-ins, each with its own message", async () => {
    const address = "192.0.2.220";
    const key = clientKeyFor(address, {});
    for (let i = 0; i < SIGN_UP_LIMIT; i += 1) await countSignUp(call, key);
    await expect(countSignUp(call, key)).rejects.toMatchObject({ message: SIGN_UP_RATE_MESSAGE });
    for (let i = 0; i < PASSWORD_RESET_LIMIT; i += 1) await requestReset(address, `reset-${i}@example.com`);
    await expect(requestReset(address, "reset-last@example.com")).rejects.toMatchObject({
      message: PASSWORD_RESET_RATE_MESSAGE,
    });
    expect(await signIn(address, "someone@example.com", OWNER_PASSWORD)).toEqual({ error: null });
  });

  it("send a reset mail again once the window has passed", async () => {
    const email = "patient@example.com";
    expect(await requestReset("192.0.2.230", email)).toBe(true);
    expect(await requestReset("192.0.2.231", email)).toBe(false);
    await db.sql`update public.rate_limit_attempts set created_at = now() - interval '6 minutes'
      where bucket = 'reset_mail' and client_key = ${accountKeyFor(email, {})}`;
    expect(await requestReset("192.0.2.232", email)).toBe(true);
  });
});

describe("the rate limit", () => {
  it("keeps each bucket apart: sign-ins use up none of the submissions", async () => {
    const key = clientKeyFor("192.0.2.240", {});
    for (let i = 0; i < SIGN_IN_CLIENT_LIMIT; i += 1) await check("sign_in", key);
    await expect(check("sign_in", key)).rejects.toMatchObject({ code: SQLSTATE.rateLimited });
    for (let i = 0; i < SUBMISSION_LIMIT; i += 1) await check("submission", key);
    await expect(check("submission", key)).rejects.toMatchObject({ message: RATE_LIMIT_MESSAGE });
  });

  it("refuses an unknown bucket and a key the server did not make", async () => {
    await expect(check("downloads", "a".repeat(64))).rejects.toMatchObject({ code: "22023" });
    await expect(check("sign_in", "not-a-key")).rejects.toMatchObject({ code: "22023" });
  });
});
