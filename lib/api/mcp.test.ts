// The MCP server as a client connects to it: the SDK's own client over Streamable HTTP, its requests answered by
// the route handler of /api/mcp on the seed database.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { POST, GET, DELETE } from "@/app/api/mcp/route";
import { endBackend } from "@/lib/backend/rpc";

afterAll(() => endBackend());

const HANDLERS: Record<string, (request: Request) => Promise<Response>> = { POST, GET, DELETE };

/** fetch as the route handler answers it, from one client address of this file's own. */
const routeFetch = async (input: string | URL | Request, init?: RequestInit) => {
  const request = new Request(input, init);
  request.headers.set("x-forwarded-for", "192.0.2.46");
  return HANDLERS[request.method]!(request);
};

async function connected() {
  const client = new Client({ name: "macromenu-test", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL("http://localhost/api/mcp"), {
    fetch: routeFetch,
  });
  await client.connect(transport);
  return client;
}

type TextContent = { type: "text"; text: string }[];
const textOf = (result: unknown) => (result as { content: TextContent }).content;
const dataOf = (result: unknown) => JSON.parse(textOf(result)[1]!.text);

describe("/api/mcp", () => {
  it("lists its tools and answers each, every number with its source, date and licence", async () => {
    const client = await connected();
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      "best_order",
      "chain_menu",
      "find_meals",
      "list_chains",
      "meal_label",
    ]);

    const chains = dataOf(await client.callTool({ name: "list_chains", arguments: {} }));
    expect(chains.chains.map((chain: { name: string }) => chain.name)).toContain("Chipotle");

    const meals = await client.callTool({
      name: "find_meals",
      arguments: { protein: 40, calories: 600, location: "Houston" },
    });
    expect(meals.isError).toBeFalsy();
    expect(textOf(meals)[0]!.text).toMatch(/^Sources of these numbers: .+\(\d{4}/);
    const found = dataOf(meals);
    expect(found.meals.length).toBeGreaterThan(0);
    for (const meal of found.meals) {
      expect(meal).toMatchObject({
        source: expect.any(String),
        as_of: expect.any(String),
        licence: expect.any(String),
      });
    }

    const menu = dataOf(await client.callTool({ name: "chain_menu", arguments: { chain: "chipotle" } }));
    expect(menu.chain.name).toBe("Chipotle");
    expect(menu.items.every((item: { licence: string }) => item.licence === "MIT")).toBe(true);

    const orders = dataOf(
      await client.callTool({
        name: "best_order",
        arguments: { chain: "Chipotle", protein: 45, calories: 700 },
      }),
    );
    expect(orders.orders.length).toBeGreaterThan(0);
    expect(orders.orders[0].items[0].meal.source).toMatch(/Chipotle/);

    const id = found.meals[0].id;
    const label = dataOf(await client.callTool({ name: "meal_label", arguments: { meal_id: id } }));
    expect(label.meal).toMatchObject({
      id,
      protein_g: found.meals[0].protein_g,
      as_of: found.meals[0].as_of,
    });
    await client.close();
  });

  it("refuses a bad argument with a message that names it", async () => {
    const client = await connected();
    const unknown = await client.callTool({ name: "chain_menu", arguments: { chain: "Nowhere Grill" } });
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)[0]!.text).toMatch(/^chain: there is no chain/);
    const tooMuch = await client.callTool({ name: "find_meals", arguments: { protein: 20000 } });
    expect(tooMuch.isError).toBe(true);
    expect(textOf(tooMuch)[0]!.text).toMatch(/protein/i);
    await client.close();
  });
});
