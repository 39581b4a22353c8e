import { createTestDatabase, type TestDatabase } from "@/test/database";
import { SQLSTATE } from "@/lib/backend/errors";
import { SIGN_IN_ACCOUNT_RATE_MESSAGE, SIGN_IN_LIMIT, SIGN_IN_RATE_MESSAGE } from "@/lib/auth/constants";
import { RATE_LIMIT_MESSAGE, SUBMISSION_LIMIT } from "@/lib/requests/constants";
import { accountKeyFor, clientKeyFor } from "@/lib/security/client-key";
import { callAsServer } from "./fixtures";

// The one rate limiter (check_rate): its buckets, and the sign-in limit per account whatever the address.

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const check = (bucket: string, key: string) =>
  callAsServer(db, "check_rate", { bucket, client_key_param: key });

/** A sign-in as lib/auth/actions.ts counts it: the client's address, then the account. */
async function signIn(address: string, email: string) {
  await check("sign_in", clientKeyFor(address, {}));
  await check("sign_in_account", accountKeyFor(email, {}));
}

describe("the rate limit", () => {
  it("holds per account from many addresses, with its own message", async () => {
    for (let i = 0; i < SIGN_IN_LIMIT; i += 1) await signIn(`198.51.100.${i}`, "Target@Example.com");
    // A new address, and the email written otherwise: still the same account.
    await expect(signIn("203.0.113.9", " target@example.com")).rejects.toMatchObject({
      code: SQLSTATE.rateLimited,
      message: SIGN_IN_ACCOUNT_RATE_MESSAGE,
    });
    await expect(signIn("203.0.113.10", "someone-else@example.com")).resolves.toBeUndefined();
  });

  it("holds per address across accounts", async () => {
    for (let i = 0; i < SIGN_IN_LIMIT; i += 1) await signIn("192.0.2.200", `spray-${i}@example.com`);
    await expect(signIn("192.0.2.200", "spray-last@example.com")).rejects.toMatchObject({
      message: SIGN_IN_RATE_MESSAGE,
    });
  });

  it("keeps each bucket apart: sign-ins use up none of the submissions", async () => {
    const key = clientKeyFor("192.0.2.201", {});
    for (let i = 0; i < SIGN_IN_LIMIT; i += 1) await check("sign_in", key);
    await expect(check("sign_in", key)).rejects.toMatchObject({ code: SQLSTATE.rateLimited });
    for (let i = 0; i < SUBMISSION_LIMIT; i += 1) await check("submission", key);
    await expect(check("submission", key)).rejects.toMatchObject({ message: RATE_LIMIT_MESSAGE });
  });

  it("refuses an unknown bucket and a key the server did not make", async () => {
    await expect(check("downloads", "a".repeat(64))).rejects.toMatchObject({ code: "22023" });
    await expect(check("sign_in", "not-a-key")).rejects.toMatchObject({ code: "22023" });
  });
});
