import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";

// The variants are short component classes defined in app/globals.css (.btn and its modifiers): a page with
// many buttons sends every class list twice (HTML and the React payload), so long utility lists cost KBs. They
// sit in a lower cascade layer than utilities, so a className joined after them overrides them without
// tailwind-merge, which keeps that library out of the pages whose only interactive parts are buttons.
const buttonVariants = cva("btn", {
  variants: {
    variant: {
      default: "btn-default",
      destructive: "btn-destructive",
      outline: "btn-outline",
      secondary: "btn-secondary",
      ghost: "btn-ghost",
      link: "btn-link",
    },
    size: {
      default: "btn-md",
      sm: "btn-sm",
      lg: "btn-lg",
      icon: "btn-icon",
      "icon-sm": "btn-icon-sm",
      "icon-lg": "btn-icon-lg",
    },
  },
  defaultVariants: {
    variant: "default",
    size: "default",
  },
});

function Button({
  className,
  variant,
  size,
  asChild = false,
  ...props
}: React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    asChild?: boolean;
  }) {
  const Comp = asChild ? Slot.Root : "button";

  return <Comp className={buttonVariants({ variant, size, className })} {...props} />;
}

export { Button, buttonVariants };
