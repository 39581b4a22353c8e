import { CHAIN_FORMATS, chainFormatsFor, partsOf } from "@/lib/orders/formats";
import { importMenus } from "@/lib/import/import-menus";
import { parseMenuCsv } from "@/lib/import/menu-csv";
import { STORED_ORDER_GOALS } from "@/lib/orders/goals";
import { menuParts, orderMenuSchema } from "@/lib/orders/schema";
import { searchOrders } from "@/lib/orders/search";
import { storeDueOrders } from "@/lib/orders/store";
import { storedOrders } from "@/lib/orders/stored";
import { createTestDatabase, type TestDatabase } from "@/test/database";

// The build-your-own chains' stored orders (public.store_orders): meals whose numbers are the sum of the parts
// they name, found by the exact search over the seeded menus, and listed like any meal.
// An import refreshes the summaries, some seconds on the seed.
jest.setTimeout(120_000);
let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const LABEL = ["saturated_fat_g", "trans_fat_g", "cholesterol_mg", "sodium_mg", "fiber_g", "potassium_mg"];
const MACROS = ["protein", "carbs", "fat", "sugar", "calories"];

/** Each stored order whose numbers are not exactly the sum of its parts' (null when a part publishes none). */
async function ordersOffTheirParts(): Promise<string[]> {
  const sums = [
    ...MACROS.map(
      (
        macro,
      ) => `case when bool_and(p.${macro} is not null) then sum(public.macro_number(p.${macro}) * o.quantity)
        end is distinct from public.macro_number(m.${macro}) * case when m.${macro} is null then null else 1 end`,
    ),
    ...LABEL.map(
      (value) => `case when bool_and(p.${value} is not null) then sum(p.${value} * o.quantity) end
        is distinct from m.${value}`,
    ),
  ];
  const rows = await db.sql.unsafe(`
    select m.name from public.meals m
    join public.order_parts o on o.order_id = m.id
    join public.meals p on p.id = o.part_id
    where m.order_format is not null
    group by m.id
    having ${sums.map((sum) => `(${sum})`).join(" or ")}`);
  return rows.map((row) => row.name as string);
}

