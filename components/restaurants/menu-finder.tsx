"use client";

import { useId } from "react";

/** The id of a group's place in a list, where its jump lands (focusable, so the jump moves the focus there). */
export const groupTarget = (listId: string, key: string) => `${listId}-${key}`;

/**
 * Finding an item on a long menu: a search box over the items' names and a jump to each of the menu's groups, with
 * how many items each holds. The list itself (the restaurant dialog's, the meal builder's) filters and draws the
 * groups; `onJump` asks it to draw a group and move there.
 */
export function MenuFinder({
  query,
  onQuery,
  groups,
  found,
  total,
  onJump,
  place,
}: {
  query: string;
  onQuery: (query: string) => void;
  /** The groups shown (those with an item matching the search). */
  groups: readonly { key: string; title: string; dishes: readonly { sizes: readonly unknown[] }[] }[];
  /** How many items match, of how many the menu has. */
  found: number;
  total: number;
  onJump: (key: string) => void;
  /** Whose menu, for the search box's label ("Search the menu at Chipotle"). */
  place: string;
}) {
  const id = useId();
  const searching = query.trim() !== "";
  return (
    // The row of jumps scrolls within the list's width instead of widening it and every box around it (a dialog is
    // a grid, the builder's columns too): its width is its container's whatever its content (inline-size containment).
    <div className="min-w-0 space-y-2 [contain:inline-size]">
      <div role="search" aria-label={`Menu at ${place}`} className="space-y-1">
        <label htmlFor={`${id}-q`} className="text-sm font-medium">
          Search the menu at {place}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={query}
          onChange={(event) => onQuery(event.target.value)}
          placeholder={`${total.toLocaleString("en-US")} items: type a few letters`}
          autoComplete="off"
          enterKeyHint="search"
          className="flex h-11 w-full rounded-md border border-input bg-background px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm"
        />
        <p role="status" className="text-xs text-muted-foreground">
          {searching
            ? found === 0
              ? `No item on this menu matches “${query.trim()}”.`
              : `${found.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} items match.`
            : ""}
        </p>
      </div>
      {groups.length > 1 ? (
        <nav aria-label={`Sections of the menu at ${place}`} className="max-w-full">
          <ul className="flex gap-2 overflow-x-auto pb-1 [scrollbar-width:thin]">
            {groups.map((group) => (
              <li key={group.key} className="shrink-0">
                <button
                  type="button"
                  onClick={() => onJump(group.key)}
                  className="min-h-9 rounded-full border px-3 text-sm whitespace-nowrap hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                >
                  {group.title}{" "}
                  <span className="text-muted-foreground">
                    {group.dishes.reduce((n, dish) => n + dish.sizes.length, 0)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
