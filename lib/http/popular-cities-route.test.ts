// The popular cities are read again after each search: an answer a CDN keeps for minutes would lag the search.
import { GET } from "@/app/api/cities/popular/route";

describe("GET /api/cities/popular", () => {
  it("answers the list, never cached", async () => {
    const response = await GET(new Request("http://site.test/api/cities/popular"));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(Array.isArray(await response.json())).toBe(true);
  });
});
