"use client";

import * as React from "react";
import { clsx } from "clsx";
import { Tabs as TabsPrimitive } from "radix-ui";

// Component classes from app/globals.css (see .btn there): className utilities override them without tailwind-merge,
// which the tool pages would otherwise load and run while hydrating.
function Tabs({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root data-slot="tabs" className={clsx("tabs", className)} {...props} />;
}

function TabsList({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List data-slot="tabs-list" className={clsx("tabs-list", className)} {...props} />;
}

/**
 * A tab. Drawn as its child (`asChild`, a link), it takes no button type: the trigger's own type="button" is not
 * valid on a link. Done here, in the client, because a `type={undefined}` passed from a server component does not
 * survive the trip (undefined props are dropped).
 */
function TabsTrigger({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={clsx("tabs-trigger", className)}
      {...props}
      {...(props.asChild ? { type: undefined } : null)}
    />
  );
}

function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content data-slot="tabs-content" className={clsx("tabs-content", className)} {...props} />
  );
}

export { Tabs, TabsList, TabsTrigger, TabsContent };
