import { cn } from "@/lib/utils";
import { pageWindow } from "@/lib/site/pagination";

/**
 * Links to a list's other pages, as plain links (each page is a static page of its own): Previous and Next
 * (rel="prev" and rel="next"), and the numbers of the first, the last and the pages around the current one, the
 * current one marked. Nothing for a list of one page.
 */
export function PaginationNav({
  page,
  count,
  href,
  label,
}: {
  page: number;
  count: number;
  href: (page: number) => string;
  /** What the pages are of, for the navigation's name ("Pages of Texas cities"). */
  label: string;
}) {
  if (count <= 1) return null;
  const link = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border px-3 text-sm";
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-2">
      {page > 1 ? (
        <a href={href(page - 1)} rel="prev" className={cn(link, "font-medium hover:bg-accent")}>
          Previous
        </a>
      ) : null}
      <ul className="contents">
        {pageWindow(page, count).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={n}>
              <a
                href={href(n)}
                aria-current={n === page ? "page" : undefined}
                aria-label={`Page ${n}`}
                className={cn(link, n === page ? "bg-primary text-primary-foreground" : "hover:bg-accent")}
              >
                {n}
              </a>
            </li>
          ),
        )}
      </ul>
      {page < count ? (
        <a href={href(page + 1)} rel="next" className={cn(link, "font-medium hover:bg-accent")}>
          Next
        </a>
      ) : null}
    </nav>
  );
}
