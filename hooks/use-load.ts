"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { getJson, toastApiError, type ApiRequestError } from "@/lib/http/client";
import type { Endpoint } from "@/lib/site/paths";

type Failure = { title: string; description?: string };

type Options = {
  /** The toast of a failed load (toastApiError: the spec's one for an unreachable database, else this one). */
  failure?: Failure;
  /** Runs instead of the toast when a load fails. */
  onError?: (error: ApiRequestError) => void;
};

/**
 * The browser's one way to read a JSON route when a click or a submit asks for it (useApi reads what a component
 * shows): `load(endpoint)` answers the route's data, or undefined when it failed (said once, here) or when a later
 * load of the same hook, or the component's unmounting, made it moot. The request itself is not aborted, since
 * getJson shares one request per address between callers; its answer is dropped.
 */
export function useLoad({ failure, onError }: Options = {}) {
  const latest = useRef(0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<ApiRequestError | undefined>(undefined);
  const report = useRef({ failure, onError });
  useEffect(() => {
    report.current = { failure, onError };
  });
  useEffect(
    () => () => {
      latest.current += 1;
    },
    [],
  );

  /** Reads `endpoint`; `failure` says this load's failure in place of the hook's. */
  const load = useCallback(async <T>(endpoint: Endpoint<T>, failure?: Failure): Promise<T | undefined> => {
    const ticket = ++latest.current;
    setLoading(true);
    setError(undefined);
    try {
      const data = await getJson(endpoint);
      return ticket === latest.current ? data : undefined;
    } catch (caught) {
      if (ticket !== latest.current) return undefined;
      const failed = caught as ApiRequestError;
      setError(failed);
      const said = failure ?? report.current.failure;
      if (report.current.onError) report.current.onError(failed);
      else if (said) toastApiError(failed, said.title, said.description);
      return undefined;
    } finally {
      if (ticket === latest.current) setLoading(false);
    }
  }, []);

  return { load, loading, error };
}
