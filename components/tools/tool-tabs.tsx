"use client";

import { usePathname } from "next/navigation";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { isToolTab, TOOL_TABS, type ToolTab } from "@/lib/macro-calculator/tools";

/**
 * The two tools as tabs whose URL follows the selection (/tools/meal-builder, /tools/macro-calculator). Both panels
 * stay mounted, so switching keeps a half-built meal or the last results.
 */
export function ToolTabs({ initialTab, panels }: { initialTab: ToolTab; panels: Record<ToolTab, React.ReactNode> }) {
  const pathname = usePathname();
  const fromPath = pathname.split("/").at(-1) ?? "";
  const active = isToolTab(fromPath) ? fromPath : initialTab;

  function select(value: string) {
    if (!isToolTab(value) || value === active) return;
    // pushState keeps client state; Next.js syncs usePathname with it.
    window.history.pushState(null, "", `/tools/${value}${window.location.search}`);
  }

  return (
    <Tabs value={active} onValueChange={select} className="gap-6">
      <TabsList className="mx-auto h-11 w-full max-w-md">
        {TOOL_TABS.map((tab) => (
          <TabsTrigger key={tab.id} value={tab.id} className="text-base">
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {TOOL_TABS.map((tab) => (
        <TabsContent key={tab.id} value={tab.id} forceMount className="data-[state=inactive]:hidden">
          {panels[tab.id]}
        </TabsContent>
      ))}
    </Tabs>
  );
}
