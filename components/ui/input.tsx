import * as React from "react";

import { clsx } from "clsx";

// The look is the .input component class in app/globals.css, in a lower cascade layer than utilities, so a
// className joined after it (h-12, bg-card) overrides it without tailwind-merge in the browser.
function Input({ className, type, ...props }: React.ComponentProps<"input">) {
  return <input type={type} data-slot="input" className={clsx("input", className)} {...props} />;
}

export { Input };
