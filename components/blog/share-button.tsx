"use client";

import { Share2 } from "lucide-react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { LINK_COPIED } from "@/lib/blog/constants";

/** Native share where the browser has it; otherwise the article URL is copied to the clipboard. */
export function ShareButton({ title, text }: { title: string; text?: string }) {
  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // The reader closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(LINK_COPIED.title, { description: LINK_COPIED.description });
    } catch {
      toast.error("Copy failed", { description: "Please try selecting and copying manually." });
    }
  }

  return (
    <Button type="button" variant="outline" size="sm" onClick={share}>
      <Share2 aria-hidden />
      Share
    </Button>
  );
}
