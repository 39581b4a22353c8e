import Link from "next/link";
import { Salad } from "lucide-react";
import { SITE_NAME } from "@/lib/site/config";
import { AccountMenu } from "@/components/auth/account-menu";

const NAV = [
  { href: "/cities", label: "Healthy Restaurants" },
  { href: "/tools/macro-calculator", label: "Macro Calculator" },
  { href: "/find-protein-meals", label: "Find Protein Meals" },
];

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-4 px-4">
        <Link href="/" className="flex items-center gap-2 font-semibold text-foreground">
          <Salad aria-hidden className="size-6 text-primary" />
          {SITE_NAME}
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-6 text-sm font-medium">
            {NAV.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className="text-muted-foreground transition-colors hover:text-foreground">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <AccountMenu />
      </div>
    </header>
  );
}
