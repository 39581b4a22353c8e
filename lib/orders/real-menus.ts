// The parts chains' real menus, as the seed reads them from their documents: the rows the order search and its tests
// run on, with the menu's own names and published numbers.
import { resolve } from "node:path";
import { chainMenu } from "@/scripts/seed/build-rows";
import { loadMenus } from "@/scripts/seed/menu";
import { readStaticData } from "@/scripts/seed/static-data";
import type { MenuItem } from "@/scripts/seed/types";
import { macroNumber } from "@/lib/nutrition/macro-value";
import type { ChainFormats } from "./format-types";
import { partsOf } from "./formats";
import type { Part } from "./search";

const MENU_FILE = resolve(process.cwd(), "scripts/seed/data/chain-menus.csv");

const value = (text: string | null) => (text === null ? null : macroNumber(text));

type Row = Pick<MenuItem, "name" | "kind" | "protein" | "carbs" | "fat" | "calories" | "sugar" | "label">;

/** A menu row as a part; its id is its name unless given (names are unique on a menu). */
export const itemPart = (item: Row, id = item.name): Part => ({
  id,
  name: item.name,
  kind: item.kind,
  protein: value(item.protein),
  carbs: value(item.carbs),
  fat: value(item.fat),
  calories: value(item.calories),
  sugar: value(item.sugar),
  sodium: value(item.label.sodium),
  fiber: value(item.label.fiber),
  netCarbs:
    item.label.fiber !== null && item.carbs !== null
      ? Math.max(macroNumber(item.carbs) - macroNumber(item.label.fiber), 0)
      : null,
});

/** Each parts chain's parts on its seeded menu. */
export function realChainParts(chains: ChainFormats[]): Map<string, Part[]> {
  const menus = loadMenus(MENU_FILE);
  const seeds = readStaticData().chains;
  return new Map(
    chains.map((chain) => {
      const seed = seeds.find((candidate) => candidate.name === chain.chain);
      if (!seed) throw new Error(`${chain.chain} is not a seeded chain`);
      return [chain.chain, partsOf(chain, chainMenu(seed, menus).items).map((item) => itemPart(item))];
    }),
  );
}
