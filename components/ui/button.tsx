import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { clsx } from "clsx";

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

/**
 * A button, or with `asChild` its one child element (a link) looking like one: the child keeps its own props and
 * class names, and takes the button's look and the other props given here. No Slot library: the button is on
 * every page, and a link inside it needs nothing more than its class names and attributes.
 */
function Button({
  className,
  variant,
  size,
  asChild = false,
  children,
  ...props
}: React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    asChild?: boolean;
  }) {
  const look = buttonVariants({ variant, size, className });
  if (asChild && React.isValidElement<{ className?: string }>(children)) {
    return React.cloneElement(children, {
      ...(props as Record<string, unknown>),
      className: clsx(look, children.props.className),
    });
  }
  return (
    <button className={look} {...props}>
      {children}
    </button>
  );
}

export { Button, buttonVariants };
