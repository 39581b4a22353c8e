// A number in a route's query is decimal digits: "0x10" and "1e1" name 16 and 10 to JavaScript's Number(), so
// without this they would be more addresses for every cache in front of the site. Refused before any read, so no
// database is asked; the decimal forms of one number ("010", "10.0") are sent to one address by the proxy
// (lib/pages/page-params.ts).
import { GET as mealMatch } from "@/app/api/meals/match/route";
import { GET as combos } from "@/app/api/restaurants/[id]/combos/route";
import { GET as locations } from "@/app/api/restaurants/[id]/locations/route";

const ID = "00000000-0000-4000-8000-000000000000";
const context = <T>(params: T) => ({ params: Promise.resolve(params) });
const get = (path: string) => new Request(`http://site.test${path}`);

describe("numbers in a route's query", () => {
  it.each(["0x10", "1e1", "Infinity", "%2B10"])(
    "refuse %s with 400 and the field's own words",
    async (text) => {
      const answers = [
        await mealMatch(get(`/api/meals/match?protein=${text}`)),
        await mealMatch(get(`/api/meals/match?mode=left&calories=${text}`)),
        await combos(get(`/api/restaurants/${ID}/combos?protein=${text}`), context({ id: ID })),
      ];
      for (const response of answers) {
        expect(response.status).toBe(400);
        expect(response.headers.get("cache-control")).toBe("no-store");
        expect((await response.json()).error.message).toMatch(/(Protein|Calories) is a number from 0 to/);
      }
    },
  );

  it("refuse an offset that is not plain digits", async () => {
    for (const text of ["0x10", "1e1", "010"]) {
      const response = await locations(
        get(`/api/restaurants/${ID}/locations?city=austin&offset=${text}`),
        context({ id: ID }),
      );
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toBe("offset: must be a whole number from 0 to 100000");
    }
  });
});
