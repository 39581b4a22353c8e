// The route handlers that read no query parameter refuse one, as parseQuery's routes refuse a parameter they do not
// read: a made-up parameter would otherwise be a new address for every cache in front of the site. Refused before
// any read, so no database is asked.
import { GET as popularCities } from "@/app/api/cities/popular/route";
import { GET as randomRestaurants } from "@/app/api/restaurants/random/route";
import { GET as restaurant } from "@/app/api/restaurants/[id]/route";
import { GET as restaurantMeals } from "@/app/api/restaurants/[id]/meals/route";
import { GET as photo } from "@/app/photos/[name]/route";

const ID = "00000000-0000-4000-8000-000000000000";
const context = <T>(params: T) => ({ params: Promise.resolve(params) });

describe("route handlers without query parameters", () => {
  it.each([
    ["/api/cities/popular", (request: Request) => popularCities(request)],
    ["/api/restaurants/random", (request: Request) => randomRestaurants(request)],
    [`/api/restaurants/${ID}`, (request: Request) => restaurant(request, context({ id: ID }))],
    [`/api/restaurants/${ID}/meals`, (request: Request) => restaurantMeals(request, context({ id: ID }))],
    ["/photos/a.webp", (request: Request) => photo(request, context({ name: "a.webp" }))],
  ])("%s refuses a made-up one with 400", async (path, get) => {
    const response = await get(new Request(`http://site.test${path}?utm_probe=1`));
    expect(response.status).toBe(400);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({
      error: { code: "bad_request", message: "Unknown parameter 'utm_probe'." },
    });
  });
});

describe("a restaurant's meals", () => {
  it("refuse a list that is not a city page button's with 400, before any read", async () => {
    const response = await restaurantMeals(
      new Request(`http://site.test/api/restaurants/${ID}/meals?list=breakfast`),
      context({ id: ID }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "bad_request", message: "list: must be one of high-protein, low-calorie" },
    });
  });
});
