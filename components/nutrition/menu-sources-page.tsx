import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Link } from "@/components/site/link";
import { LoadError } from "@/components/cities/load-error";
import { MenuChecksTable } from "@/components/nutrition/menu-checks-table";
import { JsonLd } from "@/components/seo/json-ld";
import { PageBreadcrumb } from "@/components/seo/page-breadcrumb";
import { PaginationNav } from "@/components/site/pagination-nav";
import { loadList } from "@/lib/cities/load-list";
import { MENU_CHECKS_PAGE_ROWS } from "@/lib/nutrition/menu-checks";
import { listMenuChecks } from "@/lib/nutrition/queries";
import { webPage } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { pageCount, pageItems, pagedTitle, pagePath } from "@/lib/site/pagination";
import { PATHS } from "@/lib/pages/paths";

const PAGE = {
  title: "Each Menu's Source and Date",
  description:
    "Every restaurant menu on MacroMenu: where its nutrition values come from, the date they are as of, and how many of its meals have numbers that don't add up.",
  path: PATHS.aboutMenus,
};

const count = (value: number) => value.toLocaleString("en-US");

export const menuSourcesMetadata = (page: number): Metadata =>
  pageMetadata({ ...PAGE, title: pagedTitle(PAGE.title, page), path: pagePath(PAGE.path, page) });

/** The later pages' numbers of the table of every menu, for generateStaticParams. */
export async function menuSourcesPageCount() {
  return pageCount((await listMenuChecks()).length, MENU_CHECKS_PAGE_ROWS);
}

/**
 * /about/data's table of every chain's menu, MENU_CHECKS_PAGE_ROWS menus to a page (docs/product.md#about-data),
 * so each page stays within the HTML budget however many menus are added.
 */
export async function MenuSourcesPage({ page }: { page: number }) {
  const { items: checks, failed } = await loadList(listMenuChecks(), "menu checks");
  const pages = pageCount(checks.length, MENU_CHECKS_PAGE_ROWS);
  if (!failed && page > pages) notFound();
  const rows = pageItems(checks, page, MENU_CHECKS_PAGE_ROWS);
  const flagged = checks.reduce((sum, check) => sum + check.flagged_count, 0);
  const title = pagedTitle(PAGE.title, page);
  const path = pagePath(PAGE.path, page);
  const range = rows.length > 0 ? `; this page: ${rows[0]!.name} to ${rows.at(-1)!.name}` : "";
  const nav = (label: string) => (
    <PaginationNav page={page} count={pages} href={(n) => pagePath(PAGE.path, n)} label={label} />
  );
  return (
    <article className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <PageBreadcrumb
        crumbs={[
          { name: "Where Our Numbers Come From", path: PATHS.aboutData },
          { name: title, path },
        ]}
      />
      <header className="space-y-3">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="text-muted-foreground">
          Each restaurant&apos;s menu source, the date its values are as of (the oldest of them), its meals,
          how many of them give protein, carbs, fat and calories and were checked, and how many of those have{" "}
          <Link href={`${PATHS.aboutData}#check`} className="text-primary underline">
            numbers that don&apos;t add up
          </Link>
          {failed ? "" : ` (${count(flagged)} in all)`}.
        </p>
        {failed ? null : (
          <p className="text-sm text-muted-foreground">
            {count(checks.length)} {checks.length === 1 ? "menu" : "menus"}, by name{range}.
          </p>
        )}
      </header>
      {failed ? (
        <LoadError message="Could not load the menus' checks. Please try again later." />
      ) : (
        <>
          {nav("Pages of menus")}
          <MenuChecksTable checks={rows} />
          {nav("Pages of menus, again")}
        </>
      )}
      <JsonLd data={webPage({ name: title, description: PAGE.description, path })} />
    </article>
  );
}
