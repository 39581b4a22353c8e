"use client";

import { useCallback, useRef, useState } from "react";
import { getJson, toastApiError, type ApiRequestError } from "@/lib/http/client";
import type { Endpoint } from "@/lib/http/client";

/** How a failed load is said: the toast's title (toastApiError, with `description`), or the caller's own function. */
type LoadFailure = string | ((error: ApiRequestError) => void);

/**
 * The browser's one way to read a JSON route (useApi reads through it too): `load(endpoint, failure, description?)`
 * answers the route's data, or undefined when it failed (said once, here, as `failure` asks) or when a later load
 * of the same hook made it moot; `loading` is true while the latest load is on its way. The request of a moot load
 * is not aborted, since getJson shares one request per address between callers; its answer is dropped.
 */
export function useLoad() {
  const latest = useRef(0);
  const [loading, setLoading] = useState(false);
  const load = useCallback(
    async <T>(endpoint: Endpoint<T>, failure: LoadFailure, description?: string): Promise<T | undefined> => {
      const ticket = ++latest.current;
      setLoading(true);
      const data = await getJson(endpoint).catch((error: ApiRequestError) => {
        if (ticket !== latest.current) return;
        if (typeof failure === "function") failure(error);
        else toastApiError(error, failure, description);
      });
      if (ticket !== latest.current) return undefined;
      setLoading(false);
      return data as T | undefined;
    },
    [],
  );
  return { load, loading };
}
