import { Link } from "@/components/site/link";
import { LoadError } from "@/components/cities/load-error";
import type { MenuCheck } from "@/lib/nutrition/schema";
import { PATHS } from "@/lib/pages/paths";

const count = (value: number) => value.toLocaleString("en-US");

/**
 * /about/data's account of the calorie check (public.macro_energy_mismatch) and of each menu's date; the table of
 * every menu (components/nutrition/menu-checks-table.tsx) is a page of its own, /about/data/menus.
 */
export function MenuChecksSection({ checks, failed }: { checks: MenuCheck[]; failed: boolean }) {
  const flagged = checks.reduce((sum, check) => sum + check.flagged_count, 0);
  const checked = checks.reduce((sum, check) => sum + check.checked_count, 0);
  const implausible = checks.reduce((sum, check) => sum + check.implausible_count, 0);
  return (
    <section aria-labelledby="check" className="space-y-3">
      <h2 id="check" className="text-2xl font-semibold">
        Numbers that don&apos;t add up
      </h2>
      <p>
        Restaurant numbers are not always right: lab studies find items well above their stated calories, and
        menu data has typing errors (a club sandwich with 39 g of protein and 100 kcal). So we check every
        meal that gives protein, carbs, fat and calories: protein and carbs give about 4 kcal per gram and fat
        9, so <strong>4 × protein + 4 × carbs + 9 × fat</strong> should come close to the stated calories.
        When the two are <strong>more than 20% of the stated calories and more than 50 kcal apart</strong>,
        the meal carries a note wherever its nutrition is shown, such as &lsquo;These numbers don&apos;t add
        up: protein, carbs and fat give about 840 kcal; the source says 100.&rsquo; The meal stays listed, and
        it is still sorted and matched on the values its source states: we do not guess which one is wrong.
        Meals without all four values are not checked.
      </p>
      <h3 id="plausible" className="text-xl font-semibold">
        Numbers that may belong to another item
      </h3>
      <p>
        Some rows add up and are still not the item&apos;s own: a source can file one item&apos;s numbers
        under another&apos;s name (MenuStat 2022 gives Arby&apos;s Salted Caramel &amp; Chocolate Cookie 49 g
        of protein and 2,530 mg of sodium, a sandwich&apos;s numbers). So a second check reads each row&apos;s
        numbers against what it is: a zero, diet or unsweetened drink or plain water with more than 40 kcal; a
        soda, tea, lemonade or water with more than 5 g of protein; a dessert with at least 25 g of protein
        making a fifth or more of its energy; more energy than pure fat could give in the stated weight (9.5
        kcal a gram); or more grams of protein, carbs and fat than the serving weighs. Such a row keeps its
        published numbers and says &lsquo;These numbers may belong to another item, as published by
        MenuStat.&rsquo; (with its own source), and it stays out of the meal lists, the top lists, the
        suggestions and the build-your-own orders.
      </p>
      {failed ? (
        <LoadError message="Could not load the menus' checks. Please try again later." />
      ) : (
        <>
          <p>
            {count(flagged)} of the {count(checked)} meals checked don&apos;t add up, and {count(implausible)}{" "}
            rows have numbers that may belong to another item. Each menu&apos;s date is the oldest date of its
            values (&lsquo;Menu as of 2022&rsquo; wherever the menu is shown). If you see a wrong number,{" "}
            <a href="#report" className="font-medium text-primary underline">
              report it
            </a>
            .
          </p>
          <p>
            <Link href={PATHS.aboutMenus} className="font-medium text-primary underline">
              Each menu&apos;s source and date, and the rows each check flags
            </Link>{" "}
            ({count(checks.length)} restaurants).
          </p>
        </>
      )}
    </section>
  );
}
