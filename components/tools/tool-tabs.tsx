"use client";

import { useState } from "react";
import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { Loader2 } from "lucide-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { isToolTab, TOOL_TABS, type ToolTab } from "@/lib/macro-calculator/tools";
import type { RestaurantOption } from "@/lib/restaurants/schema";
import { writeQuery } from "@/lib/site/url-state";
import { toolPath } from "@/lib/pages/paths";

function Loading() {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-16 text-muted-foreground">
      <Loader2 aria-hidden className="size-5 animate-spin" /> Loading…
    </p>
  );
}

// The page's own tool comes in as initialPanel (rendered on the server, its code loads with the page); the other
// tool's code loads when its tab is first hovered, focused or chosen, so neither page carries both tools' code.
const loaders = {
  "meal-builder": () => import("./meal-builder-panel").then((module) => module.MealBuilderPanel),
  "macro-calculator": () =>
    import("@/components/macro-calculator/macro-calculator").then((module) => module.MacroCalculator),
} satisfies Record<ToolTab, unknown>;
const MealBuilderPanel = dynamic(loaders["meal-builder"], { loading: Loading });
const MacroCalculator = dynamic(loaders["macro-calculator"], { loading: Loading });

/**
 * The two tools as tabs whose URL follows the selection (/tools/meal-builder, /tools/macro-calculator). A panel
 * stays mounted once shown, so switching keeps a half-built meal or the last results.
 */
export function ToolTabs({
  initialTab,
  initialPanel,
  restaurants,
  restaurantsError,
}: {
  initialTab: ToolTab;
  initialPanel: React.ReactNode;
  restaurants: RestaurantOption[];
  restaurantsError?: string;
}) {
  const pathname = usePathname();
  const fromPath = pathname.split("/").at(-1) ?? "";
  const active = isToolTab(fromPath) ? fromPath : initialTab;
  const [shown, setShown] = useState<ReadonlySet<ToolTab>>(() => new Set([initialTab]));
  if (!shown.has(active)) setShown(new Set([...shown, active]));

  function select(value: string) {
    // Radix calls this on pointer-down and again on the focus that follows, before usePathname has caught up
    // with the first write: the address bar, not `active`, says whether this tab is already the page.
    if (!isToolTab(value) || window.location.pathname === toolPath(value)) return;
    // No navigation, so both panels keep their state; usePathname follows the new address.
    writeQuery({}, { history: "push", pathname: toolPath(value) });
  }

  const panels: Record<ToolTab, React.ReactNode> = {
    "meal-builder": <MealBuilderPanel restaurants={restaurants} error={restaurantsError} />,
    "macro-calculator": <MacroCalculator />,
    [initialTab]: initialPanel,
  };
  return (
    <Tabs value={active} onValueChange={select} className="gap-6">
      <TabsList className="mx-auto h-11 w-full max-w-md">
        {TOOL_TABS.map((tab) => (
          <TabsTrigger
            key={tab.id}
            value={tab.id}
            className="text-base"
            onPointerEnter={() => void loaders[tab.id]()}
            onFocus={() => void loaders[tab.id]()}
          >
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {TOOL_TABS.map((tab) => (
        <TabsContent key={tab.id} value={tab.id} forceMount className="data-[state=inactive]:hidden">
          {shown.has(tab.id) ? panels[tab.id] : null}
        </TabsContent>
      ))}
    </Tabs>
  );
}
