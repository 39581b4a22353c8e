import type { Metadata } from "next";
import { Link } from "@/components/site/link";
import { LoadError } from "@/components/cities/load-error";
import { MenuChecksTable } from "@/components/nutrition/menu-checks-table";
import { JsonLd } from "@/components/seo/json-ld";
import { PageBreadcrumb } from "@/components/seo/page-breadcrumb";
import { loadList } from "@/lib/cities/load-list";
import { listMenuChecks } from "@/lib/nutrition/queries";
import { webPage } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { PATHS } from "@/lib/site/paths";

const PAGE = {
  title: "Each Menu's Source and Date",
  description:
    "Every restaurant menu on MacroMenu: where its nutrition values come from, the date they are as of, and how many of its meals have numbers that don't add up.",
  path: PATHS.aboutMenus,
};

export const metadata: Metadata = pageMetadata(PAGE);

const count = (value: number) => value.toLocaleString("en-US");

/** /about/data's table of every chain's menu, on a page of its own (docs/product.md#about-data). */
export default async function MenuSourcesPage() {
  const { items: checks, failed } = await loadList(listMenuChecks(), "menu checks");
  const flagged = checks.reduce((sum, check) => sum + check.flagged_count, 0);
  return (
    <article className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <PageBreadcrumb
        crumbs={[
          { name: "Where Our Numbers Come From", path: PATHS.aboutData },
          { name: PAGE.title, path: PAGE.path },
        ]}
      />
      <header className="space-y-3">
        <h1 className="text-3xl font-bold tracking-tight">{PAGE.title}</h1>
        <p className="text-muted-foreground">
          Each restaurant&apos;s menu source, the date its values are as of (the oldest of them), its meals,
          how many of them give protein, carbs, fat and calories and were checked, and how many of those have{" "}
          <Link href={`${PATHS.aboutData}#check`} className="text-primary underline">
            numbers that don&apos;t add up
          </Link>
          {failed ? "" : ` (${count(flagged)} in all)`}.
        </p>
      </header>
      {failed ? (
        <LoadError message="Could not load the menus' checks. Please try again later." />
      ) : (
        <MenuChecksTable checks={checks} />
      )}
      <JsonLd data={webPage({ name: PAGE.title, description: PAGE.description, path: PAGE.path })} />
    </article>
  );
}
