"use client";

import NextLink from "next/link";
import { useRouter } from "next/navigation";

type Props = React.ComponentProps<typeof NextLink>;

/**
 * The site's internal link: Next's Link without prefetching every link that scrolls into view (on a phone that
 * work competed with the page's own start-up and cost ~300 ms of blocking time on a city page). The target is
 * prefetched when the visitor points at, touches or focuses the link, which still comes well before the click.
 */
export function Link({ href, onMouseEnter, onTouchStart, onFocus, ...props }: Props) {
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
