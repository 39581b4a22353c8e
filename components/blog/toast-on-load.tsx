"use client";

import { useEffect, useRef } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/toast";
import type { Route } from "next";

/**
 * Shows a destructive toast once the page has loaded in a browser, then optionally moves on to another page
 * (the server has already answered with the right HTTP status for crawlers).
 */
export function ToastOnLoad({
  title,
  description,
  redirectTo,
}: {
  title: string;
  description: string;
  redirectTo?: Route;
}) {
  const router = useRouter();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toast.error(title, { description });
    if (redirectTo) router.replace(redirectTo);
  }, [title, description, redirectTo, router]);
  return null;
}
