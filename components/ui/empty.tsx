import * as React from "react";
import { Slot } from "radix-ui";

import { clsx } from "clsx";

// An empty result: a dashed box with a title and a line of advice (.empty in app/globals.css, see .btn there).
function Empty({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="empty" className={clsx("empty", className)} {...props} />;
}

/** The title; `asChild` keeps the page's heading level (`<EmptyTitle asChild><h2>…</h2></EmptyTitle>`). */
function EmptyTitle({
  className,
  asChild = false,
  ...props
}: React.ComponentProps<"div"> & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : "div";
  return <Comp data-slot="empty-title" className={clsx("empty-title", className)} {...props} />;
}

function EmptyDescription({ className, ...props }: React.ComponentProps<"p">) {
  return <p data-slot="empty-description" className={clsx("empty-description", className)} {...props} />;
}

export { Empty, EmptyDescription, EmptyTitle };
