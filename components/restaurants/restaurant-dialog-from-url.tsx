"use client";

import { useState } from "react";
import dynamic from "next/dynamic";
import { useSearchParams } from "next/navigation";
import type { DialogFailure } from "./url-restaurant-dialog";

const UrlRestaurantDialog = dynamic(
  () => import("./url-restaurant-dialog").then((module) => module.UrlRestaurantDialog),
  { ssr: false },
);

/**
 * Opens the restaurant dialog from the URL: `?restaurant=<id>` (and optionally `&meal=<id>` to highlight a
 * meal). Mount it once per page, inside <Suspense> (it reads the search params); any link to
 * restaurantDialogHref(id, mealId) then opens it, the back button closes it, and closing removes both params.
 * The dialog's code loads the first time the URL asks for it, not with the page.
 */
export function RestaurantDialogFromUrl({ failure }: { failure?: DialogFailure }) {
  const wanted = useSearchParams().has("restaurant");
  const [used, setUsed] = useState(wanted);
  if (wanted && !used) setUsed(true);
  // Once this document has shown the page without the dialog, an open dialog sits on an entry of its own just
  // after it; a dialog the page was loaded with (a shared link) has nothing of this page behind it.
  const [pageShown, setPageShown] = useState(!wanted);
  if (!wanted && !pageShown) setPageShown(true);
  return used ? <UrlRestaurantDialog failure={failure} openedOverPage={pageShown} /> : null;
}
