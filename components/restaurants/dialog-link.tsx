"use client";

import type { ComponentProps } from "react";

// The same module RestaurantDialogFromUrl loads when the address asks for the dialog: fetched once, then cached.
const preloadDialog = () => void import("./url-restaurant-dialog");

/**
 * A link that opens the restaurant dialog on this page (restaurantDialogHref: the page's own query with
 * `restaurant=` and `meal=`). A plain click writes that address with the History API, one entry that Back takes off
 * again, instead of a navigation: the server is not asked for the page again and nothing on it changes but the
 * dialog. Without JavaScript, or opened in a new tab or window, it is an ordinary link to the page with the dialog
 * open. The dialog's code is fetched when the visitor points at, touches or focuses the link, before the click.
 */
export function DialogLink({ href, onClick, ...props }: ComponentProps<"a"> & { href: `?${string}` }) {
  return (
    <a
      {...props}
      href={href}
      onMouseEnter={preloadDialog}
      onTouchStart={preloadDialog}
      onFocus={preloadDialog}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.button !== 0) return;
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        window.history.pushState(null, "", href);
      }}
    />
  );
}
