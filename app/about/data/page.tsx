import type { Metadata } from "next";
import type { ReactNode } from "react";
import { Link } from "@/components/site/link";
import { JsonLd } from "@/components/seo/json-ld";
import { PageBreadcrumb } from "@/components/seo/page-breadcrumb";
import { LoadError } from "@/components/cities/load-error";
import { loadList } from "@/lib/cities/load-list";
import { MATCH_TOLERANCE } from "@/lib/macro-calculator/constants";
import { DINER_SOURCE, formatAsOf, SOURCE_NOT_RECORDED } from "@/lib/nutrition/provenance";
import { listLocationSources, listMealSources, listMenuChecks } from "@/lib/nutrition/queries";
import { MenuChecksSection } from "@/components/nutrition/menu-checks-section";
import { listBrands } from "@/lib/listings/queries";
import { brandNutritionPath } from "@/lib/pages/paths";
import { webPage } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { safeHttpUrl } from "@/lib/site/safe-url";
import { NUTRITION_DISCLAIMER } from "@/lib/pages/navigation";
import { HeadedTable } from "@/components/ui/headed-table";
import { PATHS } from "@/lib/pages/paths";
import { DOWNLOADS_INDEX_PATH } from "@/lib/downloads/paths";

const PAGE = {
  title: "Where Our Numbers Come From",
  description:
    "The sources of every nutrition value on MacroMenu, how values are read (the cleaning rule, N/A, protein per 100 kcal) and how to report a wrong number.",
  path: PATHS.aboutData,
};

export const metadata: Metadata = pageMetadata(PAGE);

type SourceRow = { source: string | null; source_url: string | null; as_of: string | null };

const sourceKey = (row: SourceRow) => `${row.source}|${row.source_url}|${row.as_of}`;

/** A source's first two cells: its name (linked when it has an http or https link) and the date it is as of. */
function sourceCells(row: SourceRow): [ReactNode, ReactNode] {
  const url = safeHttpUrl(row.source_url);
  return [
    row.source === null ? (
      SOURCE_NOT_RECORDED
    ) : url ? (
      <a href={url} className="underline" rel="noopener noreferrer">
        {row.source}
      </a>
    ) : (
      row.source
    ),
    row.as_of ? `${row.source === DINER_SOURCE ? "checked " : ""}${formatAsOf(row.as_of)}` : "N/A",
  ];
}

