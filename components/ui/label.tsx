"use client";

import * as React from "react";
import { Label as LabelPrimitive } from "radix-ui";

import { clsx } from "clsx";

// The look is the .label component class in app/globals.css (see .btn there).
function Label({ className, ...props }: React.ComponentProps<typeof LabelPrimitive.Root>) {
  return <LabelPrimitive.Root data-slot="label" className={clsx("label", className)} {...props} />;
}

export { Label };
