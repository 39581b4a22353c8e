"use client";

import { useEffect, useState } from "react";

/** `value` once it has stood still for `ms` (at once when `ms` is 0): what a search box asks the server for. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
