import { Link } from "@/components/site/link";
import { HEADER_LINKS } from "@/lib/pages/navigation";
import { SITE_NAME } from "@/lib/site/config";
import { PATHS } from "@/lib/pages/paths";

/**
 * The top bar: logo home link, the main links on wide screens, and `children` at the right edge for small
 * additions such as an account menu (the mobile bottom bar carries navigation on phones).
 */
export function SiteHeader({ children }: { children?: React.ReactNode }) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-4 px-4">
        <Link href={PATHS.home} className="flex items-center gap-2 rounded-md font-semibold text-foreground">
          <span aria-hidden className="icon icon-salad size-6 text-primary" />
          {SITE_NAME}
        </Link>
        <div className="flex items-center gap-6">
          <nav aria-label="Main" className="hidden md:block">
            <ul className="flex items-center gap-6 text-sm font-medium">
              {HEADER_LINKS.map((item) => (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    className="rounded-sm text-muted-foreground transition-colors hover:text-foreground"
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {children}
        </div>
      </div>
    </header>
  );
}
