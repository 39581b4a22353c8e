import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { clsx } from "clsx";

// A notice or an error written in the page (.alert and its modifiers in app/globals.css, see .btn there). It is
// an alert for screen readers unless given another role (role="status" for good news).
const alertVariants = cva("alert", {
  variants: {
    variant: {
      default: "alert-default",
      info: "alert-info",
      destructive: "alert-destructive",
    },
  },
  defaultVariants: {
    variant: "default",
  },
});

function Alert({
  className,
  variant,
  role = "alert",
  ...props
}: React.ComponentProps<"div"> & VariantProps<typeof alertVariants>) {
  return <div data-slot="alert" role={role} className={alertVariants({ variant, className })} {...props} />;
}

function AlertTitle({ className, ...props }: React.ComponentProps<"p">) {
  return <p data-slot="alert-title" className={clsx("alert-title", className)} {...props} />;
}

function AlertDescription(props: React.ComponentProps<"div">) {
  return <div data-slot="alert-description" {...props} />;
}

export { Alert, AlertDescription, AlertTitle };
