import * as React from "react";

import { clsx } from "clsx";

// A form field: its label, control, hint and error, as short component classes in app/globals.css (see .btn
// there). The label is a plain <label> with the .label look, so a field adds no script to the page. Unlike
// shadcn's, a field is not role="group": one unnamed group per control tells a screen reader nothing.
function Field({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="field" className={clsx("field", className)} {...props} />;
}

function FieldLabel({ className, ...props }: React.ComponentProps<"label">) {
  return <label data-slot="field-label" className={clsx("label", className)} {...props} />;
}

function FieldDescription({ className, ...props }: React.ComponentProps<"p">) {
  return <p data-slot="field-description" className={clsx("field-description", className)} {...props} />;
}

/** The field's error, named by the control's aria-describedby; nothing when there is none. */
function FieldError({ className, children, ...props }: React.ComponentProps<"p">) {
  if (!children) return null;
  return (
    <p data-slot="field-error" className={clsx("field-error", className)} {...props}>
      {children}
    </p>
  );
}

export { Field, FieldDescription, FieldError, FieldLabel };
