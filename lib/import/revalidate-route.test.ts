// The route itself: Next's revalidatePath works only inside a running Next server, so it is replaced by a
// recorder here; everything else is the route as served.
import { POST } from "@/app/api/revalidate/route";

const revalidated: [string, string | undefined][] = [];
jest.mock("next/cache", () => ({
  revalidatePath: (path: string, type?: string) => revalidated.push([path, type]),
}));

const SECRET = "a-route-test-secret-32-characters";
const post = (body: string, authorization?: string) =>
  POST(
    new Request("http://localhost/api/revalidate", {
      method: "POST",
      headers: { "content-type": "application/json", ...(authorization ? { authorization } : {}) },
      body,
    }),
  );

afterEach(() => {
  delete process.env.REVALIDATE_SECRET;
  revalidated.length = 0;
});

describe("POST /api/revalidate", () => {
  it("does not exist without a secret set", async () => {
    const response = await post('{"paths":["/"]}', `Bearer ${SECRET}`);
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe("not_found");
    expect(revalidated).toEqual([]);
  });

  it("answers 401 to a missing or wrong secret", async () => {
    process.env.REVALIDATE_SECRET = SECRET;
    for (const authorization of [undefined, "Bearer wrong-secret-of-some-length", SECRET]) {
      const response = await post('{"paths":["/"]}', authorization);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: { code: "unauthorized", message: expect.any(String) } });
    }
    expect(revalidated).toEqual([]);
  });

  it("answers 400 in the error envelope to a bad body", async () => {
    process.env.REVALIDATE_SECRET = SECRET;
    for (const body of ["not json", '{"paths":[]}', '{"paths":["no-slash"]}']) {
      const response = await post(body, `Bearer ${SECRET}`);
      expect(response.status).toBe(400);
      expect((await response.json()).error).toEqual({ code: "bad_request", message: expect.any(String) });
    }
    expect(revalidated).toEqual([]);
  });

  it("revalidates each path, a route pattern as every page of its route", async () => {
    process.env.REVALIDATE_SECRET = SECRET;
    const response = await post(
      JSON.stringify({ paths: ["/cities", "/healthy-restaurants/[citySlug]"] }),
      `Bearer ${SECRET}`,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revalidated: 2 });
    expect(revalidated).toEqual([
      ["/cities", undefined],
      ["/healthy-restaurants/[citySlug]", "page"],
    ]);
  });
});
