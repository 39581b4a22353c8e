import * as React from "react";
import { clsx } from "clsx";

// A component class from app/globals.css (see .btn there): className utilities override it without tailwind-merge.
function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return <textarea data-slot="textarea" className={clsx("textarea", className)} {...props} />;
}

export { Textarea };
