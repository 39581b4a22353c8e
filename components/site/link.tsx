"use client";

import NextLink, { type LinkProps } from "next/link";
import { useRouter } from "next/navigation";

/** NextLink's own props, generic in the route so that `typedRoutes` checks every href (next.config.ts). */
type Props<RouteType> = LinkProps<RouteType> & Omit<React.ComponentProps<"a">, keyof LinkProps<RouteType>>;

/**
 * The site's internal link: Next's Link without prefetching every link that scrolls into view (on a phone that
 * work competed with the page's own start-up and cost ~300 ms of blocking time on a city page). The target is
 * prefetched when the visitor points at, touches or focuses the link, which still comes well before the click.
 */
export function Link<RouteType>({ href, onMouseEnter, onTouchStart, onFocus, ...props }: Props<RouteType>) {
  const router = useRouter();
  const prefetch = () => {
    if (typeof href === "string" && href.startsWith("/")) router.prefetch(href);
  };
  return (
    <NextLink
      href={href}
      prefetch={false}
      onMouseEnter={(event) => {
        prefetch();
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        prefetch();
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        prefetch();
        onFocus?.(event);
      }}
      {...props}
    />
  );
}
