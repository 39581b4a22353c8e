import type { Metadata } from "next";
import { CodeBlock } from "@/components/developers/code-block";
import { PageBreadcrumb } from "@/components/seo/page-breadcrumb";
import { Link } from "@/components/site/link";
import { HeadedTable } from "@/components/ui/headed-table";
import { developerExamples, exampleUrl } from "@/lib/api/examples";
import { API_REQUESTS_PER_MINUTE } from "@/lib/api/limits";
import { ALL_THE_PLACES_LICENCE, FOODNOMS_LICENCE, MENUSTAT_LICENCE } from "@/lib/api/licence";
import { API_ROUTES } from "@/lib/api/routes";
import { DOWNLOADS_INDEX_PATH } from "@/lib/downloads/paths";
import { siteUrl } from "@/lib/env";
import { pageMetadata } from "@/lib/seo/metadata";
import { PATHS } from "@/lib/pages/paths";

const PAGE = {
  title: "MacroMenu for Developers",
  description:
    "A free read API, bulk files and an MCP server for chain menus, places and macro matching, with every number's source, date and licence.",
  path: PATHS.developers,
};

export const metadata: Metadata = pageMetadata(PAGE);

const external = "text-primary underline";

export default function DevelopersPage() {
  const examples = developerExamples(siteUrl);
  return (
    <article className="mx-auto max-w-4xl space-y-10 px-4 py-10">
      <PageBreadcrumb crumbs={[{ name: PAGE.title, path: PAGE.path }]} />
      <header className="space-y-3">
        <h1 className="text-3xl font-bold tracking-tight">{PAGE.title}</h1>
        <p className="text-lg text-muted-foreground">
          The chain menus, places and meal matching behind MacroMenu are open to trackers, apps and
          assistants: a read API, bulk files and an MCP server. Every number comes with its source, the date
          it is as of and the licence it was published under.
        </p>
      </header>

      <section aria-labelledby="api" className="space-y-3">
        <h2 id="api" className="text-2xl font-semibold">
          The API
        </h2>
        <p>
          Every route is a GET under <code>/api/v1</code>, answers JSON, and is described in one OpenAPI 3.1
          document, generated from the same schemas that check each request:{" "}
          <a href="/api/v1/openapi.json" className={external}>
            /api/v1/openapi.json
          </a>
          . Any origin may call it from a browser. Answers carry an ETag and may be cached for 5 minutes; ask
          again with <code>If-None-Match</code> for a 304. Each client may make {API_REQUESTS_PER_MINUTE}{" "}
          requests a minute; past that the answer is 429 with <code>Retry-After</code>. A wrong parameter gets
          a 400 whose message names it.
        </p>
        <HeadedTable
          caption="The routes, each with a request to try"
          columns={["Route", "What it answers"]}
          rowKey={(_, index) => API_ROUTES[index]!.path}
          rows={API_ROUTES.map((route) => [
            <a key={route.path} href={exampleUrl(route, "")} className={`${external} break-all`}>
              {route.path}
            </a>,
            route.summary,
          ])}
        />
        <CodeBlock label="curl" code={examples.curl} />
        <CodeBlock label="TypeScript (fetch)" code={examples.typescript} />
      </section>

      <section aria-labelledby="mcp" className="space-y-3">
        <h2 id="mcp" className="text-2xl font-semibold">
          The MCP server
        </h2>
        <p>
          <code>{`${siteUrl}/api/mcp`}</code> is a Model Context Protocol server (Streamable HTTP, no session)
          for assistants and agents. Its tools mirror the API: <code>find_meals</code> (meals for macro
          targets near a place), <code>list_chains</code>, <code>chain_menu</code>, <code>best_order</code>{" "}
          (the best orders at a chain for targets) and <code>meal_label</code>. Each result opens with the
          source, date and licence of its numbers. It shares the API&apos;s limit.
        </p>
        <CodeBlock label="TypeScript (the official MCP SDK)" code={examples.mcp} />
      </section>

      <section aria-labelledby="downloads" className="space-y-3">
        <h2 id="downloads" className="text-2xl font-semibold">
          Bulk downloads
        </h2>
        <p>
          Every place and each chain&apos;s menu whose source grants reuse, as CSV and JSON, each row with its
          source, date and licence. The{" "}
          <a href={DOWNLOADS_INDEX_PATH} className={external}>
            index
          </a>{" "}
          lists every file with its row count and SHA-256, and the chains left out and why.
        </p>
      </section>

      <section aria-labelledby="licences" className="space-y-3">
        <h2 id="licences" className="text-2xl font-semibold">
          Licences
        </h2>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            Eleven chains&apos; menus are their own 2023–2024 nutrition documents as typed by FoodNoms:{" "}
            <a href={FOODNOMS_LICENCE.licence_url!} className={external} rel="noopener noreferrer">
              MIT licence
            </a>
            . Keep its copyright notice with the data.
          </li>
          <li>
            Places are from All the Places:{" "}
            <a href={ALL_THE_PLACES_LICENCE.licence_url!} className={external} rel="noopener noreferrer">
              CC0 1.0
            </a>
            , free of conditions.
          </li>
          <li>
            The other menus are from MenuStat 2022, published with no stated licence: its terms are as
            published at{" "}
            <a href={MENUSTAT_LICENCE.licence_url!} className={external} rel="noopener noreferrer">
              menustat.org
            </a>
            . The API serves them item by item with their source, as our pages show them; they are not in the
            bulk files.
          </li>
        </ul>
      </section>

      <section aria-labelledby="cite" className="space-y-3">
        <h2 id="cite" className="text-2xl font-semibold">
          How to cite
        </h2>
        <p>
          Name the source and date of the numbers you show, from the row&apos;s <code>source</code> and{" "}
          <code>as_of</code>, and link to MacroMenu, for example: &lsquo;Nutrition: Chipotle&apos;s nutrition
          facts via FoodNoms (MIT), 2024, through MacroMenu ({siteUrl})&rsquo;. More on each source is in{" "}
          <Link href={PATHS.aboutData} className={external}>
            Where Our Numbers Come From
          </Link>
          .
        </p>
      </section>
    </article>
  );
}
