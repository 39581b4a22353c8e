"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { accountHinted } from "@/lib/auth/account-hint";
import {
  browserSavedMealsStore,
  savedMealKey,
  type SavedMeal,
  type SavedMealKind,
} from "@/lib/saved-meals/saved-meals";
import { csvDataUrl, csvFileName, trackerText, type HandOffItem } from "@/lib/tracker/hand-off";

type Props = {
  kind: SavedMealKind;
  /** What it is called: the meal's name, or the items' names joined. */
  title: string;
  items: (HandOffItem & { id: string })[];
  /** Where it can be seen again (a saved meal links back to it). */
  href: string;
  /** False where it is already saved (the saved meals' page). */
  saveable?: boolean;
};

/**
 * "Copy for my tracker", "Download CSV" and "Save" for a meal, a custom meal or a combination. The CSV is a plain
 * link (a data address), so it downloads before and without JavaScript. Their icons are CSS icons (app/icons.css):
 * a list of results repeats them on every card, where an SVG each cost about 1 KB of HTML.
 */
export function TrackerActions({ kind, title, items, href, saveable = true }: Props) {
  const [saved, setSaved] = useState(false);
  const label = `for ${title}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(trackerText(items));
      toast.success("Copied!", { description: "Paste it into your tracker's quick add." });
    } catch {
      toast.error("Copy failed", { description: "Please try selecting and copying manually." });
    }
  }

  async function save() {
    const meal: SavedMeal = {
      key: savedMealKey(kind, items),
      kind,
      title,
      href,
      items,
      savedAt: new Date().toISOString(),
    };
    const storage = window.localStorage;
    let onAccount = false;
    try {
      // The account's code loads only for a browser last seen signed in; the server decides where it goes.
      if (accountHinted(storage)) {
        const { accountSavedMealsStore } = await import("@/lib/saved-meals/account-store");
        const store = accountSavedMealsStore(storage);
        await store.save(meal);
        onAccount = store.onAccount === true;
      } else {
        await browserSavedMealsStore(storage).save(meal);
      }
    } catch (error) {
      toast.error("Save failed", { description: (error as Error).message });
      return;
    }
    setSaved(true);
    toast.success("Saved", {
      description: onAccount ? "Kept on your account: find it under My meals." : "Find it under My meals.",
    });
  }

  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={`Hand-off ${label}`}>
      <Button type="button" size="sm" variant="outline" onClick={() => void copy()}>
        <span aria-hidden className="icon icon-clipboard-copy size-4" /> Copy for my tracker
        <span className="sr-only"> {label}</span>
      </Button>
      <a className="btn btn-outline btn-sm" href={csvDataUrl(items)} download={csvFileName(title)}>
        <span aria-hidden className="icon icon-download size-4" /> Download CSV
        <span className="sr-only"> {label}</span>
      </a>
      {saveable ? (
        <Button type="button" size="sm" variant="outline" onClick={() => void save()} aria-pressed={saved}>
          <span aria-hidden className={`icon size-4 ${saved ? "icon-bookmark-check" : "icon-bookmark"}`} />{" "}
          {saved ? "Saved" : "Save"}
          <span className="sr-only"> {label}</span>
        </Button>
      ) : null}
    </div>
  );
}
