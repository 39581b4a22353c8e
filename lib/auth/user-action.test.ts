import { z } from "zod";
import { currentUser } from "./door";
import { validatedActionWithUser } from "./user-action";

jest.mock("./door", () => ({ currentUser: jest.fn() }));

const schema = z.object({ name: z.string(), count: z.number() });
const options = { context: "Testing an action", fallback: "That did not work." };

describe("a server action for the signed-in user", () => {
  const signedOut = { ok: true, data: null };

  it("answers signed-out without running when there is no session", async () => {
    jest.mocked(currentUser).mockResolvedValue(null);
    const run = jest.fn();
    const action = validatedActionWithUser(schema, run, { ...options, signedOut });
    expect(await action({ name: "Boise", count: 1 })).toBe(signedOut);
    expect(run).not.toHaveBeenCalled();
  });

  it("runs as the user the session names", async () => {
    const user = { role: "authenticated", userId: "u1" } as unknown as Awaited<
      ReturnType<typeof currentUser>
    >;
    jest.mocked(currentUser).mockResolvedValue(user);
    const action = validatedActionWithUser(schema, async (_, who) => ({ ok: true, data: who }), {
      ...options,
      signedOut: { ok: true, data: null },
    });
    expect(await action({ name: "Boise", count: 1 })).toEqual({ ok: true, data: user });
  });
});
