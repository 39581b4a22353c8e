"use client";

import * as React from "react";
import { clsx } from "clsx";

// Component classes from app/globals.css (see .btn there): className utilities override them without tailwind-merge,
// which the tool pages would otherwise load and run while hydrating.

// The WAI-ARIA tabs pattern without a tabs library (the forms' pages are light on a first visit): a tablist of tabs,
// each controlling its panel; the chosen tab is the one Tab stop of the list, the arrow keys, Home and End move to
// another and choose it (automatic activation), and only the chosen panel's content is rendered unless forceMount.

type TabsState = { baseId: string; value: string; choose: (value: string) => void };

const TabsContext = React.createContext<TabsState | null>(null);

function useTabs() {
  const tabs = React.useContext(TabsContext);
  if (!tabs) throw new Error("Tabs parts belong inside <Tabs>.");
  return tabs;
}

const tabId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-content-${value}`;

function Tabs({
  value,
  defaultValue,
  onValueChange,
  className,
  ...props
}: Omit<React.ComponentProps<"div">, "defaultValue"> & {
  /** The chosen tab, when the caller keeps it. */
  value?: string;
  /** The tab chosen first, when the tabs keep it themselves. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}) {
  const [own, setOwn] = React.useState(defaultValue ?? "");
  const current = value ?? own;
  const baseId = React.useId();
  const state = React.useMemo<TabsState>(
    () => ({
      baseId,
      value: current,
      choose: (next) => {
        if (next === current) return;
        setOwn(next);
        onValueChange?.(next);
      },
    }),
    [baseId, current, onValueChange],
  );
  return (
    <TabsContext value={state}>
      <div data-slot="tabs" data-orientation="horizontal" className={clsx("tabs", className)} {...props} />
    </TabsContext>
  );
}

/** The keys that move between tabs: to the next or the previous one (wrapping), the first or the last. */
function targetTab(tabs: HTMLElement[], from: number, key: string) {
  if (key === "ArrowRight") return tabs[(from + 1) % tabs.length];
  if (key === "ArrowLeft") return tabs[(from - 1 + tabs.length) % tabs.length];
  if (key === "Home") return tabs[0];
  if (key === "End") return tabs[tabs.length - 1];
  return undefined;
}

function TabsList({ className, onKeyDown, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      className={clsx("tabs-list", className)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        const tabs = Array.from(
          event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not([disabled])'),
        );
        const target = targetTab(tabs, tabs.indexOf(event.target as HTMLElement), event.key);
        if (!target) return;
        event.preventDefault();
        // Focusing a tab chooses it (its onFocus).
        target.focus();
      }}
      {...props}
    />
  );
}

/**
 * A tab: a button, or with `asChild` its one child element (a link to the page on that tab, so it works before
 * JavaScript), which then takes no button type (type is not valid on a link).
 */
function TabsTrigger({
  value,
  asChild = false,
  disabled,
  className,
  children,
  ...props
}: React.ComponentProps<"button"> & { value: string; asChild?: boolean }) {
  const { baseId, value: current, choose } = useTabs();
  const active = current === value;
  const own = {
    role: "tab",
    "aria-selected": active,
    "aria-controls": panelId(baseId, value),
    "data-state": active ? "active" : "inactive",
    "data-orientation": "horizontal",
    "data-slot": "tabs-trigger",
    id: tabId(baseId, value),
    // The chosen tab is the list's one Tab stop; the arrow keys reach the others.
    tabIndex: active ? 0 : -1,
    onMouseDown: (event: React.MouseEvent<HTMLElement>) => {
      // A plain left press chooses the tab; a link's other presses (a new tab, a menu) leave it as it is.
      if (!disabled && event.button === 0 && !event.ctrlKey && !event.metaKey) choose(value);
    },
    onKeyDown: (event: React.KeyboardEvent<HTMLElement>) => {
      if (!disabled && (event.key === "Enter" || event.key === " ")) choose(value);
    },
    onFocus: () => {
      if (!disabled) choose(value);
    },
  };
  if (asChild && React.isValidElement<{ className?: string }>(children)) {
    return React.cloneElement(children, {
      ...(props as Record<string, unknown>),
      ...own,
      className: clsx("tabs-trigger", className, children.props.className),
    });
  }
  return (
    <button type="button" {...own} disabled={disabled} className={clsx("tabs-trigger", className)} {...props}>
      {children}
    </button>
  );
}

/** A tab's panel: rendered empty and hidden while its tab is not chosen, unless forceMount keeps its content. */
function TabsContent({
  value,
  forceMount = false,
  className,
  children,
  ...props
}: React.ComponentProps<"div"> & { value: string; forceMount?: boolean }) {
  const { baseId, value: current } = useTabs();
  const active = current === value;
  const present = active || forceMount;
  return (
    <div
      role="tabpanel"
      data-state={active ? "active" : "inactive"}
      data-orientation="horizontal"
      data-slot="tabs-content"
      aria-labelledby={tabId(baseId, value)}
      id={panelId(baseId, value)}
      hidden={!present}
      tabIndex={0}
      className={clsx("tabs-content", className)}
      {...props}
    >
      {present ? children : null}
    </div>
  );
}

export { Tabs, TabsList, TabsTrigger, TabsContent };