describe("stored orders", () => {
  it("are stored for every parts chain, as listed meals for one, each number the sum of its parts", async () => {
    const rows = await db.sql`
      select r.name as chain, count(*)::int as orders, bool_and(m.listed) as listed,
        bool_and(m.role = 'meal' and m.kind = 'meal') as meals,
        bool_and(not exists (select 1 from public.order_parts o join public.meals p on p.id = o.part_id
          where o.order_id = m.id and (p.implausible is not null or p.restaurant_id <> m.restaurant_id))) as own,
        bool_and((select count(*) from public.order_parts o where o.order_id = m.id) >= 2) as parts
      from public.meals m join public.restaurants r on r.id = m.restaurant_id
      where m.order_format is not null group by r.name order by r.name`;
    expect(rows.map((row) => row.chain).sort()).toEqual(CHAIN_FORMATS.map((chain) => chain.chain).sort());
    for (const row of rows)
      expect({ ...row, orders: row.orders > 0 }).toMatchObject({
        orders: true,
        listed: true,
        meals: true,
        own: true,
        parts: true,
      });
    expect(await ordersOffTheirParts()).toEqual([]);
  });

  it("are, for each format and goal, the exact search's best order over the menu's parts", async () => {
    for (const chain of CHAIN_FORMATS) {
      const [restaurant] = await db.sql`select id from public.restaurants where name = ${chain.chain}`;
      const menu = orderMenuSchema.parse(
        await db.api.call("order_menu", { restaurant_id_param: restaurant!.id } as never),
      );
      const parts = partsOf(chain, menu.parts).map(({ net_carbs, ...part }) => ({
        ...part,
        netCarbs: net_carbs,
      }));
      const stored = await db.sql`
        select m.name from public.meals m where m.restaurant_id = ${restaurant!.id} and m.order_format is not null
        order by m.name`;
      expect(stored.map((row) => row.name)).toEqual(
        storedOrders(chain, parts)
          .map((order) => order.name)
          .sort((a, b) => (a < b ? -1 : 1)),
      );
    }
  });

  it("near a city with a Chipotle and a Five Guys, a protein target finds an order of each", async () => {
    const seen = new Map<string, string>();
    for (let offset = 0; offset < 1000 && seen.size < 2; offset += 50) {
      const page = (await db.api.call("find_meals_by_macros", {
        protein_target: 45,
        location_param: "houston",
        result_limit: 50,
        result_offset: offset,
      } as never)) as { meals: { id: string; name: string; restaurant: { name: string } }[] };
      if (page.meals.length === 0) break;
      for (const meal of page.meals) {
        const chain = meal.restaurant.name;
        if ((chain === "Chipotle" || chain === "Five Guys") && !seen.has(chain)) {
          const [order] =
            await db.sql`select 1 from public.meals where id = ${meal.id} and order_format is not null`;
          if (order) seen.set(chain, meal.name);
        }
      }
    }
    expect([...seen.keys()].sort()).toEqual(["Chipotle", "Five Guys"]);
    expect(await ordersOffTheirParts()).toEqual([]);
  });

  it("open in the meal builder as their parts: a meal's JSON lists them in their order", async () => {
    const [order] = await db.sql`select m.id from public.meals m
      join public.restaurants r on r.id = m.restaurant_id
      where r.name = 'Chipotle' and m.order_format = 'burrito bowl' order by m.name limit 1`;
    const [meal] = (await db.api.call("list_meals_by_ids", { meal_ids: [order!.id] } as never)) as {
      parts: { id: string; quantity: number }[];
    }[];
    const parts = await db.sql`select part_id as id, quantity from public.order_parts
      where order_id = ${order!.id} order by place`;
    expect(meal!.parts).toEqual(parts.map((part) => ({ id: part.id, quantity: part.quantity })));
  });

  it("refuses to store an order of a part from another menu or whose numbers may be another item's", async () => {
    const [chipotle] = await db.sql`select id from public.restaurants where name = 'Chipotle'`;
    const [other] =
      await db.sql`select m.id from public.meals m join public.restaurants r on r.id = m.restaurant_id
      where r.name = 'Subway' and m.kind = 'component' limit 1`;
    const orders = [
      {
        name: "Stray bowl",
        format: "burrito bowl",
        category: "Entrees",
        parts: [{ id: other!.id, quantity: 1 }],
      },
    ];
    await expect(
      db.sql`select public.store_orders(${chipotle!.id}, ${JSON.stringify(orders)})`,
    ).rejects.toMatchObject({ code: "22023" });
  });

  it("build with Five Guys' patty, whose published energy does not add up, read from the menu's parts", async () => {
    const [fiveGuys] = await db.sql`select id from public.restaurants where name = 'Five Guys'`;
    const menu = orderMenuSchema.parse(
      await db.api.call("order_menu", { restaurant_id_param: fiveGuys!.id } as never),
    );
    const chain = chainFormatsFor(menu.name)!;
    const parts = partsOf(chain, menu.parts).map(({ net_carbs, ...part }) => ({
      ...part,
      netCarbs: net_carbs,
    }));
    // Five Guys' patty, whose published energy does not add up, is a part of its burgers.
    const bests = STORED_ORDER_GOALS.flatMap((goal) =>
      searchOrders(chain.formats, parts, { goal, limit: 1 }),
    );
    // Nothing at Five Guys is under 500 kcal: the other three goals have their best order.
    expect(bests).toHaveLength(3);
    for (const best of bests)
      expect(best.picks.some((pick) => /Hamburger Patty|Hot Dog/.test(pick.part.name))).toBe(true);
  });

  it("are found again when an import changes the chain's menu, their numbers the new parts' sum", async () => {
    const header =
      "restaurant,city,state,address,item,description,calories,protein,carbs,fat,sugar,size,item_kind";
    // Chipotle's chicken, leaner: its doubled chicken bowls change with it.
    const csv = `${header}\nChipotle,Houston,TX,,Chicken,,150,40,0,4,0,Regular,component\n`;
    const { rows, errors } = parseMenuCsv(csv, { source: "Test", as_of: "2026" });
    expect(errors).toEqual([]);
    const before = await db.sql`select m.name, m.protein from public.meals m
      join public.restaurants r on r.id = m.restaurant_id where r.name = 'Chipotle' and m.order_format is not null`;
    const result = await importMenus(db.sql, rows);
    expect(result.ok && result.report).toMatchObject({ mealsUpdated: 1, ordersStored: before.length });
    const after = await db.sql`select m.name, m.protein from public.meals m
      join public.restaurants r on r.id = m.restaurant_id where r.name = 'Chipotle' and m.order_format is not null`;
    expect(after).not.toEqual(before);
    expect(await ordersOffTheirParts()).toEqual([]);
  });
});

