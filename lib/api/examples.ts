import { API_REQUESTS_PER_MINUTE } from "./limits";
import { API_ROUTES, type ApiRoute } from "./routes";

/** A route's documented example as an address on the site. */
export function exampleUrl(route: ApiRoute, base: string) {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => route.example.path?.[name] ?? name);
  const query = new URLSearchParams(route.example.query).toString();
  return `${base}${path}${query ? `?${query}` : ""}`;
}

const matchRoute = API_ROUTES.find((route) => route.operationId === "matchMeals")!;

/** The developers page's examples, with the site's own address. */
export function developerExamples(base: string) {
  return {
    curl: [
      `curl -s "${exampleUrl(matchRoute, base)}"`,
      "",
      "# Ask again with the ETag: 304 Not Modified while the answer is the same",
      `curl -s -i -H 'If-None-Match: "<etag>"' "${exampleUrl(matchRoute, base)}"`,
    ].join("\n"),
    typescript: `type Meal = {
  name: string;
  protein_g: number;
  calories_kcal: number;
  source: string | null;
  as_of: string | null;
  licence: string;
};

const url = new URL("/api/v1/meals/match", "${base}");
url.search = new URLSearchParams({ protein: "40", calories: "600", location: "Houston" }).toString();

const response = await fetch(url);
if (response.status === 429) {
  // At most ${API_REQUESTS_PER_MINUTE} requests a minute: wait as long as Retry-After says.
  throw new Error(\`Retry after \${response.headers.get("retry-after")} s\`);
}
if (!response.ok) throw new Error((await response.json()).error.message);
const { meals } = (await response.json()) as { total: number; meals: Meal[] };
for (const meal of meals) {
  console.log(\`\${meal.name}: \${meal.protein_g} g protein (\${meal.source}, \${meal.as_of}, \${meal.licence})\`);
}`,
    mcp: `import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

const client = new Client({ name: "my-tracker", version: "1.0.0" });
await client.connect(new StreamableHTTPClientTransport(new URL("${base}/api/mcp")));
const { tools } = await client.listTools(); // find_meals, list_chains, chain_menu, best_order, meal_label
const result = await client.callTool({
  name: "best_order",
  arguments: { chain: "Chipotle", protein: 45, calories: 700 },
});`,
  };
}
