"use client";

import { useEffect, useState } from "react";
import { Check, Copy } from "lucide-react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { COPY_CONFIRMATION_MS } from "@/lib/search/constants";

type Props = {
  /** The text put on the clipboard. */
  text: string;
  /** Accessible name, e.g. 'Copy: Could I get…'. */
  label: string;
  /** Toast title and description shown after copying. */
  success: { title: string; description?: string };
  /** Visible text next to the icon; icon only when absent. */
  children?: React.ReactNode;
};

/** Copies text to the clipboard and shows a check mark for 2 seconds (docs/product.md#copy-buttons). */
export function CopyButton({ text, label, success, children }: Props) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast.success(success.title, { description: success.description });
    } catch {
      toast.error("Copy failed", { description: "Please try selecting and copying manually." });
    }
  }

  const Icon = copied ? Check : Copy;
  return (
    <Button
      type="button"
      variant={children ? "outline" : "ghost"}
      size={children ? "sm" : "icon-sm"}
      aria-label={label}
      onClick={() => void copy()}
    >
      <Icon aria-hidden className={copied ? "text-primary" : undefined} />
      {children}
      <span className="sr-only" aria-live="polite">
        {copied ? "Copied" : ""}
      </span>
    </Button>
  );
}