describe("stored orders follow their menu through the review desk", () => {
  const MODERATOR = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
  const moderator = { userId: MODERATOR, email: "mod@example.com" };
  let keyNumber = 0;

  beforeAll(async () => {
    await db.sql`insert into auth.users (id, email, email_confirmed_at)
      values (${MODERATOR}, 'mod@example.com', now())`;
    await db.api.call("set_moderator", { email_param: "mod@example.com", moderator: true }, "server");
  });

  /** A diner's correction of one of the meal's values, approved at the desk by its own SQL function. */
  async function approveCorrection(mealId: string, field: string, value: string) {
    const correction = (await db.api.call(
      "submit_meal_correction",
      {
        client_key: (keyNumber += 1).toString(16).padStart(64, "c"),
        meal_id: mealId,
        field,
        proposed_value: value,
        source_url: "https://menu.example.com/nutrition",
      },
      "server",
    )) as { id: string };
    await db.api.call("review_approve", { kind: "correction", submission_id: correction.id }, moderator);
  }

  /** Chipotle's id and regular chicken, the part of most of its stored orders. */
  async function chipotleChicken() {
    const [row] = await db.sql`select r.id as restaurant, m.id as chicken from public.meals m
      join public.restaurants r on r.id = m.restaurant_id
      where r.name = 'Chipotle' and m.name = 'Chicken — Regular'`;
    return row as { restaurant: string; chicken: string };
  }

  /** Chipotle's stored orders' names, and those the exact search finds over its menu as it is now. */
  async function chipotleOrders(restaurant: string) {
    const menu = orderMenuSchema.parse(
      await db.api.call("order_menu", { restaurant_id_param: restaurant } as never),
    );
    const chain = chainFormatsFor(menu.name)!;
    const stored = await db.sql`select m.name from public.meals m
      where m.restaurant_id = ${restaurant} and m.order_format is not null order by m.name`;
    return {
      stored: stored.map((row) => row.name as string),
      best: storedOrders(chain, partsOf(chain, menuParts(menu)))
        .map((order) => order.name)
        .sort((a, b) => (a < b ? -1 : 1)),
    };
  }

  // The desk's action finds the orders again as lib/review/desk.ts does through lib/backend: the menu read as
  // anyone reads it, the rest as the server.
  const findAgain = () =>
    storeDueOrders((fn, args) => db.api.call(fn, args, fn === "order_menu" ? null : "server"));
  const due = async () =>
    (
      await db.sql`select r.name from public.order_menus_due d join public.restaurants r on r.id = d.restaurant_id
      order by r.name`
    ).map((row) => row.name as string);

  it("a part's corrected numbers are in its orders' sums at once, and the best orders are found again", async () => {
    const { restaurant, chicken } = await chipotleChicken();
    const [held] =
      await db.sql`select count(*)::int as orders from public.order_parts where part_id = ${chicken}`;
    expect(held!.orders).toBeGreaterThan(0);
    await approveCorrection(chicken, "protein", "47");
    // At once, before any search: every order holding the chicken has its new protein in its sum.
    expect(await ordersOffTheirParts()).toEqual([]);
    const [summed] = await db.sql`select bool_and(m.protein_g = (select sum(p.protein_g * o.quantity)
        from public.order_parts o join public.meals p on p.id = o.part_id where o.order_id = m.id)) as exact
      from public.meals m join public.order_parts o on o.order_id = m.id where o.part_id = ${chicken}`;
    expect(summed!.exact).toBe(true);
    expect(await due()).toEqual(["Chipotle"]);

    expect(await findAgain()).toBeGreaterThan(0);
    expect(await due()).toEqual([]);
    const { stored, best } = await chipotleOrders(restaurant);
    expect(stored).toEqual(best);
    expect(await ordersOffTheirParts()).toEqual([]);
  });

  it("a part whose corrected numbers cannot be its own leaves the orders at once, and none is found with it", async () => {
    const { restaurant, chicken } = await chipotleChicken();
    // 1,200 kcal in 113 g is more energy than pure fat: the chicken's numbers are flagged (meals.implausible).
    await approveCorrection(chicken, "calories", "1200");
    const [flagged] = await db.sql`select implausible from public.meals where id = ${chicken}`;
    expect(flagged!.implausible).toBe("energy_density");
    const holding = async () =>
      (await db.sql`select count(*)::int as n from public.order_parts where part_id = ${chicken}`)[0]!.n;
    expect(await holding()).toBe(0);
    expect(await due()).toEqual(["Chipotle"]);

    await findAgain();
    expect(await holding()).toBe(0);
    const { stored, best } = await chipotleOrders(restaurant);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored).toEqual(best);
    expect(await ordersOffTheirParts()).toEqual([]);
  });
});
