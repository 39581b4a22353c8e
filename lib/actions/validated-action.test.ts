import { z } from "zod";
import { BackendConnectionError, BackendQueryError } from "@/lib/backend/errors";
import { validatedAction } from "./validated-action";

const schema = z.object({
  name: z.string().min(1, "Please give a name"),
  count: z.number("Please give a number").int(),
});
const options = { context: "Testing an action", fallback: "That did not work." };

beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe("a server action", () => {
  it("refuses input its schema refuses, with every field's error, and does not run", async () => {
    const run = jest.fn();
    const result = await validatedAction(schema, run, options)({ name: "", count: "two" });
    expect(run).not.toHaveBeenCalled();
    expect(result).toEqual({
      ok: false,
      message: "Please give a name",
      fieldErrors: { name: ["Please give a name"], count: ["Please give a number"] },
    });
  });

  it("runs on the parsed input and answers what the work answers", async () => {
    const action = validatedAction(schema, async ({ count }) => ({ ok: true, data: count * 2 }), options);
    expect(await action({ name: "Boise", count: 2 })).toEqual({ ok: true, data: 4 });
  });

  it("passes on the database's message where it is written for the public (the rate limit)", async () => {
    const limit = new BackendQueryError("Too many attempts. Please wait.", "check_rate", "PT429");
    const action = validatedAction(schema, () => Promise.reject(limit), options);
    expect(await action({ name: "Boise", count: 1 })).toEqual({
      ok: false,
      message: "Too many attempts. Please wait.",
    });
  });

  it("says the action's own message for a refusal it names", async () => {
    const full = new BackendQueryError("limit", "save_my_saved_meal", "54000");
    const action = validatedAction(schema, () => Promise.reject(full), {
      ...options,
      codes: { "54000": "The list is full." },
    });
    expect((await action({ name: "Boise", count: 1 })).message).toBe("The list is full.");
  });

  it("hides an unexpected failure behind its general message and logs the detail", async () => {
    const failure = new BackendQueryError("relation does not exist", "some_fn", "42P01");
    const action = validatedAction(schema, () => Promise.reject(failure), options);
    expect(await action({ name: "Boise", count: 1 })).toEqual({ ok: false, message: "That did not work." });
    expect(console.error).toHaveBeenCalledWith("Testing an action:", failure);
  });

  it("says when the database cannot be reached", async () => {
    const action = validatedAction(schema, () => Promise.reject(new BackendConnectionError("down")), options);
    expect((await action({ name: "Boise", count: 1 })).message).toBe(
      "Unable to connect to the database. Please try again later.",
    );
  });
});
