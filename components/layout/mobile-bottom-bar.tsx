"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { Calculator, Compass, House, type LucideIcon, MessageSquarePlus, NotebookText } from "lucide-react";
import { activeMobileNavHref, MOBILE_NAV, type MobileNavIcon } from "@/lib/site/navigation";
import { cn } from "@/lib/utils";

const ICONS: Record<MobileNavIcon, LucideIcon> = {
  home: House,
  explore: Compass,
  calculator: Calculator,
  guide: NotebookText,
  suggest: MessageSquarePlus,
};

/** Phone navigation fixed to the bottom of the screen; the current section carries aria-current="page". */
export function MobileBottomBar() {
  const active = activeMobileNavHref(usePathname() ?? "/");
  return (
    <nav
      aria-label="Mobile"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="grid grid-cols-5">
        {MOBILE_NAV.map((item) => {
          const Icon = ICONS[item.icon];
          const current = item.href === active;
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs font-medium text-muted-foreground",
                  current && "text-primary",
                )}
              >
                <Icon aria-hidden className="size-5" />
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
