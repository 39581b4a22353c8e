import { MOBILE_NAV, type MobileNavIcon } from "@/lib/pages/navigation";
import { MobileNavLink } from "./mobile-nav-link";

// CSS icons (app/icons.css): the bar is on every page, so its icons cost class names, not SVG markup.
const ICONS: Record<MobileNavIcon, string> = {
  home: "icon-house",
  explore: "icon-compass",
  calculator: "icon-calculator",
  guide: "icon-notebook-text",
  suggest: "icon-message-square-plus",
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
        {MOBILE_NAV.map((item) => (
          <li key={item.href}>
            <MobileNavLink href={item.href}>
              <span aria-hidden className={`icon ${ICONS[item.icon]} size-5`} />
              {item.label}
            </MobileNavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
