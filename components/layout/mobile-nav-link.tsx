"use client";

import { Link } from "@/components/site/link";
import { usePathname } from "next/navigation";
import { activeMobileNavHref } from "@/lib/pages/navigation";
import type { SitePath } from "@/lib/pages/paths";

const LINK_CLASS =
  "flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs font-medium text-muted-foreground aria-[current=page]:text-primary";

/** One item of the mobile bottom bar, marked aria-current="page" when the current path belongs to it. */
export function MobileNavLink({ href, children }: { href: SitePath; children: React.ReactNode }) {
  const current = activeMobileNavHref(usePathname() ?? "/") === href;
  return (
    <Link href={href} aria-current={current ? "page" : undefined} className={LINK_CLASS}>
      {children}
    </Link>
  );
}
