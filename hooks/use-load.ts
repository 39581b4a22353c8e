"use client";

import { useCallback, useRef, useState } from "react";
import { getJson, toastApiError, type ApiRequestError } from "@/lib/http/client";
import type { Endpoint } from "@/lib/site/paths";

/** How a failed load is said: the toast's title and text (toastApiError), or the caller's own function. */
export type LoadFailure = { title: string; description?: string } | ((error: ApiRequestError) => void);

/**
 * The browser's one way to read a JSON route when a click or a submit asks for it (useApi reads what a component
 * shows): `load(endpoint, failure)` answers the route's data, or undefined when it failed (said once, here, as
 * `failure` asks) or when a later load of the same hook made it moot. The request itself is not aborted, since
 * getJson shares one request per address between callers; its answer is dropped.
 */
export function useLoad() {
  const latest = useRef(0);
  const [loading, setLoading] = useState(false);
  const load = useCallback(async <T>(endpoint: Endpoint<T>, failure: LoadFailure): Promise<T | undefined> => {
    const ticket = ++latest.current;
    setLoading(true);
    try {
      const data = await getJson(endpoint);
      return ticket === latest.current ? data : undefined;
    } catch (error) {
      if (ticket !== latest.current) return undefined;
      if (typeof failure === "function") failure(error as ApiRequestError);
      else toastApiError(error, failure.title, failure.description);
      return undefined;
    } finally {
      if (ticket === latest.current) setLoading(false);
    }
  }, []);
  return { load, loading };
}
