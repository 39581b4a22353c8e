import { Link } from "@/components/site/link";
import { listLocationSources, listMealSources } from "@/lib/nutrition/queries";
import { creditText, sourceCredits } from "@/lib/nutrition/source-credits";
import { FOOTER_GROUPS, NUTRITION_DISCLAIMER } from "@/lib/pages/navigation";
import { SITE_NAME, SITE_TAGLINE } from "@/lib/site/config";
import { readOr } from "@/lib/site/page-read";

/** Every menu and place source with the years of its data, as the catalogue records them (none on a failed read). */
async function SourceLine() {
  const [meals, places] = await Promise.all([
    readOr(listMealSources(), [], "the footer's menu sources"),
    readOr(listLocationSources(), [], "the footer's location sources"),
  ]);
  const menus = creditText(sourceCredits(meals));
  const locations = creditText(sourceCredits(places));
  return (
    <>
      {menus ? ` Menus: ${menus}.` : null}
      {locations ? ` Store locations: ${locations}.` : null}
    </>
  );
}

export function SiteFooter() {
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-10 text-sm">
        <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          <div className="space-y-2">
            <p className="font-semibold text-foreground">{SITE_NAME}</p>
            <p className="text-muted-foreground">{SITE_TAGLINE}</p>
          </div>
          {FOOTER_GROUPS.map((group) => (
            <nav key={group.title} aria-labelledby={`footer-${slug(group.title)}`} className="space-y-3">
              <h2 id={`footer-${slug(group.title)}`} className="font-semibold text-foreground">
                {group.title}
              </h2>
              <ul className="space-y-2">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link
                      href={link.href}
                      className="rounded-sm text-muted-foreground hover:text-foreground hover:underline"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="space-y-2 border-t pt-6 text-muted-foreground">
          <p>
            {NUTRITION_DISCLAIMER}
            <SourceLine />
          </p>
          <p>
            © {new Date().getFullYear()} {SITE_NAME}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}

function slug(title: string) {
  return title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}