export default async function AboutDataPage() {
  const [{ items: sources, failed }, places, brands, checks] = await Promise.all([
    loadList(listMealSources(), "meal sources"),
    loadList(listLocationSources(), "location sources"),
    loadList(listBrands(), "restaurant brands"),
    loadList(listMenuChecks(), "menu checks"),
  ]);
  const unplaced = brands.items.filter((brand) => brand.city_count === 0);
  const tolerance = Math.round(MATCH_TOLERANCE * 100);
  return (
    <article className="mx-auto max-w-4xl space-y-10 px-4 py-10">
      <PageBreadcrumb crumbs={[{ name: PAGE.title, path: PAGE.path }]} />
      <header className="space-y-3">
        <h1 className="text-3xl font-bold tracking-tight">{PAGE.title}</h1>
        <p className="text-lg text-muted-foreground">
          Every meal on MacroMenu records where its protein, carbs, fat, sugar and calories come from, and the
          date they are as of. The restaurant dialog, each restaurant&apos;s nutrition page and the meal
          builder show it in one line, such as &lsquo;Source: MenuStat, 2022&rsquo;. A meal whose source was
          not recorded says &lsquo;{SOURCE_NOT_RECORDED}&rsquo;: we never fill one in.
        </p>
      </header>

      <section aria-labelledby="sources" className="space-y-3">
        <h2 id="sources" className="text-2xl font-semibold">
          Sources
        </h2>
        <p>
          The chain menus are from <strong>MenuStat</strong> (
          <a href="https://www.menustat.org" className="text-primary underline" rel="noopener noreferrer">
            menustat.org
          </a>
          ), the New York City Department of Health&apos;s database of the nutrition facts that the largest US
          restaurant chains publish for their menu items. We use its 2022 release: the values are the
          chains&apos; own, as they published them then. Where a chain&apos;s own newer document is open, its
          menu is that document instead, whole (never a mix of two years): eleven chains&apos; 2023 and 2024
          nutrition facts as typed by{" "}
          <a
            href="https://github.com/ryanashcraft/restaurant-nutrition-data"
            className="text-primary underline"
            rel="noopener noreferrer"
          >
            FoodNoms
          </a>{" "}
          (MIT licence). Every size of a dish is a row of its own with the numbers the chain published for it,
          never scaled from another size. Each chain&apos;s menu source and date are in{" "}
          <Link href={PATHS.aboutMenus} className="text-primary underline">
            the table of every menu
          </Link>
          . Menus added later name their own source.
        </p>
        {failed ? (
          <LoadError message="Could not load the list of sources. Please try again later." />
        ) : (
          <HeadedTable
            caption="Sources of the meals' nutrition values"
            columns={[
              "Source",
              "Values as of",
              { label: "Meals", numeric: true },
              { label: "Restaurants", numeric: true },
            ]}
            rowKey={(_, index) => sourceKey(sources[index]!)}
            rows={sources.map((row) => {
              return [
                ...sourceCells(row),
                row.meal_count.toLocaleString("en-US"),
                row.restaurant_count.toLocaleString("en-US"),
              ];
            })}
          />
        )}
      </section>

      <section aria-labelledby="places" className="space-y-3">
        <h2 id="places" className="text-2xl font-semibold">
          Where the places come from
        </h2>
        <p>
          Every restaurant location is a real store as the chain&apos;s own store locator lists it, collected
          by <strong>All the Places</strong> (
          <a href="https://alltheplaces.xyz" className="text-primary underline" rel="noopener noreferrer">
            alltheplaces.xyz
          </a>
          ), whose data is released under the Creative Commons CC0 1.0 waiver. We use its builds of January
          2026. Each location line and the restaurant dialog say where the place is known from, such as
          &lsquo;Location: All the Places, January 2026&rsquo;. A chain&apos;s menu is the same at every one
          of its locations. The nutrition values (MenuStat, above) were published without a data licence; they
          are the chains&apos; own published facts.
        </p>
        {places.failed ? (
          <LoadError message="Could not load the list of sources. Please try again later." />
        ) : (
          <HeadedTable
            caption="Sources of the restaurant locations"
            columns={[
              "Source",
              "Places as of",
              { label: "Locations", numeric: true },
              { label: "Restaurants", numeric: true },
              { label: "Cities", numeric: true },
            ]}
            rowKey={(_, index) => sourceKey(places.items[index]!)}
            rows={places.items.map((row) => {
              return [
                ...sourceCells(row),
                row.location_count.toLocaleString("en-US"),
                row.restaurant_count.toLocaleString("en-US"),
                row.city_count.toLocaleString("en-US"),
              ];
            })}
          />
        )}
        {unplaced.length > 0 ? (
          <>
            <h3 className="text-lg font-semibold">Chains we have no locations for ({unplaced.length})</h3>
            <p>
              Their menus are real and on their nutrition pages, but no source we use lists their stores yet,
              so they are never placed on a map or in a city:
            </p>
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {unplaced.map((brand) => (
                <li key={brand.slug}>
                  <Link href={brandNutritionPath(brand.slug)} className="text-primary underline">
                    {brand.name}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>

      <section aria-labelledby="reuse" className="space-y-3">
        <h2 id="reuse" className="text-2xl font-semibold">
          Reuse the data
        </h2>
        <p>
          The menus and places are open to other apps: a read API and an MCP server, described on{" "}
          <Link href={PATHS.developers} className="text-primary underline">
            MacroMenu for Developers
          </Link>
          , and{" "}
          <a href={DOWNLOADS_INDEX_PATH} className="text-primary underline">
            bulk downloads
          </a>{" "}
          of every place and of each menu whose source grants reuse, each row with its source, date and
          licence.
        </p>
      </section>

      <section aria-labelledby="reading" className="space-y-3">
        <h2 id="reading" className="text-2xl font-semibold">
          How values are read
        </h2>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            Each value is kept as the restaurant writes it (&lsquo;25g&rsquo;, &lsquo;1,200 kcal&rsquo;). To
            sort, filter and add up, it is read by one rule: keep only the digits and the decimal point, and
            read the number they start with (&lsquo;1,200 kcal&rsquo; is 1200). A value that cannot be read
            counts as 0.
          </li>
          <li>A value the restaurant does not publish is shown as N/A, never as 0.</li>
          <li>
            Protein per 100 kcal is the grams of protein divided by the calories, times 100, to one decimal:
            the higher it is, the more protein each calorie brings. It is N/A when the calories are 0 or
            unknown, or the protein is not published.
          </li>
          <li>
            The bar under a meal splits its calories between protein, carbs and fat, counting 4 kcal per gram
            of protein and of carbs and 9 per gram of fat. It can differ a little from the published calories,
            which also count fibre, alcohol and the chain&apos;s rounding.
          </li>
          <li>
            The macro calculator and the meal suggestions of the meal builder keep what lies within{" "}
            {tolerance}% of each target you set, with sugar as a maximum.
          </li>
        </ul>
        <p className="text-sm text-muted-foreground">{NUTRITION_DISCLAIMER}</p>
      </section>

      <MenuChecksSection checks={checks.items} failed={checks.failed} />

      <section aria-labelledby="report" className="space-y-3">
        <h2 id="report" className="text-2xl font-semibold">
          Report a wrong number
        </h2>
        <p>
          If a value looks wrong, use &lsquo;Report a wrong number&rsquo; on the meal (in its
          restaurant&apos;s dialog, on the restaurant&apos;s nutrition page under its label, or in the meal
          builder): say which value, what it should be, and a link or photo of where you saw it. For a meal we
          do not list yet, use the{" "}
          <Link href={PATHS.request} className="font-medium text-primary underline">
            request page
          </Link>
          . We check each report against the source and correct the meal.
        </p>
      </section>
      <JsonLd
        data={webPage({
          name: PAGE.title,
          description: PAGE.description,
          path: PAGE.path,
          type: "AboutPage",
        })}
      />
    </article>
  );
}
