import "server-only";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { bestOrders, getChainMenu, getMealLabel, listChains, matchMeals } from "./reads";
import { matchQuerySchema, ordersQuerySchema } from "./schemas";
import { citationOf } from "./citation";
import { ORDER_GOALS } from "@/lib/orders/goals";

// The MCP server's tools mirror the public API (lib/api/reads.ts): the same reads, the same rules for what a query
// may ask. Every result names the source, date and licence of each number (each row's source, as_of, licence) and
// opens with the list of them.

const target = (what: string) => z.number().min(0).optional().describe(what);
const targets = {
  protein: target("Protein target, g (a meal within 25% of it)."),
  carbs: target("Carbohydrate target, g."),
  fat: target("Fat target, g."),
  calories: target("Calorie target, kcal."),
  sugar: target("Most sugar, g."),
  sodium: target("Most sodium, mg."),
  fiber: target("Least fiber, g."),
  netCarbs: target("Most net carbs, g."),
};

/** The targets as query text, so the API's own schema checks them with the API's own messages. */
const asQuery = (args: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(args)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, String(value)]),
  );

const text = (value: string) => ({ type: "text" as const, text: value });
const refusal = (message: string) => ({ isError: true, content: [text(message)] });
const answer = (result: unknown) => ({
  content: [text(citationOf(result)), text(JSON.stringify(result))],
});
const parseError = (error: z.ZodError) => {
  const issue = error.issues[0];
  return refusal(`${issue?.path.join(".") || "query"}: ${issue?.message ?? "invalid"}`);
};

/** A chain by its id or its name, as written on its menu (case and spaces ignored). */
async function findChain(chain: string) {
  const wanted = chain.trim().toLowerCase();
  return (await listChains()).find((found) => found.id === wanted || found.name.toLowerCase() === wanted);
}

/** A new server with the tools, for one request (the transport is stateless). */
export function mcpServer() {
  const server = new McpServer({ name: "macromenu", version: "1.0.0" });

  server.registerTool(
    "find_meals",
    {
      title: "Find meals for macro targets",
      description:
        "Restaurant meals matching macro targets, closest first, near a US city or ZIP code when location is " +
        "given; each with its restaurant, label, and the source, date and licence of its numbers.",
      inputSchema: { ...targets, location: z.string().max(100).optional().describe("A city or a ZIP code.") },
    },
    async (args) => {
      const query = matchQuerySchema.safeParse(asQuery(args));
      if (!query.success) return parseError(query.error);
      return answer(await matchMeals(query.data));
    },
  );

  server.registerTool(
    "list_chains",
    { title: "List chains", description: "Every chain with a menu: its id and name." },
    async () => answer({ chains: await listChains() }),
  );

  server.registerTool(
    "chain_menu",
    {
      title: "A chain's menu",
      description:
        "Every item of a chain's menu with its role (meal, side, sharing, condiment, part, drink), dish, size, " +
        "whole label, and the source, date and licence of its numbers.",
      inputSchema: { chain: z.string().min(1).max(100).describe("The chain's name (Chipotle) or id.") },
    },
    async ({ chain }) => {
      const found = await findChain(chain);
      const menu = found && (await getChainMenu(found.id));
      return menu ? answer(menu) : refusal(`chain: there is no chain named '${chain.slice(0, 100)}'.`);
    },
  );

  server.registerTool(
    "best_order",
    {
      title: "Best order at a chain",
      description:
        "The best combinations of a chain's meals and its best build-your-own orders for macro targets and a goal.",
      inputSchema: {
        chain: z.string().min(1).max(100).describe("The chain's name (Chipotle) or id."),
        ...targets,
        goal: z.enum(ORDER_GOALS).optional().describe("What the build-your-own orders are best at."),
      },
    },
    async ({ chain, ...rest }) => {
      const found = await findChain(chain);
      if (!found) return refusal(`chain: there is no chain named '${chain.slice(0, 100)}'.`);
      const query = ordersQuerySchema.safeParse(asQuery(rest));
      if (!query.success) return parseError(query.error);
      const orders = await bestOrders(found.id, query.data);
      return orders ? answer({ chain: found, ...orders }) : refusal("chain: there is no such chain.");
    },
  );

  server.registerTool(
    "meal_label",
    {
      title: "A menu item's label",
      description: "Every number of one menu item's label, with its source, date and licence.",
      inputSchema: { meal_id: z.guid().describe("The menu item's id, from another tool's answer.") },
    },
    async ({ meal_id }) => {
      const label = await getMealLabel(meal_id.toLowerCase());
      return label ? answer(label) : refusal("meal_id: there is no menu item with this id.");
    },
  );

  return server;
}
