"use client";

import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { COPY_CHECK_MS } from "@/lib/macro-calculator/constants";

type Props = { text: string; label: string; successTitle: string; successDescription?: string; children?: React.ReactNode };

/** Copies text, confirms with a toast and shows a check mark for 2 s (SPEC §4, §8). */
export function CopyButton({ text, label, successTitle, successDescription, children }: Props) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CHECK_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast.success(successTitle, successDescription ? { description: successDescription } : undefined);
    } catch {
      toast.error("Copy failed", { description: "Please try selecting and copying manually." });
    }
  }

  return (
    <Button variant={children ? "outline" : "ghost"} size={children ? "sm" : "icon-sm"} aria-label={label} onClick={copy}>
      {copied ? <Check aria-hidden className="text-primary" /> : <Copy aria-hidden />}
      {children}
    </Button>
  );
}
