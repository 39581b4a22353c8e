import { Calculator, Compass, House, type LucideIcon, MessageSquarePlus, NotebookText } from "lucide-react";
import { MOBILE_NAV, type MobileNavIcon } from "@/lib/site/navigation";
import { MobileNavLink } from "./mobile-nav-link";

const ICONS: Record<MobileNavIcon, LucideIcon> = {
  home: House,
  explore: Compass,
  calculator: Calculator,
  guide: NotebookText,
  suggest: MessageSquarePlus,
};

/**
 * Phone navigation fixed to the bottom of the screen; the current section carries aria-current="page". Icons
 * and labels render on the server: only the current-item check runs in the browser.
 */
export function MobileBottomBar() {
  return (
    <nav
      aria-label="Mobile"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="grid grid-cols-5">
        {MOBILE_NAV.map((item) => {
          const Icon = ICONS[item.icon];
          return (
            <li key={item.href}>
              <MobileNavLink href={item.href}>
                <Icon aria-hidden className="size-5" />
                {item.label}
              </MobileNavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
