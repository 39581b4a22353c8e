import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NutritionTable } from "@/components/listings/nutrition-table";
import { MenuAsOf } from "@/components/nutrition/menu-as-of";
import { ProvenanceLine } from "@/components/nutrition/provenance-line";
import { JsonLd } from "@/components/seo/json-ld";
import { PageBreadcrumb } from "@/components/seo/page-breadcrumb";
import { PaginationNav } from "@/components/site/pagination-nav";
import { getRestaurantNutrition, listBrands } from "@/lib/listings/queries";
import { nutritionRow } from "@/lib/nutrition/nutrition-table";
import { MENU_PAGE_ROWS, menuCategories } from "@/lib/restaurants/menu-categories";
import { restaurantWithMenu } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { pageCount, pageItems, pagedTitle, pagePath } from "@/lib/site/pagination";
import { brandNutritionPath, menuCategoryPath, PATHS } from "@/lib/pages/paths";

export type MenuCategoryParams = { restaurantName: string; category: string };

/** A chain's menu category and the page asked for, or null when there is no such chain, category or page. */
async function loadCategoryPage({ restaurantName, category }: MenuCategoryParams, page: number) {
  const restaurant = await getRestaurantNutrition(restaurantName);
  if (!restaurant) return null;
  const categories = menuCategories(restaurant.meals);
  const current = categories.find((entry) => entry.slug === category);
  if (!current) return null;
  const pages = pageCount(current.rows.length, MENU_PAGE_ROWS);
  if (page > pages) return null;
  const path = menuCategoryPath(restaurant.slug, current.slug);
  const title = pagedTitle(`${restaurant.name} ${current.title} Nutrition Facts`, page);
  return { restaurant, categories, current, page, pages, path, title };
}

/**
 * Every category of every chain's menu with its number of pages, for the generateStaticParams of page 1 and of the
 * later pages.
 */
export async function allCategoryPages() {
  const brands = await listBrands();
  const menus = await Promise.all(brands.map((brand) => getRestaurantNutrition(brand.slug)));
  return menus.flatMap((menu) =>
    menu
      ? menuCategories(menu.meals).map((category) => ({
          restaurantName: menu.slug,
          category: category.slug,
          pages: pageCount(category.rows.length, MENU_PAGE_ROWS),
        }))
      : [],
  );
}

export async function menuCategoryMetadata(params: MenuCategoryParams, page: number): Promise<Metadata> {
  const loaded = await loadCategoryPage(params, page);
  if (!loaded) return {};
  const { restaurant, current, path, title } = loaded;
  return pageMetadata({
    title,
    description: `${restaurant.name} ${current.title.toLowerCase()} nutrition facts: protein, carbs, fat, sugar and calories for ${current.rows.length === 1 ? "its 1 item" : `all ${current.rows.length} items`}, sortable, with protein per 100 calories.`,
    path: pagePath(path, page),
  });
}

/** One category of a chain's menu, a page of its rows: the menu's other categories are a link away. */
export async function MenuCategoryPage({ params, page }: { params: MenuCategoryParams; page: number }) {
  const loaded = await loadCategoryPage(params, page);
  if (!loaded) notFound();
  const { restaurant, categories, current, pages, path, title } = loaded;
  const rows = pageItems(current.rows, page, MENU_PAGE_ROWS);
  const brandPath = brandNutritionPath(restaurant.slug);
  const first = (page - 1) * MENU_PAGE_ROWS + 1;
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <PageBreadcrumb
        crumbs={[
          { name: "Restaurant Nutrition Facts", path: PATHS.nutritionFacts },
          { name: restaurant.name, path: brandPath },
          { name: pagedTitle(current.title, page), path: pagePath(path, page) },
        ]}
      />
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="text-muted-foreground">
          {pages > 1
            ? `Items ${first} to ${first + rows.length - 1} of ${current.rows.length}`
            : `${current.rows.length} ${current.rows.length === 1 ? "item" : "items"}`}{" "}
          from the {restaurant.name} menu, by name. Values as published by the restaurant; N/A means it does
          not publish that value. Select a column heading to sort this page, or a meal&apos;s nutrition label
          for the rest of it.
        </p>
        <MenuAsOf meals={rows} className="text-sm font-medium" />
        <ProvenanceLine meals={rows} className="text-sm text-muted-foreground" />
      </header>
      <PaginationNav
        page={page}
        count={pages}
        href={(n) => pagePath(path, n)}
        label={`Pages of ${current.title}`}
      />
      <NutritionTable rows={rows.map(nutritionRow)} caption={`${restaurant.name}: ${current.title}`} />
      <PaginationNav
        page={page}
        count={pages}
        href={(n) => pagePath(path, n)}
        label={`Pages of ${current.title}, again`}
      />
      <nav aria-labelledby="other-categories" className="space-y-2">
        <h2 id="other-categories" className="text-xl font-semibold">
          The rest of the {restaurant.name} menu
        </h2>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm [&_a]:text-primary [&_a]:underline">
          {categories.map((category) => (
            <li key={category.slug}>
              {category.slug === current.slug ? (
                <span aria-current="page" className="font-semibold">
                  {category.title}
                </span>
              ) : (
                <a href={menuCategoryPath(restaurant.slug, category.slug)}>{category.title}</a>
              )}{" "}
              <span className="text-muted-foreground">({category.rows.length})</span>
            </li>
          ))}
          <li>
            <a href={brandPath}>{restaurant.name} nutrition facts and locations</a>
          </li>
        </ul>
      </nav>
      <JsonLd
        data={restaurantWithMenu({
          name: restaurant.name,
          path: brandPath,
          description: restaurant.description,
          website: restaurant.website,
          addresses: [],
          meals: current.rows,
          sections: [{ name: current.title, path: pagePath(path, page), meals: rows }],
        })}
      />
    </div>
  );
}
