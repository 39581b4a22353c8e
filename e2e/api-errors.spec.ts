import { expect, test } from "./support/test";

// Every route that takes a restaurant id answers a malformed id and an id no restaurant has alike: 404 with
// the one error envelope, never cached.
const ROUTES = [
  "/api/restaurants/{id}",
  "/api/restaurants/{id}/meals",
  "/api/restaurants/{id}/meals?list=high-protein",
  "/api/restaurants/{id}/combos?protein=30",
];
const IDS = { malformed: "not-a-restaurant", unknown: "00000000-0000-4000-8000-000000000000" };

for (const route of ROUTES) {
  test(`${route} answers the same 404 for a malformed and an unknown id`, async ({ request }) => {
    for (const [kind, id] of Object.entries(IDS)) {
      const response = await request.get(route.replace("{id}", id));
      expect(response.status(), kind).toBe(404);
      expect(response.headers()["cache-control"], kind).toBe("no-store");
      expect(await response.json(), kind).toEqual({
        error: { code: "not_found", message: "Invalid restaurant" },
      });
    }
  });
}
