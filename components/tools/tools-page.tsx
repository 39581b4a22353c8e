import type { Metadata } from "next";
import { Suspense } from "react";
import { RestaurantDialogFromUrl } from "@/components/restaurants/restaurant-dialog-from-url";
import { JsonLd } from "@/components/seo/json-ld";
import { ToolTabs } from "@/components/tools/tool-tabs";
import { ToolsFaq } from "@/components/tools/tools-faq";
import { ToolsHero } from "@/components/tools/tools-hero";
import { RESTAURANT_DETAILS_ERROR, type ToolTab } from "@/lib/macro-calculator/tools";
import type { RestaurantOption } from "@/lib/restaurants/schema";
import { webPage } from "@/lib/seo/json-ld";
import type { PageRead } from "@/lib/site/page-read";
import { toolPath } from "@/lib/pages/paths";

const META = {
  "meal-builder": {
    title: "Meal Builder - Add Up Restaurant Meal Macros",
    description:
      "Build a custom meal from a restaurant menu and see its total protein, carbs, fat, sugar and calories add up as you go.",
  },
  "macro-calculator": {
    title: "Macro Calculator - Find Restaurant Meals by Macros",
    description:
      "Set protein, carbs, fat, calories and sugar targets and find restaurant meals that match, in your city or ZIP code.",
  },
} as const satisfies Record<ToolTab, { title: string; description: string }>;

export function toolMetadata(tool: ToolTab): Metadata {
  return { ...META[tool], alternates: { canonical: toolPath(tool) } };
}

/**
 * The tools page: hero, the two tools as tabs, FAQ and JSON-LD. Each tool has its own route, which renders its
 * tool on the server and passes it in as `panel`, so a page ships only its own tool's code; the other tab loads
 * when chosen.
 */
export function ToolsPage({
  tool,
  panel,
  restaurants,
}: {
  tool: ToolTab;
  panel: React.ReactNode;
  /** The restaurant list, or why it could not be read (the list is then empty). */
  restaurants: PageRead<RestaurantOption[]>;
}) {
  return (
    <>
      <ToolsHero />
      <section id="tools" aria-label="Macro tools" className="mx-auto max-w-6xl scroll-mt-16 px-4 py-10">
        <ToolTabs
          initialTab={tool}
          initialPanel={panel}
          restaurants={restaurants.ok ? restaurants.value : []}
          restaurantsError={restaurants.ok ? undefined : restaurants.message}
        />
      </section>
      <ToolsFaq />
      <JsonLd
        data={webPage({
          ...META[tool],
          name: META[tool].title,
          path: toolPath(tool),
          type: "WebApplication",
        })}
      />
      {/* Calculator results link to ?restaurant=<id>&meal=<id>: the dialog opens on that meal. */}
      <Suspense fallback={null}>
        <RestaurantDialogFromUrl failure={RESTAURANT_DETAILS_ERROR} />
      </Suspense>
    </>
  );
}
