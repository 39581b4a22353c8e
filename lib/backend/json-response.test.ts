import { jsonFrom } from "@/lib/search/route-response";
import { BackendQueryError } from "./errors";
import { jsonError } from "./json-response";

const refused = () => new BackendQueryError("result_limit must be between 0 and 100.", "find_meals_by_macros", "22023");

describe("route answers for a refused argument", () => {
  it("answers 400 with the database's message, not a server error", async () => {
    const response = jsonError("Meals by macros", refused());
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "result_limit must be between 0 and 100." });
    const search = await jsonFrom(() => Promise.reject(refused()));
    expect(search.status).toBe(400);
    expect(await search.json()).toEqual({
      error: { code: "bad_request", message: "result_limit must be between 0 and 100." },
    });
  });

  it("still hides other database errors behind a generic 500", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    const response = jsonError("Meals by macros", new BackendQueryError("boom", "fn", "XX000"));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: "The server could not answer. Please try again." });
  });
});
