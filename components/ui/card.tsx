import * as React from "react";
import { clsx } from "clsx";

// Component classes from app/globals.css (see .btn there): className utilities override them without tailwind-merge.
function part(slot: string, base: string) {
  function CardPart({ className, ...props }: React.ComponentProps<"div">) {
    return <div data-slot={slot} className={clsx(base, className)} {...props} />;
  }
  return CardPart;
}

const Card = part("card", "card");
const CardHeader = part("card-header", "card-header");
const CardTitle = part("card-title", "card-title");
const CardDescription = part("card-description", "card-description");
const CardAction = part("card-action", "card-action");
const CardContent = part("card-content", "card-content");
const CardFooter = part("card-footer", "card-footer");

export { Card, CardHeader, CardFooter, CardTitle, CardAction, CardDescription, CardContent };
